/**
 * A time-ordered queue of simulation steps. Steps may schedule later steps (an export schedules
 * its import), so this is a heap rather than a sorted list. Ties run in scheduling order.
 */
export class Schedule {
  private heap: { t: number; n: number; run: () => void }[] = [];
  private count = 0;

  at(t: number, run: () => void): void {
    const item = { t, n: this.count++, run };
    const h = this.heap;
    h.push(item);
    let i = h.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!before(h[i], h[p])) break;
      [h[i], h[p]] = [h[p], h[i]];
      i = p;
    }
  }

  /** Runs every step in time order, including the ones steps add. */
  drain(): void {
    const h = this.heap;
    while (h.length) {
      const top = h[0];
      const last = h.pop()!;
      if (h.length) {
        h[0] = last;
        let i = 0;
        for (;;) {
          const l = 2 * i + 1;
          const r = l + 1;
          let m = i;
          if (l < h.length && before(h[l], h[m])) m = l;
          if (r < h.length && before(h[r], h[m])) m = r;
          if (m === i) break;
          [h[i], h[m]] = [h[m], h[i]];
          i = m;
        }
      }
      top.run();
    }
  }
}

const before = (a: { t: number; n: number }, b: { t: number; n: number }) => a.t < b.t || (a.t === b.t && a.n < b.n);
