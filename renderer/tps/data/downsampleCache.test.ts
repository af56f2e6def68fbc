import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { downsample, lowerBound, type TpsPoint } from './downsample';
import { DownsampleCache } from './downsampleCache';
import { SeriesBuffer } from './seriesBuffer';

const HOUR = 3600;
const T0 = 1_700_000_000 - (1_700_000_000 % HOUR);
const hour = (h: number, value: number): TpsPoint => ({ timestamp: T0 + h * HOUR, value });

/** What the buffer sees: live points, the open hour updated, older pages, a closed hour corrected. */
const arbChange = fc.oneof(
  fc.record({ kind: fc.constant('append' as const), n: fc.integer({ min: 1, max: 30 }), v: fc.nat(1000) }),
  fc.record({ kind: fc.constant('updateLast' as const), v: fc.nat(1000) }),
  fc.record({ kind: fc.constant('older' as const), n: fc.integer({ min: 1, max: 300 }), v: fc.nat(1000) }),
  fc.record({ kind: fc.constant('correct' as const), at: fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }), v: fc.nat(1000) }),
);
/** The range drawn: from a fraction of the history to the end, to a few points before it, or to a fraction. */
const arbRange = fc.record({
  from: fc.double({ min: 0, max: 0.9, noNaN: true }),
  back: fc.nat(20),
  to: fc.option(fc.double({ min: 0, max: 1, noNaN: true })),
});

type Change = typeof arbChange extends fc.Arbitrary<infer C> ? C : never;

function apply(b: SeriesBuffer, c: Change, edges: { first: number; last: number }) {
  const pts = b.points;
  if (c.kind === 'append') b.merge(Array.from({ length: c.n }, (_, i) => hour(++edges.last, (c.v * (i + 7)) % 1009)));
  else if (c.kind === 'updateLast') b.merge([{ timestamp: pts[pts.length - 1].timestamp, value: c.v }]);
  else if (c.kind === 'older') b.merge(Array.from({ length: c.n }, (_, i) => hour(--edges.first, (c.v * (i + 3)) % 997)));
  else b.merge([{ timestamp: pts[Math.floor(c.at * pts.length)].timestamp, value: c.v + 0.5 }]);
}

describe('DownsampleCache', () => {
  it('always answers what downsample of the same points answers, whatever changed in between', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(arbChange, arbRange), { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 6, max: 120 }),
        (steps, maxPoints) => {
          const b = new SeriesBuffer();
          b.merge(Array.from({ length: 200 }, (_, i) => hour(i, (i * 37) % 101)));
          const edges = { first: 0, last: 199 };
          const cache = new DownsampleCache();
          for (const [change, range] of steps) {
            apply(b, change, edges);
            const pts = b.points;
            const start = Math.min(pts.length - 1, Math.floor(range.from * pts.length));
            const end = Math.max(
              start + 1,
              range.to === null ? pts.length - range.back : lowerBound(pts, pts[Math.floor(range.to * (pts.length - 1))].timestamp + 1),
            );
            expect(cache.get(b, start, end, maxPoints)).toEqual(downsample(pts.slice(start, end), maxPoints));
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('keeps the complete buckets of a live series: an appended point rescans only the last bucket', () => {
    const b = new SeriesBuffer();
    b.merge(Array.from({ length: 100_000 }, (_, i) => hour(i, (i * 7919) % 101)));
    const cache = new DownsampleCache();
    const before = cache.get(b, 0, b.length, 2000);
    b.merge([hour(100_000, 55)]);
    const after = cache.get(b, 0, b.length, 2000);
    expect(after).toEqual(downsample(b.points, 2000));
    // The same point objects up to the last bucket: nothing before it was recomputed or moved.
    expect(before.findIndex((p, i) => after[i] !== p)).toBeGreaterThan(before.length - 4);
  });
});

describe('SeriesBuffer.changedFrom', () => {
  it('names the lowest index a change touched, or 0 when points were added in front or the version is too old', () => {
    const b = new SeriesBuffer();
    b.merge([hour(1, 1), hour(2, 1), hour(3, 1), hour(5, 1)]);
    const v = b.version;
    expect(b.changedFrom(v)).toBe(4);
    b.merge([hour(6, 1)]);
    expect(b.changedFrom(v)).toBe(4);
    b.merge([hour(6, 2), hour(5, 1)]); // the open hour updated, an unchanged one repeated
    expect(b.changedFrom(v)).toBe(4);
    b.merge([hour(4, 1)]); // a gap filled: everything from it moved
    expect(b.changedFrom(v)).toBe(3);
    const w = b.version;
    b.merge([hour(0, 1)]);
    expect(b.changedFrom(w)).toBe(0);
    const x = b.version;
    for (let h = 7; h < 40; h++) b.merge([hour(h, 1)]);
    expect(b.changedFrom(x)).toBe(0);
  });
});
