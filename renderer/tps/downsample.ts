/** One point of a TPS series: epoch seconds and transactions per second. */
export interface TpsPoint {
  timestamp: number;
  value: number;
}

/**
 * Min/max per time bucket: each bucket keeps its lowest and highest point (in their original
 * order), plus the very first and last points so the time axis spans the same range. Unlike
 * LTTB this always keeps the global peak and trough, which is what a person reading a TPS
 * chart looks for.
 *
 * Buckets are a power-of-two number of seconds wide and aligned to absolute time, not to the
 * series' first point: when a live point is appended (or older history prepended) every
 * bucket but the edge ones keeps its points, so the drawn line does not shift or shimmer.
 *
 * Returns `points` itself when it already fits; otherwise at most `maxPoints` points, in input order.
 */
export function downsample<T extends TpsPoint>(points: readonly T[], maxPoints: number): readonly T[] {
  if (!Number.isInteger(maxPoints) || maxPoints < 6) throw new RangeError('maxPoints must be an integer of at least 6');
  const n = points.length;
  if (n <= maxPoints) return points;

  // Two points per bucket plus both ends; a span cut on aligned edges can touch one extra bucket.
  const maxBuckets = Math.floor((maxPoints - 2) / 2) - 1;
  const span = Math.max(1, points[n - 1].timestamp - points[0].timestamp);
  const width = 2 ** Math.ceil(Math.log2(span / maxBuckets));

  const out: T[] = [points[0]];
  let i = 1;
  while (i < n - 1) {
    const bucket = Math.floor(points[i].timestamp / width);
    let minI = i;
    let maxI = i;
    for (i++; i < n - 1 && Math.floor(points[i].timestamp / width) === bucket; i++) {
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
