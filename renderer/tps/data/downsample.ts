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
  checkMaxPoints(maxPoints);
  const n = points.length;
  if (n <= maxPoints) return points;
  const out: T[] = [points[0]];
  pushBuckets(points, 1, n - 1, bucketWidth(points[n - 1].timestamp - points[0].timestamp, maxPoints), out);
  out.push(points[n - 1]);
  return out;
}

export function checkMaxPoints(maxPoints: number): void {
  if (!Number.isInteger(maxPoints) || maxPoints < 6) throw new RangeError('maxPoints must be an integer of at least 6');
}

/** The bucket width (seconds, a power of two) that fits a time span into maxPoints. */
export function bucketWidth(span: number, maxPoints: number): number {
  // Two points per bucket plus both ends; a span cut on aligned edges can touch one extra bucket.
  const maxBuckets = Math.floor((maxPoints - 2) / 2) - 1;
  return 2 ** Math.ceil(Math.log2(Math.max(1, span) / maxBuckets));
}

/**
 * Appends the lowest and highest point of each aligned bucket of points[from, to) to `out`, in
 * their original order. Returns where the last bucket starts, in `points` and in `out`: every
 * bucket before it is complete, whatever follows `to`.
 */
export function pushBuckets<T extends TpsPoint>(
  points: readonly T[],
  from: number,
  to: number,
  width: number,
  out: T[],
): { at: number; outAt: number } {
  let lastAt = from;
  let lastOutAt = out.length;
  let i = from;
  while (i < to) {
    lastAt = i;
    lastOutAt = out.length;
    const bucket = Math.floor(points[i].timestamp / width);
    let minI = i;
    let maxI = i;
    for (i++; i < to && Math.floor(points[i].timestamp / width) === bucket; i++) {
      const v = points[i].value;
      if (v < points[minI].value) minI = i;
      if (v > points[maxI].value) maxI = i;
    }
    if (minI === maxI) out.push(points[minI]);
    else if (minI < maxI) out.push(points[minI], points[maxI]);
    else out.push(points[maxI], points[minI]);
  }
  return { at: lastAt, outAt: lastOutAt };
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
