import { describe, expect, it } from 'vitest';
import { chartRows, seriesPoints } from './chartData';

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
});
