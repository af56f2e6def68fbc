import { formatLocalDate, formatLocalDateTime } from '../../../shared/format/time';

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
