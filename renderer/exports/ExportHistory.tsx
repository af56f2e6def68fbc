import { ErrorState } from '../components/ErrorState';
import { EmptyState } from '../components/EmptyState';
import { ExportActions } from './ExportActions';
import { ExportProgress } from './ExportProgress';
import { useExports } from './useExports';

const KIND = {
  export: 'Transaction export',
  report: 'List report',
  rewards: 'Staking rewards report',
  portfolio: 'Portfolio report',
} as const;

/** Every export and report, newest first, live. */
export function ExportHistory() {
  const exports = useExports();
  if (exports.isError) return <ErrorState error={exports.error} onRetry={() => void exports.refetch()} what="the export history" />;
  if (!exports.data) return <p className="muted">Loading the export history…</p>;
  if (exports.data.length === 0)
    return <EmptyState>No exports yet. Start one above, or export any list with its Export button.</EmptyState>;
  return (
    <table className="export-history">
      <caption className="visually-hidden">Export history</caption>
      <thead>
        <tr>
          <th scope="col">Export</th>
          <th scope="col">Status</th>
          <th scope="col">File</th>
          <th scope="col">Started</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {exports.data.map((entry) => (
          <tr key={entry.id} aria-label={entry.title}>
            <td>
              <div>{entry.title}</div>
              <div className="muted">
                {KIND[entry.kind]} · {entry.format.toUpperCase()}
                {entry.operationId ? ` · operation ${entry.operationId}` : ''}
              </div>
            </td>
            <td>
              <ExportProgress entry={entry} />
            </td>
            <td className="export-file">{entry.file}</td>
            <td>
              <time dateTime={new Date(entry.createdAt).toISOString()}>{new Date(entry.createdAt).toLocaleString()}</time>
            </td>
            <td>
              <ExportActions entry={entry} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
