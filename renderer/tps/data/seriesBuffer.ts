import { lowerBound, type TpsPoint } from './downsample';

/**
 * The full TPS series of one chain, ascending by timestamp, kept outside React state so
 * 100k points are never copied on a render. Pages arrive newest first and may overlap what
 * is held (a live poll repeats the newest page; a restarted walk repeats older pages): a
 * point with a known timestamp replaces its value, a new one is inserted in order. `version`
 * grows on every real change so views can memoize on it, and `changedFrom` says where the
 * change begins, so a view can keep what it derived from the points before (a live point
 * changes only the end).
 */
export class SeriesBuffer {
  private pts: TpsPoint[] = [];
  version = 0;
  /** The lowest index each recent version changed, newest last. */
  private changes: { version: number; from: number }[] = [];

  get points(): readonly TpsPoint[] {
    return this.pts;
  }

  get length(): number {
    return this.pts.length;
  }

  /**
   * The lowest index whose point may differ from what it was at `version` (the length when
   * nothing changed; 0 when that version is too old to tell).
   */
  changedFrom(version: number): number {
    if (version === this.version) return this.pts.length;
    const since = this.changes.filter((c) => c.version > version);
    if (since.length !== this.version - version) return 0;
    return Math.min(...since.map((c) => c.from));
  }

  /** Merges points in any order; returns whether anything changed. */
  merge(incoming: readonly TpsPoint[]): boolean {
    if (incoming.length === 0) return false;
    const sorted = [...incoming].sort((a, b) => a.timestamp - b.timestamp);
    const first = this.pts[0]?.timestamp ?? Number.POSITIVE_INFINITY;
    const last = this.pts.at(-1)?.timestamp ?? Number.NEGATIVE_INFINITY;
    let from = Number.POSITIVE_INFINITY;
    const older: TpsPoint[] = [];
    for (const p of sorted) {
      if (p.timestamp < first) older.push(p);
      else if (p.timestamp > last) {
        // Appending (the live path) stays O(1) per point.
        if (this.pts.length && this.pts[this.pts.length - 1].timestamp === p.timestamp) this.pts[this.pts.length - 1] = p;
        else this.pts.push(p);
        from = Math.min(from, this.pts.length - 1);
      } else from = Math.min(from, this.replaceOrInsert(p));
    }
    if (older.length) {
      this.pts = dedupe(older).concat(this.pts);
      from = 0;
    }
    if (from === Number.POSITIVE_INFINITY) return false;
    this.changed(from);
    return true;
  }

  clear(): void {
    this.pts = [];
    this.changed(0);
  }

  private changed(from: number): void {
    this.version++;
    this.changes.push({ version: this.version, from });
    if (this.changes.length > MAX_CHANGES) this.changes.shift();
  }

  /** Returns the index it changed, or +Infinity when the point was already there. */
  private replaceOrInsert(p: TpsPoint): number {
    const i = lowerBound(this.pts, p.timestamp);
    const at = this.pts[i];
    if (at && at.timestamp === p.timestamp) {
      if (at.value === p.value) return Number.POSITIVE_INFINITY;
      this.pts[i] = p;
      return i;
    }
    this.pts.splice(i, 0, p);
    return i;
  }
}

/** How many versions `changedFrom` can look back (a view re-derives at least once per few changes). */
const MAX_CHANGES = 16;

/** Keeps the last of equal timestamps in an ascending list. */
function dedupe(sorted: TpsPoint[]): TpsPoint[] {
  return sorted.filter((p, i) => i === sorted.length - 1 || sorted[i + 1].timestamp !== p.timestamp);
}
