import type { ExportFormat } from '../../shared/bridge/exportChannels';
import { SelectField } from '../components/SelectField';

const FORMATS: readonly ExportFormat[] = ['csv', 'json'];
const upperCase = (f: ExportFormat) => f.toUpperCase();

/** The file format of a report written by the main process: CSV or JSON. */
export function ReportFormatSelect({ value, onChange }: { value: ExportFormat; onChange: (format: ExportFormat) => void }) {
  return <SelectField label="Format" value={value} options={FORMATS} optionLabel={upperCase} onChange={onChange} />;
}
