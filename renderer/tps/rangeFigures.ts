import { lowerBound, type TpsPoint } from './downsample';

export interface RangeFigures {
  min: number;
  avg: number;
  max: number;
  /** The newest value in the range (the live value when the range reaches the present). */
  current: number;
  count: number;
}

/**
 * Min, average, max and current of the full-resolution points in [from, to]: the figures
 * come from every point, never from the downsampled series the chart draws.
 */
export function rangeFigures(points: readonly TpsPoint[], from: number, to: number): RangeFigures | null {
  const start = lowerBound(points, from);
  const end = lowerBound(points, to + 1);
  if (end <= start) return null;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  let sum = 0;
  for (let i = start; i < end; i++) {
    const v = points[i].value;
    if (v < min) min = v;
    if (v > max) max = v;
    sum += v;
  }
  return { min, max, avg: sum / (end - start), current: points[end - 1].value, count: end - start };
}
