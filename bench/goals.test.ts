import { describe, expect, it } from 'vitest';
import { COLD_START_FIRST_ROWS, COLD_START_GROUP, LARGE_START, LARGE_START_RSS } from './coldStartRows';
import { EVENT_LOOP_GROUP, goalsTable } from './goals';
import { markdown } from './results';
import type { Row } from './stats';
import { figure } from './stats';

const row = (group: string, name: string, values: number[]): Row => ({ group, name, unit: 'x', better: 'lower', ...figure(values) });
const FLOOR = 'floor (pre-rendered bytes, node:http) / service throughput';

describe('the goals table', () => {
  const rows = [
    row('renderer', 'open the app -> first rows of latest blocks', [450, 480, 900]),
    row('service small', `getNativeBalance, 32 conn: ${FLOOR}`, [1.5]),
    row('service large', `getNativeBalance, 32 conn: ${FLOOR}`, [2.4]),
    row('service small', `getNativeBalance, 1 conn: ${FLOOR}`, [9]),
    row('service small', `getBlock by number, 32 conn: ${FLOOR}`, [1.2]),
    row('service small', `listLatestBlocks (100 items), 32 conn: ${FLOOR}`, [1.4]),
    row('client', 'client / bare fetch time', [1.3]),
  ];
  const table = goalsTable(rows);
  const line = (figure: string) => table.find((l) => l.startsWith(`| ${figure} |`));

  it('judges the median against the goal', () => {
    expect(line('open the app -> first rows of latest blocks')).toBe(
      '| open the app -> first rows of latest blocks | 480 ms | ≤ 500 ms | yes |',
    );
    expect(line('the main process client over a bare fetch of the same URL')).toMatch(/\| 1\.30 x \| ≤ 1\.20 x \| no \|$/);
  });

  it('takes the worst of the scales and requests a goal covers, and names it; 1-connection figures do not count', () => {
    expect(line('getNativeBalance, 32 connections: floor / service')).toBe(
      '| getNativeBalance, 32 connections: floor / service | 2.40 x (service large, getNativeBalance) | ≤ 2.00 x | no |',
    );
    expect(line('latest blocks, block by number, latest transactions, 32 connections: floor / service')).toMatch(
      /1\.40 x \(service small, listLatestBlocks \(100 items\)\) \| ≤ 1\.50 x \| yes \|$/,
    );
  });

  it('says "not measured" for a goal the run did not measure, never yes', () => {
    expect(line('getAvgTps, 32 connections: floor / service')).toMatch(/not measured in this run \|$/);
    expect(table.filter((l) => l.endsWith('| yes |'))).toHaveLength(2);
  });

  it('is the last table of the results', () => {
    const md = markdown({
      commit: 'abc',
      date: '2026-11-24',
      machine: { cores: 2, cpu: 'x', memoryGiB: 1, node: 'v20', platform: 'linux' },
      notes: ['a note'],
      rows,
    });
    expect(md.trimEnd().split('\n').slice(-table.length)).toEqual(table);
  });
});

describe('the first rows over their static floor', () => {
  const app = row('renderer', 'open the app -> first rows of latest blocks', [210, 230, 400]);
  const floor = (ms: number) => row('renderer', 'floor: the same first view as static HTML and CSS -> first rows', [ms]);
  const ratio = (rows: Row[]) => goalsTable(rows).find((l) => l.startsWith('| first rows over their static floor |'));

  it("is the app's median over the floor's, both from the same run", () => {
    expect(ratio([app, floor(100)])).toBe('| first rows over their static floor | 2.30 x | ≤ 2.00 x | no |');
    expect(ratio([floor(125), app])).toBe('| first rows over their static floor | 1.84 x | ≤ 2.00 x | yes |');
  });

  it('is not measured when either figure is missing', () => {
    expect(ratio([app])).toMatch(/not measured in this run \|$/);
    expect(ratio([floor(100)])).toMatch(/not measured in this run \|$/);
  });
});

describe('the event-loop goals', () => {
  it('read only the service started in a worker thread (the app as it is), the worst of the scales; the in-process and under-load rows are not theirs', () => {
    const rows = [
      row(EVENT_LOOP_GROUP, 'small: delay while the local service starts in this process (before): p99', [400]),
      row(EVENT_LOOP_GROUP, 'large: delay under load, the local service in a worker thread: p99', [30]),
      row(EVENT_LOOP_GROUP, 'small: delay while the local service starts in a worker thread: p99', [8]),
      row(EVENT_LOOP_GROUP, 'large: delay while the local service starts in a worker thread: p99', [12]),
      row(EVENT_LOOP_GROUP, 'large: delay while the local service starts in a worker thread: max', [60]),
    ];
    const table = goalsTable(rows);
    expect(table.find((l) => l.includes('start: p99 |'))).toMatch(
      /\| 12\.0 ms \(main process event loop, large: delay while the local service starts in a worker thread: p99\) \| ≤ 20\.0 ms \| yes \|$/,
    );
    expect(table.find((l) => l.includes('start: max |'))).toMatch(/\| 60\.0 ms \| ≤ 50\.0 ms \| no \|$/);
  });
});

describe('a goal on the tail', () => {
  it('judges the p95, not the median', () => {
    const clicks = row('navigation', 'click -> next page content painted (local service)', [40, 50, 60, 70, 400]);
    expect(goalsTable([clicks]).find((l) => l.startsWith("| navigation: click -> next page's content painted, p95 |"))).toBe(
      "| navigation: click -> next page's content painted, p95 | 400 ms | ≤ 100 ms | no |",
    );
  });
});

describe("issue 40's tails", () => {
  it("holds the 100k chart's redraw in its frame to 16.7 ms at the p95, and scrolling's dropped frames to 0.5 % at the median", () => {
    const table = goalsTable([
      row('renderer', 'TPS chart, 100,000 points: redraw of the full range (in its frame)', [...Array(22).fill(6), 17, 30]),
      row('renderer', 'scrolling 10,000 transactions: display frames dropped', [0.4, 0.45, 1.9]),
    ]);
    expect(table.find((l) => l.startsWith('| TPS chart, 100,000 points: full-range redraw in its frame, p95 |'))).toMatch(
      /\| 17\.0 ms \| ≤ 16\.7 ms \| no \|$/,
    );
    expect(table.find((l) => l.startsWith('| scrolling 10,000 transactions: display frames dropped |'))).toMatch(
      /\| 0\.45 % \| ≤ 0\.50 % \| yes \|$/,
    );
  });
});

describe('the cold-start goals', () => {
  it("judge npm start's worst launch, and the large start from either the service part or the cold-start part", () => {
    const table = goalsTable([
      row(COLD_START_GROUP, `${COLD_START_FIRST_ROWS}, first launch (new data folder)`, [3200, 3400]),
      row(COLD_START_GROUP, `${COLD_START_FIRST_ROWS}, later launch (its data folder)`, [1800]),
      row(COLD_START_GROUP, 'npm start -> web host listening, first launch (new data folder)', [9000]),
      row(COLD_START_GROUP, LARGE_START, [4200]),
      row(COLD_START_GROUP, LARGE_START_RSS, [450]),
    ]);
    expect(table.find((l) => l.startsWith('| npm start -> first rows painted'))).toMatch(
      /\| 3,300 ms \(cold start, npm start -> first rows of latest blocks painted\) \| ≤ 3,000 ms \| no \|$/,
    );
    expect(table.find((l) => l.startsWith("| the large scale's service start"))).toMatch(/\| 4,200 ms \| ≤ 5,000 ms \| yes \|$/);
    expect(table.find((l) => l.startsWith("| the large scale's service: resident memory"))).toMatch(/\| 450 MB \| ≤ 400 MB \| no \|$/);
    const fromServicePart = goalsTable([row('service large', 'time to start (both servers listening)', [5200])]);
    expect(fromServicePart.find((l) => l.startsWith("| the large scale's service start"))).toMatch(/\| 5,200 ms \| ≤ 5,000 ms \| no \|$/);
  });
});
