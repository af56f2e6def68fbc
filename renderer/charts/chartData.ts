import type { EndpointResponse } from '../../shared/api';
import { downsample } from '../tps/data/downsample';

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
 * The rows a plot `maxPoints` pixels wide draws: all of them when they fit, else whole rows (so stacked series keep
 * sharing timestamps) picked by downsample's min/max buckets, at most `maxPoints` in all. Each series keeps its
 * lowest and highest point of every bucket (a stack, its total's) and its first and last point.
 */
export function drawnRows(rows: readonly ChartRow[], keys: readonly string[], stacked: boolean, maxPoints: number): readonly ChartRow[] {
  if (rows.length <= maxPoints || keys.length === 0) return rows;
  const lines = stacked
    ? [rows.map((r) => ({ timestamp: r.timestamp, value: keys.reduce((sum, k) => sum + (r[k] ?? 0), 0) }))]
    : keys.map((k) => rows.flatMap((r) => (r[k] === undefined ? [] : [{ timestamp: r.timestamp, value: r[k] }])));
  const perLine = Math.max(6, Math.floor(maxPoints / lines.length));
  const kept = new Set<number>();
  for (const line of lines) for (const p of downsample(line, perLine)) kept.add(p.timestamp);
  return Object.freeze(rows.filter((r) => kept.has(r.timestamp)));
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
