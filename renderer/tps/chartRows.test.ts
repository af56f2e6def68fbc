import { describe, expect, it } from 'vitest';
import { chartRows, sameRows, seriesKey } from './chartRows';
import { tpsCsv } from './tpsCsv';

const a = [
  { timestamp: 3600, value: 1 },
  { timestamp: 7200, value: 2 },
];
const b = [
  { timestamp: 7200, value: 5 },
  { timestamp: 10800, value: 6 },
];

describe('chartRows', () => {
  it('joins several chains on timestamp, in time order, leaving gaps out', () => {
    expect(
      chartRows([
        { key: seriesKey('1'), points: a },
        { key: seriesKey('2'), points: b },
      ]),
    ).toEqual([
      { timestamp: 3600, c1: 1 },
      { timestamp: 7200, c1: 2, c2: 5 },
      { timestamp: 10800, c2: 6 },
    ]);
  });
});

describe('sameRows', () => {
  it('compares what the chart draws, not object identity', () => {
    const rows = chartRows([{ key: 'c1', points: a }]);
    expect(sameRows(rows, chartRows([{ key: 'c1', points: a }]))).toBe(true);
    expect(sameRows(rows, chartRows([{ key: 'c1', points: [a[0], { timestamp: 7200, value: 3 }] }]))).toBe(false);
    expect(sameRows(rows, chartRows([{ key: 'c2', points: a }]))).toBe(false);
    expect(sameRows(rows, rows.slice(1))).toBe(false);
  });
});

describe('tpsCsv', () => {
  it('writes every point of the range, one column per chain, empty where a chain has none', () => {
    const csv = tpsCsv(
      [
        { label: 'C-Chain', points: a },
        { label: 'Summit, L1', points: b },
      ],
      7200,
      10800,
    );
    expect(csv).toBe(
      'timestamp,time_utc,C-Chain tps,"Summit, L1 tps"\r\n' + '7200,1970-01-01T02:00:00Z,2,5\r\n' + '10800,1970-01-01T03:00:00Z,,6\r\n',
    );
  });
});
