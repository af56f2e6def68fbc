import { lowerBound, type TpsPoint } from './downsample';

/**
 * The full TPS series of one chain, ascending by timestamp, kept outside React state so
 * 100k points are never copied on a render. Pages arrive newest first and may overlap what
 * is held (a live poll repeats the newest page; a restarted walk repeats older pages): a
 * point with a known timestamp replaces its value, a new one is inserted in order. `version`
 * grows on every real change so views can memoize on it.
 */
export class SeriesBuffer {
  private pts: TpsPoint[] = [];
  version = 0;

  get points(): readonly TpsPoint[] {
    return this.pts;
  }

  get length(): number {
    return this.pts.length;
  }

  /** Merges points in any order; returns whether anything changed. */
  merge(incoming: readonly TpsPoint[]): boolean {
    if (incoming.length === 0) return false;
    const sorted = [...incoming].sort((a, b) => a.timestamp - b.timestamp);
    const first = this.pts[0]?.timestamp ?? Number.POSITIVE_INFINITY;
    const last = this.pts.at(-1)?.timestamp ?? Number.NEGATIVE_INFINITY;
    let changed = false;
    const older: TpsPoint[] = [];
    for (const p of sorted) {
      if (p.timestamp < first) older.push(p);
      else if (p.timestamp > last) {
        // Appending (the live path) stays O(1) per point.
        if (this.pts.length && this.pts[this.pts.length - 1].timestamp === p.timestamp) this.pts[this.pts.length - 1] = p;
        else this.pts.push(p);
        changed = true;
      } else changed = this.replaceOrInsert(p) || changed;
    }
    if (older.length) {
      this.pts = dedupe(older).concat(this.pts);
      changed = true;
    }
    if (changed) this.version++;
    return changed;
  }

  clear(): void {
    this.pts = [];
    this.version++;
  }

  private replaceOrInsert(p: TpsPoint): boolean {
    const i = lowerBound(this.pts, p.timestamp);
    const at = this.pts[i];
    if (at && at.timestamp === p.timestamp) {
      if (at.value === p.value) return false;
      this.pts[i] = p;
      return true;
    }
    this.pts.splice(i, 0, p);
    return true;
  }
}

/** Keeps the last of equal timestamps in an ascending list. */
function dedupe(sorted: TpsPoint[]): TpsPoint[] {
  return sorted.filter((p, i) => i === sorted.length - 1 || sorted[i + 1].timestamp !== p.timestamp);
}
