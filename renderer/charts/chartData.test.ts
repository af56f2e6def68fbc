import { describe, expect, it } from 'vitest';
import { axisMagnitude, chartRows, drawnRows, seriesPoints, type ChartRow } from './chartData';

describe('chart data', () => {
  it('reads Metrics API pages (newest first) as one series ascending, scaled, skipping points without a value', () => {
    const pages = [
      {
        results: [
          { timestamp: 300, value: 3e9 },
          { timestamp: 200, value: 2e9 },
        ],
      },
      { results: [{ timestamp: 100, value: 1e9 }, { timestamp: 50 }] },
    ];
    expect(seriesPoints(pages, 1e9)).toEqual([
      { timestamp: 100, value: 1 },
      { timestamp: 200, value: 2 },
      { timestamp: 300, value: 3 },
    ]);
  });

  it('merges series into one row per timestamp, ascending, leaving out what a series lacks', () => {
    const rows = chartRows([
      {
        key: 'a',
        label: 'A',
        points: [
          { timestamp: 2, value: 20 },
          { timestamp: 1, value: 10 },
        ],
      },
      {
        key: 'b',
        label: 'B',
        points: [
          { timestamp: 2, value: 5 },
          { timestamp: 3, value: 6 },
        ],
      },
    ]);
    expect(rows).toEqual([
      { timestamp: 1, a: 10 },
      { timestamp: 2, a: 20, b: 5 },
      { timestamp: 3, b: 6 },
    ]);
  });

  const rowsOf = (n: number, value: (i: number, key: string) => number): readonly ChartRow[] =>
    Object.freeze(Array.from({ length: n }, (_, i) => ({ timestamp: i * 3600, a: value(i, 'a'), b: value(i, 'b') })));

  it('draws every row when they fit, and the rows recharts is given are frozen (its store does not walk them)', () => {
    const rows = rowsOf(50, (i) => i);
    expect(drawnRows(rows, ['a', 'b'], false, 50)).toBe(rows);
    expect(Object.isFrozen(chartRows([{ key: 'a', label: 'A', points: [{ timestamp: 1, value: 1 }] }]))).toBe(true);
  });

  it('keeps whole rows, at most one per pixel, with the first and last and each series’ lowest and highest', () => {
    // a peaks at row 300, b dips at row 700: both survive the sampling.
    const rows = rowsOf(1000, (i, k) => (k === 'a' ? (i === 300 ? 1e6 : i % 7) : i === 700 ? -1e6 : i % 5));
    const drawn = drawnRows(rows, ['a', 'b'], false, 200);
    expect(drawn.length).toBeLessThanOrEqual(200);
    expect(drawn.length).toBeGreaterThan(150);
    for (const r of drawn) expect(rows).toContain(r);
    expect(drawn[0]).toBe(rows[0]);
    expect(drawn.at(-1)).toBe(rows[999]);
    expect(drawn).toContain(rows[300]);
    expect(drawn).toContain(rows[700]);
    expect(drawn.map((r) => r.timestamp)).toEqual(drawn.map((r) => r.timestamp).sort((x, y) => x - y));
  });

  it('samples a stack by its total, so every series is drawn on the same timestamps', () => {
    // The stack's total peaks at row 400.
    const rows = rowsOf(1000, (i, k) => (i === 400 ? 500 : k === 'a' ? i % 3 : 2 - (i % 3)));
    const drawn = drawnRows(rows, ['a', 'b'], true, 100);
    expect(drawn.length).toBeLessThanOrEqual(100);
    expect(drawn).toContain(rows[400]);
    for (const r of drawn) expect(Object.keys(r).sort()).toEqual(['a', 'b', 'timestamp']);
  });
});

describe('axisMagnitude', () => {
  it('is the power of ten of the largest value, of a stack’s total when stacked, and 0 for none', () => {
    const rows = [
      { timestamp: 1, a: 40_000, b: -70_000 },
      { timestamp: 2, a: 60_000, b: 50_000 },
    ];
    expect(axisMagnitude(rows, ['a'], false)).toBe(10_000);
    expect(axisMagnitude(rows, ['a', 'b'], false)).toBe(10_000);
    expect(axisMagnitude(rows, ['a', 'b'], true)).toBe(100_000);
    expect(axisMagnitude(rows, [], false)).toBe(0);
    expect(axisMagnitude([{ timestamp: 1, a: 0.25 }], ['a'], false)).toBe(0.1);
  });
});
