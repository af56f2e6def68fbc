import { formatCountText } from '../../../shared/format/count';

/** Gas used of the limit with the percent, computed with BigInt (gas values are integer strings). */
export function gasPercent(used: string | undefined, limit: string | undefined): number | undefined {
  if (!used || !limit || !/^\d+$/.test(used) || !/^\d+$/.test(limit) || BigInt(limit) === 0n) return undefined;
  // Basis points in BigInt, then a small number: exact enough for a percent with two decimals.
  return Number((BigInt(used) * 10_000n) / BigInt(limit)) / 100;
}

export function GasUsage({ used, limit, showLimit = false }: { used: string | undefined; limit: string | undefined; showLimit?: boolean }) {
  const pct = gasPercent(used, limit);
  const group = (v: string | undefined) => (v ? formatCountText(v) : '—');
  return (
    <span>
      {group(used)}
      {showLimit && ` / ${group(limit)}`}
      {pct !== undefined && (
        <>
          {` (${pct.toFixed(2)}%)`}
          <span className="meter" aria-hidden="true">
            <span style={{ width: `${Math.min(100, pct)}%` }} />
          </span>
        </>
      )}
    </span>
  );
}
