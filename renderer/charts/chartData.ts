import type { EndpointResponse } from '../../shared/api';
import { pushBuckets } from '../tps/data/downsample';

/** One point of a time series: a bucket's start (epoch seconds, UTC) and its value. */
export interface TimePoint {
  timestamp: number;
  value: number;
}

/** One line (or area, or bar) of a chart: its points ascending by time. */
export interface ChartSeries {
  key: string;
  label: string;
  points: readonly TimePoint[];
}

/** A chart's rows: one per timestamp, ascending, with each series' value under its key (absent where it has none). */
/** A value as a tooltip or table shows it; an axis' labels are also given the axis' magnitude (axisMagnitude). */
export type ChartValueFormat = (value: number, magnitude?: number) => string;

export type ChartRow = { timestamp: number } & Record<string, number | undefined>;

/**
 * Frozen: recharts' store (immer) deep-freezes the rows it is given on each dispatch unless they already are, a walk
 * over every row per dispatch.
 */
export function chartRows(series: readonly ChartSeries[]): readonly ChartRow[] {
  const byTime = new Map<number, ChartRow>();
  for (const s of series) {
    for (const p of s.points) {
      let row = byTime.get(p.timestamp);
      if (!row) byTime.set(p.timestamp, (row = { timestamp: p.timestamp } as ChartRow));
      row[s.key] = p.value;
    }
  }
  return Object.freeze([...byTime.values()].sort((a, b) => a.timestamp - b.timestamp));
}

/**
 * The rows a plot `maxPoints` pixels wide draws: all of them when they fit, else at most `maxPoints` whole rows (so
 * stacked series keep sharing timestamps and the tooltip names every series): the first and last, each series' lowest
 * and highest, and the lowest and highest of each two-pixel bucket of one line that stands for all the series (a
 * stack's total; else the sum of each series scaled to its own range, so a spike in any series shows).
 */
export function drawnRows(rows: readonly ChartRow[], keys: readonly string[], stacked: boolean, maxPoints: number): readonly ChartRow[] {
  const n = rows.length;
  if (n <= maxPoints || keys.length === 0) return rows;
  // Plain loops and a mark per row: this runs for every chart on every range change.
  const keep = new Uint8Array(n);
  keep[0] = keep[n - 1] = 1;
  const scale = keys.map((k) => {
    let min = -1;
    let max = -1;
    for (let i = 0; i < n; i++) {
      const v = rows[i][k];
      if (v === undefined) continue;
      if (min < 0 || v < rows[min][k]!) min = i;
      if (max < 0 || v > rows[max][k]!) max = i;
    }
    if (min < 0) return 0;
    keep[min] = keep[max] = 1;
    const range = rows[max][k]! - rows[min][k]!;
    return stacked || range === 0 ? 1 : 1 / range;
  });
  const line = rows.map((r, i) => {
    let value = 0;
    for (let j = 0; j < keys.length; j++) value += (r[keys[j]] ?? 0) * scale[j];
    return { timestamp: r.timestamp, value, i };
  });
  const extremes = keep.reduce((sum, k) => sum + k, 0);
  // Buckets aligned to absolute time: the span can touch one more than it holds.
  const buckets = Math.max(1, Math.floor((maxPoints - extremes) / 2) - 1);
  const picked: typeof line = [];
  pushBuckets(line, 0, n, (rows[n - 1].timestamp - rows[0].timestamp + 1) / buckets, picked);
  for (const p of picked) keep[p.i] = 1;
  const drawn: ChartRow[] = [];
  for (let i = 0; i < n; i++) if (keep[i]) drawn.push(rows[i]);
  return Object.freeze(drawn);
}

/**
 * The power of ten of the largest value an axis shows (a stack's total when stacked), 0 for none: what a format
 * needs to give every label of one axis the same style, and it changes far less often than the rows do.
 */
export function axisMagnitude(rows: readonly ChartRow[], keys: readonly string[], stacked: boolean): number {
  let largest = 0;
  for (const row of rows) {
    let total = 0;
    for (const key of keys) {
      const v = Math.abs(row[key] ?? 0);
      if (stacked) total += v;
      else if (v > largest) largest = v;
    }
    if (total > largest) largest = total;
  }
  return largest > 0 && Number.isFinite(largest) ? 10 ** Math.floor(Math.log10(largest)) : 0;
}

/** The pages of a Metrics API time series (newest first) as one series ascending, each value scaled by `scale`. */
export function seriesPoints(pages: readonly { results?: readonly { timestamp?: number; value?: number }[] }[], scale = 1): TimePoint[] {
  const points: TimePoint[] = [];
  for (const page of pages) {
    for (const r of page.results ?? [])
      if (r.timestamp !== undefined && r.value !== undefined) points.push({ timestamp: r.timestamp, value: r.value / scale });
  }
  return points.sort((a, b) => a.timestamp - b.timestamp);
}

export type MetricPages = readonly EndpointResponse<'getChainMetric'>[];
