import { formatLocalDateTime } from '../../shared/format/time';
import type { ExportEntry } from '../../shared/bridge/exportChannels';
import { ErrorState } from '../components/ErrorState';
import { EmptyState } from '../components/EmptyState';
import { StaticTable, type StaticColumn } from '../components/StaticTable';
import { ExportActions } from './ExportActions';
import { ExportProgress } from './ExportProgress';
import { useExports } from './useExports';

const KIND = {
  export: 'Transaction export',
  report: 'List report',
  rewards: 'Staking rewards report',
  portfolio: 'Portfolio report',
} as const;

const columns: StaticColumn<ExportEntry>[] = [
  {
    header: 'Export',
    cell: (entry) => (
      <>
        <div>{entry.title}</div>
        <div className="muted">
          {KIND[entry.kind]} · {entry.format.toUpperCase()}
          {entry.operationId ? ` · operation ${entry.operationId}` : ''}
        </div>
      </>
    ),
  },
  { header: 'Status', cell: (entry) => <ExportProgress entry={entry} /> },
  { header: 'File', className: 'export-file', cell: (entry) => entry.file },
  {
    header: 'Started',
    cell: (entry) => <time dateTime={new Date(entry.createdAt).toISOString()}>{formatLocalDateTime(entry.createdAt)}</time>,
  },
  { header: 'Actions', cell: (entry) => <ExportActions entry={entry} /> },
];

/** Every export and report, newest first, live. */
export function ExportHistory() {
  const exports = useExports();
  if (exports.isError) return <ErrorState error={exports.error} onRetry={() => void exports.refetch()} what="the export history" />;
  if (!exports.data) return <p className="muted">Loading the export history…</p>;
  if (exports.data.length === 0)
    return <EmptyState>No exports yet. Start one above, or export any list with its Export button.</EmptyState>;
  return (
    <StaticTable
      label="Export history"
      className="export-history"
      columns={columns}
      rows={exports.data}
      rowKey={(entry) => entry.id}
      rowLabel={(entry) => entry.title}
    />
  );
}
