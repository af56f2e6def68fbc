import type { TpsPoint } from '../data/downsample';

/** One row of the chart's data: a time and, per chain, its value under the chain's data key. */
export type ChartRow = { timestamp: number } & Record<string, number>;

/** The data key of a chain's line ('c43114'): a key that is never a number, so it is never mistaken for an index. */
export const seriesKey = (chainId: string): string => `c${chainId}`;

/**
 * The rows the chart draws: the (already downsampled) series of each chain joined on
 * timestamp. Chains of one service share their hourly timestamps, so this is mostly one row
 * per hour; where a chain has no point the row lacks its key and the line bridges the gap.
 */
export function chartRows(series: readonly { key: string; points: readonly TpsPoint[] }[]): ChartRow[] {
  const byTime = new Map<number, ChartRow>();
  for (const { key, points } of series) {
    for (const p of points) {
      let row = byTime.get(p.timestamp);
      if (!row) byTime.set(p.timestamp, (row = { timestamp: p.timestamp } as ChartRow));
      row[key] = p.value;
    }
  }
  return [...byTime.values()].sort((a, b) => a.timestamp - b.timestamp);
}

/** A chain's row of one point. The key is assigned rather than written as a computed key in the literal, which V8 builds on a slower path. */
function pointRow(p: TpsPoint, key: string): ChartRow {
  const row = { timestamp: p.timestamp } as ChartRow;
  row[key] = p.value;
  return row;
}

/**
 * `chartRows` that keeps the row it made for each point of a single chain (a buffer replaces a
 * point whose value changes, never changes it in place): a range change draws mostly the
 * same points as before, so it makes rows only for the new ones, and `sameRows` finds the
 * kept ones equal by identity. The points the last call began with are matched by position
 * first (a range moved at its end keeps them), the rest through a map by point. Rows of several
 * chains are joined anew.
 */
export class ChartRowCache {
  private readonly byKey = new Map<string, WeakMap<TpsPoint, ChartRow>>();
  private last: { key: string; points: readonly TpsPoint[]; rows: ChartRow[] } | null = null;

  rows(series: readonly { key: string; points: readonly TpsPoint[] }[]): ChartRow[] {
    if (series.length !== 1) return chartRows(series);
    const { key, points } = series[0];
    let kept = this.byKey.get(key);
    if (!kept) this.byKey.set(key, (kept = new WeakMap()));
    const last = this.last?.key === key ? this.last : null;
    const rows: ChartRow[] = [];
    let i = 0;
    if (last)
      for (const n = Math.min(points.length, last.points.length); i < n && points[i] === last.points[i]; i++) rows.push(last.rows[i]);
    for (; i < points.length; i++) {
      let row = kept.get(points[i]);
      if (!row) kept.set(points[i], (row = pointRow(points[i], key)));
      rows.push(row);
    }
    // A copy: a series that fits is handed over as its buffer's own array, which changes in place.
    this.last = { key, points: points.slice(), rows };
    return rows;
  }
}

/** Whether two row lists draw the same chart (same times, same values under the same keys). */
export function sameRows(a: readonly ChartRow[], b: readonly ChartRow[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i];
    const y = b[i];
    if (x === y) continue;
    const keys = Object.keys(x);
    if (keys.length !== Object.keys(y).length) return false;
    for (const k of keys) if (x[k] !== y[k]) return false;
  }
  return true;
}
