import { lowerBound, type TpsPoint } from './downsample';

export interface RangeFigures {
  min: number;
  avg: number;
  max: number;
  /** The newest value in the range (the live value when the range reaches the present). */
  current: number;
  count: number;
}

/** Points per block of the index: a range reads at most two partial blocks point by point. */
const BLOCK = 256;

interface Tally {
  min: number;
  max: number;
  sum: number;
}

/** Folds the values of points[start, end) into the tally. */
function tallyPoints(points: readonly TpsPoint[], start: number, end: number, t: Tally): void {
  for (let i = start; i < end; i++) {
    const v = points[i].value;
    if (v < t.min) t.min = v;
    if (v > t.max) t.max = v;
    t.sum += v;
  }
}

/**
 * Min, average, max and current of the full-resolution points in [from, to]: the figures come
 * from every point, never from the downsampled series the chart draws. Built once per version of
 * a series (one pass), it keeps each block of 256 points' min, max and sum, so the figures of a
 * range read the blocks it covers and the points of its two partial blocks: a range change
 * (every brush step) costs a few hundred reads at 100,000 points instead of a pass over them.
 */
export class RangeFigureIndex {
  private readonly mins: Float64Array;
  private readonly maxs: Float64Array;
  private readonly sums: Float64Array;

  constructor(private readonly points: readonly TpsPoint[]) {
    const blocks = Math.ceil(points.length / BLOCK);
    this.mins = new Float64Array(blocks);
    this.maxs = new Float64Array(blocks);
    this.sums = new Float64Array(blocks);
    for (let b = 0; b < blocks; b++) {
      const t = { min: Number.POSITIVE_INFINITY, max: Number.NEGATIVE_INFINITY, sum: 0 };
      tallyPoints(points, b * BLOCK, Math.min(points.length, (b + 1) * BLOCK), t);
      this.mins[b] = t.min;
      this.maxs[b] = t.max;
      this.sums[b] = t.sum;
    }
  }

  figures(from: number, to: number): RangeFigures | null {
    const points = this.points;
    const start = lowerBound(points, from);
    const end = lowerBound(points, to + 1);
    if (end <= start) return null;
    const t = { min: Number.POSITIVE_INFINITY, max: Number.NEGATIVE_INFINITY, sum: 0 };
    // Whole blocks inside [start, end); the points before the first and after the last one by one.
    const firstBlock = Math.ceil(start / BLOCK);
    const endBlock = Math.floor(end / BLOCK);
    if (firstBlock >= endBlock) tallyPoints(points, start, end, t);
    else {
      tallyPoints(points, start, firstBlock * BLOCK, t);
      for (let b = firstBlock; b < endBlock; b++) {
        if (this.mins[b] < t.min) t.min = this.mins[b];
        if (this.maxs[b] > t.max) t.max = this.maxs[b];
        t.sum += this.sums[b];
      }
      tallyPoints(points, endBlock * BLOCK, end, t);
    }
    return { min: t.min, max: t.max, avg: t.sum / (end - start), current: points[end - 1].value, count: end - start };
  }
}
