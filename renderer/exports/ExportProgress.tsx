import type { ExportEntry } from '../../shared/bridge/exportChannels';
import { useNow } from '../components/useNow';
import { ReconciliationView } from './ReconciliationView';
import { formatBytes, formatDuration, progressText } from './transferText';
import { formatCount } from '../../shared/format/count';

const STATUS_TEXT: Record<ExportEntry['status'], string> = {
  creating: 'Starting',
  running: 'Running on the server',
  queued: 'Waiting to download',
  downloading: 'Downloading',
  writing: 'Writing',
  completed: 'Completed',
  warning: 'Completed with a warning',
  failed: 'Failed',
  cancelled: 'Cancelled',
  interrupted: 'Interrupted',
};

const FINISHED = new Set<ExportEntry['status']>(['completed', 'warning', 'failed', 'cancelled', 'interrupted']);

const TONE: Partial<Record<ExportEntry['status'], string>> = { completed: 'success', failed: 'failed', warning: 'failed' };

/** Status, then what is going on: elapsed time on the server, a progress bar with speed and time left, or the outcome. */
export function ExportProgress({ entry }: { entry: ExportEntry }) {
  const now = useNow(1000, entry.status === 'running');
  const p = entry.progress;
  const unit = entry.kind === 'export' ? 'bytes' : 'rows';
  const parts = entry.parts;
  return (
    <div className="export-progress">
      <span className={`pill ${TONE[entry.status] ?? ''}`}>{STATUS_TEXT[entry.status]}</span>
      {entry.status === 'running' && entry.runningSince !== undefined && (
        <span className="muted"> for {formatDuration((now - entry.runningSince) / 1000)}</span>
      )}
      {(entry.status === 'downloading' || entry.status === 'writing') && p && (
        <div>
          {p.percent !== null && (
            <progress max={100} value={p.percent} aria-label={`${entry.title}: progress`}>
              {Math.round(p.percent)}%
            </progress>
          )}{' '}
          <span className="muted">{progressText(p, unit)}</span>
        </div>
      )}
      {parts && parts.length > 1 && !FINISHED.has(entry.status) && (
        <p className="muted" aria-label={`${entry.title}: parts`}>
          Part {parts.length} (the server cut the export at {parts.length - 1 === 1 ? 'one point' : `${parts.length - 1} points`}; each part
          goes on where the last stopped)
          {entry.rows !== undefined && ` · ${formatCount(entry.rows)} rows so far`}
        </p>
      )}
      {(entry.status === 'completed' || entry.status === 'warning') && (
        <span className="muted">
          {' '}
          {[
            entry.rows !== undefined && `${formatCount(entry.rows)} rows`,
            parts && parts.length > 1 && `${parts.length} parts joined`,
            entry.size !== undefined && formatBytes(entry.size),
          ]
            .filter(Boolean)
            .join(' · ')}
        </span>
      )}
      {entry.taxFile && (entry.status === 'completed' || entry.status === 'warning') && (
        <p className="muted export-file">Tax file: {entry.taxFile}</p>
      )}
      {entry.reconciliation && <ReconciliationView reconciliation={entry.reconciliation} title={entry.title} />}
      {(entry.status === 'failed' || entry.status === 'warning' || entry.status === 'interrupted') && entry.message && (
        <p className={entry.status === 'failed' ? 'field-error' : 'muted'}>
          {entry.code ? <code>{entry.code}</code> : null} {entry.message}
        </p>
      )}
    </div>
  );
}
