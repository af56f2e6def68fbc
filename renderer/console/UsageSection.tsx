import { cuPerMinuteOf } from '../../shared/api/rateBudget';
import { formatCount } from '../../shared/format/count';
import { useApiQuery } from '../api/useApiQuery';
import { ErrorState } from '../components/ErrorState';
import { StaticTable } from '../components/StaticTable';
import { Timestamp } from '../components/Timestamp';
import { useNow } from '../components/useNow';
import { useProfiles } from '../settings/useSettings';
import { useBudgetStore, usedInLastMinute } from '../state/budgetStore';
import { usageRows, type UsageRow } from './usageRows';

const REFRESH_MS = 10_000;
const SHOWN_MINUTES = 15;

/**
 * What the key spent, minute by minute over the last hour, as the API counts it, against the profile's per-minute
 * budget, beside this app's own meter of the last minute.
 */
export function UsageSection() {
  const profiles = useProfiles();
  const active = profiles.data?.profiles.find((p) => p.id === profiles.data?.activeId);
  const now = useNow(REFRESH_MS);
  const startTimestamp = Math.floor(now / 60_000) * 60 - 3600;
  const usage = useApiQuery('getApiUsageMetrics', { timeInterval: 'minute', startTimestamp }, { refetchInterval: REFRESH_MS });
  const spends = useBudgetStore((s) => s.spends);
  const rows = usageRows(usage.data).slice(0, SHOWN_MINUTES);
  const budget = active?.kind === 'remote' ? cuPerMinuteOf(active.rateTier) : undefined;
  const appMeter = usedInLastMinute(spends, now);
  const apiMinute = rows[0]?.computeUnits ?? 0;
  return (
    <section aria-labelledby="usage">
      <h2 id="usage">Usage</h2>
      {usage.isError && <ErrorState error={usage.error} onRetry={() => void usage.refetch()} what="usage" />}
      <dl className="console-figures">
        <div>
          <dt>Budget</dt>
          <dd>{budget === undefined ? 'none: the local service does not meter compute units' : `${formatCount(budget)} CU per minute`}</dd>
        </div>
        <div>
          <dt>This minute, as the API counts it</dt>
          <dd>{formatCount(apiMinute)} CU</dd>
        </div>
        <div>
          <dt>The last 60 s, as this app's meter counts it</dt>
          <dd>{formatCount(appMeter)} CU</dd>
        </div>
      </dl>
      <p className="muted">
        The two differ by {formatCount(Math.abs(apiMinute - appMeter))} CU: the API counts every request made with this key (other apps and
        scripts too, and this page's own reads) in whole clock minutes, while the meter counts only this app's requests over a sliding
        minute.
      </p>
      <StaticTable<UsageRow>
        label="Usage by minute"
        className="static-table console-table"
        caption={`The last ${SHOWN_MINUTES} minutes`}
        rows={rows}
        rowKey={(r) => String(r.timestamp)}
        empty={usage.isPending ? 'Loading…' : 'No requests in the last hour'}
        columns={[
          { header: 'Minute', cell: (r) => <Timestamp seconds={r.timestamp} now={now} />, rowHeader: true },
          { header: 'Requests', cell: (r) => formatCount(r.requests), num: true },
          { header: 'Compute units', cell: (r) => formatCount(r.computeUnits), num: true },
          { header: 'Of the budget', cell: (r) => (budget ? `${Math.round((100 * r.computeUnits) / budget)} %` : '—'), num: true },
          { header: 'Invalid', cell: (r) => formatCount(r.invalid), num: true },
        ]}
      />
    </section>
  );
}
