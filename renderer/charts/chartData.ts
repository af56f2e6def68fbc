import type { EndpointResponse } from '../../shared/api';

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

export function chartRows(series: readonly ChartSeries[]): ChartRow[] {
  const byTime = new Map<number, ChartRow>();
  for (const s of series) {
    for (const p of s.points) {
      let row = byTime.get(p.timestamp);
      if (!row) byTime.set(p.timestamp, (row = { timestamp: p.timestamp } as ChartRow));
      row[s.key] = p.value;
    }
  }
  return [...byTime.values()].sort((a, b) => a.timestamp - b.timestamp);
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
