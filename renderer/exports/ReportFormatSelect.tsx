import type { ExportFormat } from '../../shared/bridge/exportChannels';

/** The file format of a report written by the main process: CSV or JSON. */
export function ReportFormatSelect({ value, onChange }: { value: ExportFormat; onChange: (format: ExportFormat) => void }) {
  return (
    <label>
      Format
      <select value={value} onChange={(e) => onChange(e.target.value as ExportFormat)}>
        <option value="csv">CSV</option>
        <option value="json">JSON</option>
      </select>
    </label>
  );
}
