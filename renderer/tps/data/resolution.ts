const HOUR = 3600;
const DAY = 24 * HOUR;

export interface Resolution {
  /** How often a point comes: "hourly", "daily", "weekly" or "monthly". */
  label: 'hourly' | 'daily' | 'weekly' | 'monthly';
  /** One point's span, for counts: "hour", "day", "week", "month". */
  unit: 'hour' | 'day' | 'week' | 'month';
}

/** Upper bounds of the median gap between points for each resolution (months run 28 to 31 days). */
const BANDS: [maxGapSec: number, resolution: Resolution][] = [
  [2 * HOUR, { label: 'hourly', unit: 'hour' }],
  [2 * DAY, { label: 'daily', unit: 'day' }],
  [14 * DAY, { label: 'weekly', unit: 'week' }],
  [62 * DAY, { label: 'monthly', unit: 'month' }],
];

/**
 * The resolution of a series read from its timestamps (ascending), never assumed: the current
 * metrics service is hourly, the older deployment daily, and the v2 metrics come in hours,
 * days, weeks or months. The median gap decides, so a missing point or the still-filling
 * newest one does not. Null with fewer than two points or gaps beyond a month's.
 */
export function resolutionOf(points: readonly { timestamp: number }[]): Resolution | null {
  const gaps: number[] = [];
  for (let i = 1; i < points.length; i++) {
    const gap = Math.abs(points[i].timestamp - points[i - 1].timestamp);
    if (gap > 0) gaps.push(gap);
  }
  if (!gaps.length) return null;
  gaps.sort((a, b) => a - b);
  const median = gaps[Math.floor(gaps.length / 2)];
  return BANDS.find(([max]) => median < max)?.[1] ?? null;
}

/** "168 hours", "1 day": a count of points in the series' own unit. */
export const countOf = (n: number, resolution: Resolution | null): string => `${n} ${resolution?.unit ?? 'point'}${n === 1 ? '' : 's'}`;
