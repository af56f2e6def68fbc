import type { TimeInterval } from '../../shared/api/endpoints/metrics';

const HOUR = 3600;
const DAY = 24 * HOUR;

/** A time range a chart can show: how far back from now, in buckets of which interval. */
export interface ChartRange {
  id: string;
  label: string;
  seconds: number;
  interval: TimeInterval;
}

export const RANGES: readonly ChartRange[] = [
  { id: '24h', label: '24 hours', seconds: DAY, interval: 'hour' },
  { id: '7d', label: '7 days', seconds: 7 * DAY, interval: 'hour' },
  { id: '30d', label: '30 days', seconds: 30 * DAY, interval: 'day' },
  { id: '90d', label: '90 days', seconds: 90 * DAY, interval: 'day' },
  { id: '1y', label: '1 year', seconds: 365 * DAY, interval: 'week' },
];
/** The ranges of a series that comes by the day only (averages, maxima, cumulative counts, stake). */
export const DAILY_RANGES: readonly ChartRange[] = RANGES.filter((r) => r.seconds >= 30 * DAY).map((r) => ({ ...r, interval: 'day' }));

export const rangeById = (ranges: readonly ChartRange[], id: string): ChartRange => ranges.find((r) => r.id === id) ?? ranges[0];

/** The request params of a range ending now: its start, rounded to the minute so a page's requests share one cache key. */
export const rangeStart = (range: ChartRange, nowMs: number): number => Math.floor(nowMs / 60_000) * 60 - range.seconds;
