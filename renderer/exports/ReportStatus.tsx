import { ExportActions } from './ExportActions';
import { ExportProgress } from './ExportProgress';
import { useExportEntry } from './useExports';

/** The live state of a report started from a list or the Rewards page, with its actions. */
export function ReportStatus({ id }: { id: string | undefined }) {
  const entry = useExportEntry(id);
  if (!entry) return null;
  return (
    <div className="export-report" role="status" aria-label={`${entry.title}: report status`}>
      <ExportProgress entry={entry} />
      <span className="muted export-file">{entry.file}</span>
      <ExportActions entry={entry} />
    </div>
  );
}
