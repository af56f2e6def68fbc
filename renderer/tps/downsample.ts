/** One point of a TPS series: epoch seconds and transactions per second. */
export interface TpsPoint {
  timestamp: number;
  value: number;
}

/**
 * Min/max per bucket: the series is cut into equal index buckets and each bucket keeps its
 * lowest and highest point (in their original order), plus the very first and last points so
 * the time axis spans the same range. Unlike LTTB this always keeps the global peak and
 * trough, which is what a person reading a TPS chart looks for. Buckets are by index, which
 * equals pixel buckets for the service's evenly spaced hourly points.
 *
 * Returns `points` itself when it already fits; otherwise at most `maxPoints` points, in input order.
 */
export function downsample<T extends TpsPoint>(points: readonly T[], maxPoints: number): readonly T[] {
  if (!Number.isInteger(maxPoints) || maxPoints < 4) throw new RangeError('maxPoints must be an integer of at least 4');
  const n = points.length;
  if (n <= maxPoints) return points;

  const out: T[] = [points[0]];
  const interiorStart = 1;
  const interiorLength = n - 2;
  const buckets = Math.floor((maxPoints - 2) / 2);
  for (let b = 0; b < buckets; b++) {
    const from = interiorStart + Math.floor((b * interiorLength) / buckets);
    const to = interiorStart + Math.floor(((b + 1) * interiorLength) / buckets);
    if (from >= to) continue;
    let minI = from;
    let maxI = from;
    for (let i = from + 1; i < to; i++) {
      const v = points[i].value;
      if (v < points[minI].value) minI = i;
      if (v > points[maxI].value) maxI = i;
    }
    if (minI === maxI) out.push(points[minI]);
    else if (minI < maxI) out.push(points[minI], points[maxI]);
    else out.push(points[maxI], points[minI]);
  }
  out.push(points[n - 1]);
  return out;
}

/** Points whose timestamp lies in [from, to], found by binary search (the series is sorted ascending). */
export function sliceByTime<T extends TpsPoint>(points: readonly T[], from: number, to: number): readonly T[] {
  return points.slice(lowerBound(points, from), lowerBound(points, to + 1));
}

/** Index of the first point with timestamp >= t. */
export function lowerBound(points: readonly { timestamp: number }[], t: number): number {
  let lo = 0;
  let hi = points.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (points[mid].timestamp < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
