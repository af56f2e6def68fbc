import { describe, expect, it } from 'vitest';
import { ChartRowCache, chartRows, sameRows, seriesKey } from './chartRows';
import { tpsCsv } from '../data/tpsCsv';

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

describe('ChartRowCache', () => {
  it('makes the rows chartRows makes, for one chain and for several', () => {
    const cache = new ChartRowCache();
    const one = [{ key: seriesKey('1'), points: a }];
    const two = [...one, { key: seriesKey('2'), points: b }];
    expect(cache.rows(one)).toEqual(chartRows(one));
    expect(cache.rows(one)).toEqual([
      { timestamp: 3600, c1: 1 },
      { timestamp: 7200, c1: 2 },
    ]);
    expect(cache.rows(two)).toEqual(chartRows(two));
  });

  it('gives a kept point the same row and a replaced point (a new value) a new one', () => {
    const cache = new ChartRowCache();
    const first = cache.rows([{ key: 'c1', points: a }]);
    const updated = [a[0], { timestamp: 7200, value: 3 }, b[1]];
    const next = cache.rows([{ key: 'c1', points: updated }]);
    expect(next[0]).toBe(first[0]);
    expect(next.slice(1)).toEqual([
      { timestamp: 7200, c1: 3 },
      { timestamp: 10800, c1: 6 },
    ]);
    expect(sameRows(first, next)).toBe(false);
    // A kept point found at another position (the range's start moved) keeps its row too.
    expect(cache.rows([{ key: 'c1', points: [a[1], a[0]] }])).toEqual([first[1], first[0]]);
    expect(cache.rows([{ key: 'c1', points: [a[1]] }])[0]).toBe(first[1]);
  });

  it('follows an array of points changed in place between calls (a buffer that fits is drawn as is)', () => {
    const cache = new ChartRowCache();
    const points = [...a];
    cache.rows([{ key: 'c1', points }]);
    points[1] = { timestamp: 7200, value: 9 };
    points.push(b[1]);
    expect(cache.rows([{ key: 'c1', points }])).toEqual([
      { timestamp: 3600, c1: 1 },
      { timestamp: 7200, c1: 9 },
      { timestamp: 10800, c1: 6 },
    ]);
    // The same points under another chain's key are that chain's rows.
    expect(cache.rows([{ key: 'c2', points: a }])).toEqual([
      { timestamp: 3600, c2: 1 },
      { timestamp: 7200, c2: 2 },
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
