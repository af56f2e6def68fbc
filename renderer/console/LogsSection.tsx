import { useState } from 'react';
import type { ApiLog } from '../../shared/api/console';
import { formatCount } from '../../shared/format/count';
import { useApiQuery } from '../api/useApiQuery';
import { ErrorState } from '../components/ErrorState';
import { InputField } from '../components/InputField';
import { SelectField } from '../components/SelectField';
import { StaticTable } from '../components/StaticTable';
import { Timestamp } from '../components/Timestamp';
import { useNow } from '../components/useNow';

const WINDOWS = ['15m', '1h', '24h'] as const;
const WINDOW_SECONDS: Record<(typeof WINDOWS)[number], number> = { '15m': 900, '1h': 3600, '24h': 86_400 };
const WINDOW_LABEL: Record<(typeof WINDOWS)[number], string> = { '15m': 'Last 15 minutes', '1h': 'Last hour', '24h': 'Last day' };
const STATUSES = ['any', '200', '400', '401', '404', '429', '500', '503'] as const;
const REFRESH_MS = 10_000;

/** The key's latest requests, newest first, filtered by response code, path and time. */
export function LogsSection() {
  const [status, setStatus] = useState<(typeof STATUSES)[number]>('any');
  const [path, setPath] = useState('');
  const [window, setWindow] = useState<(typeof WINDOWS)[number]>('1h');
  const now = useNow(REFRESH_MS);
  const startTimestamp = Math.floor(now / 60_000) * 60 - WINDOW_SECONDS[window];
  const logs = useApiQuery(
    'listApiLogs',
    {
      pageSize: 50,
      startTimestamp,
      ...(status !== 'any' && { responseCode: status }),
      ...(path.trim() && { requestPath: path.trim() }),
    },
    { refetchInterval: REFRESH_MS },
  );
  return (
    <section aria-labelledby="logs">
      <h2 id="logs">Latest requests</h2>
      <div className="console-filters">
        <SelectField label="Status" value={status} options={STATUSES} optionLabel={(s) => (s === 'any' ? 'Any' : s)} onChange={setStatus} />
        <InputField label="Path" value={path} onChange={setPath} placeholder="/v1/chains/{chainId}/blocks" />
        <SelectField label="Time" value={window} options={WINDOWS} optionLabel={(w) => WINDOW_LABEL[w]} onChange={setWindow} />
      </div>
      {logs.isError && <ErrorState error={logs.error} onRetry={() => void logs.refetch()} what="the API logs" />}
      <StaticTable<ApiLog>
        label="API logs"
        className="static-table console-table"
        rows={logs.data?.logs ?? []}
        rowKey={(l, i) => l.logId ?? String(i)}
        empty={logs.isPending ? 'Loading…' : 'No requests match'}
        columns={[
          { header: 'Time', cell: (l) => <Timestamp seconds={l.eventTimestamp} now={now} /> },
          { header: 'Path', cell: (l) => <code>{l.requestPath ?? '—'}</code>, rowHeader: true },
          { header: 'Status', cell: (l) => l.responseCode ?? '—', num: true },
          { header: 'CU', cell: (l) => (l.apiCreditsConsumed === undefined ? '—' : formatCount(l.apiCreditsConsumed)), num: true },
          { header: 'ms', cell: (l) => (l.requestDurationMsecs === undefined ? '—' : l.requestDurationMsecs.toFixed(1)), num: true },
          { header: 'Key', cell: (l) => l.apiKeyAlias ?? l.apiKeyId ?? '—' },
        ]}
      />
    </section>
  );
}
