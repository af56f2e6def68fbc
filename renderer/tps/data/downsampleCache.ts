import { bucketWidth, checkMaxPoints, pushBuckets, type TpsPoint } from './downsample';
import type { SeriesBuffer } from './seriesBuffer';

interface Kept {
  points: readonly TpsPoint[];
  version: number;
  start: number;
  width: number;
  out: readonly TpsPoint[];
  /** Where the last (possibly incomplete) bucket starts, in the points and in `out`. */
  lastAt: number;
  lastOutAt: number;
}

/**
 * `downsample` of one buffer's points[start, end), remembering its last answer: when only
 * points from the last bucket on changed (a live point, the open hour updated) and the bucket
 * width is the same, the complete buckets are kept and only the tail is scanned again, so a
 * live point costs the width of a bucket instead of a pass over 100k points. The answer is
 * always the one `downsample` gives.
 */
export class DownsampleCache {
  private kept: Kept | null = null;

  get(buffer: SeriesBuffer, start: number, end: number, maxPoints: number): readonly TpsPoint[] {
    checkMaxPoints(maxPoints);
    const points = buffer.points;
    if (end - start <= maxPoints) {
      this.kept = null;
      return start === 0 && end === points.length ? points : points.slice(start, end);
    }
    const width = bucketWidth(points[end - 1].timestamp - points[start].timestamp, maxPoints);
    const k = this.kept;
    const reuse =
      k && k.points === points && k.start === start && k.width === width && k.lastAt < end - 1 && buffer.changedFrom(k.version) >= k.lastAt;
    const out = reuse ? k.out.slice(0, k.lastOutAt) : [points[start]];
    const last = pushBuckets(points, reuse ? k.lastAt : start + 1, end - 1, width, out);
    out.push(points[end - 1]);
    this.kept = { points, version: buffer.version, start, width, out, lastAt: last.at, lastOutAt: last.outAt };
    return out;
  }
}
