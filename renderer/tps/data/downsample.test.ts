import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { downsample, lowerBound, type TpsPoint } from './downsample';

const series = (values: number[]): TpsPoint[] => values.map((value, i) => ({ timestamp: 1_700_000_000 + i * 3600, value }));
const arbSeries = fc.array(fc.double({ min: 0, max: 5000, noNaN: true }), { maxLength: 3000 }).map(series);
const arbMax = fc.integer({ min: 6, max: 400 });

/** True when `sub` is `full` with some elements removed (same objects, same order). */
function isSubsequence<T>(sub: readonly T[], full: readonly T[]): boolean {
  let j = 0;
  for (const x of full) if (j < sub.length && sub[j] === x) j++;
  return j === sub.length;
}

describe('downsample', () => {
  it('returns the input itself when it already fits', () => {
    const s = series([1, 2, 3]);
    expect(downsample(s, 10)).toBe(s);
  });

  it('bounds the output by maxPoints', () => {
    fc.assert(
      fc.property(arbSeries, arbMax, (s, max) => {
        expect(downsample(s, max).length).toBeLessThanOrEqual(max);
      }),
    );
  });

  it('preserves input order: the output is a subsequence of the input', () => {
    fc.assert(
      fc.property(arbSeries, arbMax, (s, max) => {
        expect(isSubsequence(downsample(s, max), s)).toBe(true);
      }),
    );
  });

  it('keeps the global peak and trough and both ends', () => {
    fc.assert(
      fc.property(
        arbSeries.filter((s) => s.length > 0),
        arbMax,
        (s, max) => {
          const out = downsample(s, max);
          const values = s.map((p) => p.value);
          const outValues = out.map((p) => p.value);
          expect(Math.max(...outValues)).toBe(Math.max(...values));
          expect(Math.min(...outValues)).toBe(Math.min(...values));
          expect(out[0]).toBe(s[0]);
          expect(out[out.length - 1]).toBe(s[s.length - 1]);
        },
      ),
    );
  });

  it('keeps a one-hour spike in 100k flat points', () => {
    const values = Array.from({ length: 100_000 }, () => 10);
    values[54_321] = 900;
    const out = downsample(series(values), 2000);
    expect(out.length).toBeLessThanOrEqual(2000);
    expect(out.some((p) => p.value === 900)).toBe(true);
  });

  it("keeps every bucket's local peak, not only the global one", () => {
    // 10 spikes spread out: each lands in a different bucket and must survive.
    const values = Array.from({ length: 10_000 }, (_, i) => (i % 1000 === 500 ? 100 + i / 1000 : 1));
    const out = downsample(series(values), 100);
    expect(out.filter((p) => p.value > 50)).toHaveLength(10);
  });

  it('rejects a maxPoints below 6', () => {
    expect(() => downsample(series([1, 2, 3, 4, 5, 6, 7]), 5)).toThrow(/maxPoints/);
  });

  it('an appended point leaves every bucket but the last unchanged (no shimmer in live mode)', () => {
    const values = Array.from({ length: 50_000 }, (_, i) => (i * 7919) % 101);
    const before = downsample(series(values), 1000);
    const after = downsample(series([...values, 55]), 1000);
    // Same points (by time and value) except at the tail.
    const key = (p: TpsPoint) => `${p.timestamp}:${p.value}`;
    const common = before.slice(0, -3).map(key);
    expect(after.slice(0, common.length).map(key)).toEqual(common);
  });
});

describe('lowerBound', () => {
  it('finds the first point at or after a time', () => {
    const s = series([0, 1, 2, 3, 4, 5]);
    expect(lowerBound(s, s[1].timestamp)).toBe(1);
    expect(lowerBound(s, s[1].timestamp + 1)).toBe(2);
    expect(lowerBound(s, 0)).toBe(0);
    expect(lowerBound(s, Number.MAX_SAFE_INTEGER)).toBe(6);
  });
});
