import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RangeFigureIndex, type RangeFigures } from './rangeFigures';
import { SeriesBuffer } from './seriesBuffer';

const HOUR = 3600;
const p = (hour: number, value: number) => ({ timestamp: hour * HOUR, value });

/** The figures as a plain pass over every point in [from, to] computes them. */
function scanned(values: number[], from: number, to: number): RangeFigures | null {
  const inRange = values.filter((_, i) => i * HOUR >= from && i * HOUR <= to);
  if (!inRange.length) return null;
  const sum = inRange.reduce((s, v) => s + v, 0);
  return {
    min: Math.min(...inRange),
    max: Math.max(...inRange),
    avg: sum / inRange.length,
    current: inRange.at(-1)!,
    count: inRange.length,
  };
}

describe('RangeFigureIndex', () => {
  it('computes min, average, max and current over the full points of a range', () => {
    const b = new SeriesBuffer();
    b.merge([p(1, 4), p(2, 1), p(3, 7), p(4, 2), p(5, 100)]);
    const index = new RangeFigureIndex(b.points);
    expect(index.figures(2 * HOUR, 4 * HOUR)).toEqual({ min: 1, max: 7, avg: 10 / 3, current: 2, count: 3 });
    expect(index.figures(6 * HOUR, 9 * HOUR)).toBeNull();
  });

  it('gives what a pass over every point gives, for ranges within, across and along blocks', () => {
    const arbValues = fc.array(fc.double({ min: 0, max: 5000, noNaN: true }), { minLength: 1, maxLength: 2000 });
    const arbCase = arbValues.chain((values) =>
      fc.record({
        values: fc.constant(values),
        // Ends from before the first point to after the last, on and between hours.
        from: fc.integer({ min: -2 * HOUR, max: (values.length + 1) * HOUR }),
        span: fc.integer({ min: 0, max: (values.length + 2) * HOUR }),
      }),
    );
    fc.assert(
      fc.property(arbCase, ({ values, from, span }) => {
        const index = new RangeFigureIndex(values.map((v, i) => ({ timestamp: i * HOUR, value: v })));
        const got = index.figures(from, from + span);
        const want = scanned(values, from, from + span);
        if (!want) expect(got).toBeNull();
        else {
          expect(got).toEqual({ ...want, avg: expect.any(Number) });
          // Block sums add in another order than one pass: equal to rounding.
          expect(got!.avg).toBeCloseTo(want.avg, 6);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('reads a range that ends on a block boundary and one of the whole series', () => {
    const values = Array.from({ length: 1024 }, (_, i) => (i === 511 ? 9000 : i === 512 ? -1 : i % 7));
    const index = new RangeFigureIndex(values.map((v, i) => ({ timestamp: i * HOUR, value: v })));
    expect(index.figures(256 * HOUR, 511 * HOUR)).toEqual(scanned(values, 256 * HOUR, 511 * HOUR));
    expect(index.figures(512 * HOUR, 1023 * HOUR)?.min).toBe(-1);
    expect(index.figures(0, 1023 * HOUR)).toMatchObject({ min: -1, max: 9000, count: 1024, current: values[1023] });
  });
});
