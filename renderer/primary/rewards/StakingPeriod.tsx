import { formatLocalDate, formatLocalDateTime } from '../../../shared/format/time';
import type { DataColumn } from '../../components/DataTable/columns';
import { renderedColumn } from '../../components/DataTable/columnBuilders';
import { BY_SORT_ORDER } from '../../components/DataTable/sortOrderParam';

/** A staking period as its dates and length in days. */
export function StakingPeriod({ start, end }: { start: number | undefined; end: number | undefined }) {
  if (start === undefined || end === undefined) return <>—</>;
  const days = Math.round((end - start) / 86400);
  return (
    <span title={`${formatLocalDateTime(start * 1000)} – ${formatLocalDateTime(end * 1000)}`}>
      {formatLocalDate(start * 1000)} – {formatLocalDate(end * 1000)} <span className="muted">({days} d)</span>
    </span>
  );
}

/** A reward's staking period; the API orders rewards by its time, so where a list has the API's sort this header asks for it. */
export const periodColumn = <T extends { startTimestamp?: number; endTimestamp?: number }>(): DataColumn<T> =>
  renderedColumn('period', 'Period', 'startTimestamp', 230, (r) => <StakingPeriod start={r.startTimestamp} end={r.endTimestamp} />, {
    apiSortKey: BY_SORT_ORDER,
  });
