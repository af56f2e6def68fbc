import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rowsPath, tenths } from './chartPath';
import type { ChartRow } from './chartRows';

describe('tenths', () => {
  it('writes a coordinate as toFixed(1) does', () => {
    fc.assert(
      fc.property(fc.double({ min: -5000, max: 5000, noNaN: true }), (v) => {
        const want = v.toFixed(1);
        // Near an exact half a tenth may round the other way than toFixed's decimal rounding, and
        // toFixed keeps the sign of a negative zero ("-0.0"): either is a twentieth of a pixel.
        if (Math.abs((Math.abs(v * 10) % 1) - 0.5) < 1e-6 || want === '-0.0')
          expect(Math.abs(Number(tenths(v)) - Number(want))).toBeLessThanOrEqual(0.1 + 1e-9);
        else expect(tenths(v)).toBe(want);
      }),
      { numRuns: 2000 },
    );
    expect([0, 1, 12.34, 12.36, 99.96, -0.26, -3].map(tenths)).toEqual(['0.0', '1.0', '12.3', '12.4', '100.0', '-0.3', '-3.0']);
  });
});

describe('rowsPath', () => {
  it("draws each row with the chain's value under the frame and bridges rows without it", () => {
    const rows: ChartRow[] = [
      { timestamp: 0, c1: 0 },
      { timestamp: 10, c2: 3 },
      { timestamp: 20, c1: 2.25 },
    ];
    expect(rowsPath(rows, 'c1', { x0: 5, kx: 1.5, y0: 100, ky: -10 })).toBe('M5.0,100.0L35.0,77.5');
  });
});
