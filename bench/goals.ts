import { COLD_START_FIRST_ROWS, COLD_START_GROUP, LARGE_START, LARGE_START_RSS } from './coldStartRows';
import { REMOTE_FIRST_ROWS_OVER, REMOTE_RTT_MS } from './remoteDistance';
import { format, type Row } from './stats';

/** The group of the main process's event-loop figures, which the goals single out. */
export const EVENT_LOOP_GROUP = 'main process event loop';

/** One goal of the performance issue: the figure(s) it reads and the bound the median must keep. */
interface Goal {
  figure: string;
  /** Every row this goal covers (several scales or requests): the worst median is the one that counts. */
  rows: (r: Row) => boolean;
  /** A goal on two figures: the median of its `rows` over the median of these (the one row each matches). */
  over?: (r: Row) => boolean;
  /** At most this (all goals are "lower is better"). */
  atMost: number;
  unit: string;
  /** The statistic held to the bound: the median unless the goal names the tail. */
  stat?: 'median' | 'p95';
}

const navigation = (name: string) => (r: Row) => r.group === 'navigation' && r.name === name;
const FLOOR = 'floor (pre-rendered bytes, node:http) / service throughput';
const service32 = (request: RegExp) => (r: Row) =>
  r.group.startsWith('service ') && request.test(r.name) && r.name.endsWith(`, 32 conn: ${FLOOR}`);
const renderer = (name: string) => (r: Row) => r.group === 'renderer' && r.name === name;
const FIRST_ROWS = 'open the app -> first rows of latest blocks';
/** The first rows' floor: the same first view as static HTML and CSS, opened the same way (bench/firstViewFloor.ts). */
const FIRST_ROWS_FLOOR = 'floor: the same first view as static HTML and CSS -> first rows';
/** The large scale's start: the service part's row, or the cold-start part's when the service part did not run. */
const largeStart = (serviceName: string, coldStartName: string) => (r: Row) =>
  (r.group === 'service large' && r.name === serviceName) || (r.group === COLD_START_GROUP && r.name === coldStartName);
/** The app's configuration only: the in-process rows are the "before". */
const eventLoop = (stat: 'p99' | 'max') => (r: Row) =>
  r.group === EVENT_LOOP_GROUP && r.name.includes('starts in a worker thread') && r.name.endsWith(`: ${stat}`);

export const GOALS: Goal[] = [
  // Issue 34: a transaction's logs and a Read call, opened -> shown, as fast as a page's first rows.
  {
    figure: 'transaction page open -> logs decoded',
    rows: (r) => r.group === 'renderer, chain reads' && r.name === 'transaction page open -> logs decoded',
    atMost: 1000,
    unit: 'ms',
  },
  {
    figure: 'Read contract: balanceOf query -> result shown',
    rows: (r) => r.group === 'renderer, chain reads' && r.name === 'Read contract: balanceOf query -> result shown',
    atMost: 500,
    unit: 'ms',
  },
  {
    figure: FIRST_ROWS,
    rows: renderer(FIRST_ROWS),
    atMost: 500,
    unit: 'ms',
  },
  // Issue 36: what the app's script adds to its first view, against the machine's floor for it measured in the same run.
  {
    figure: 'first rows over their static floor',
    rows: renderer(FIRST_ROWS),
    over: renderer(FIRST_ROWS_FLOOR),
    atMost: 2,
    unit: 'x',
  },
  {
    figure: 'scrolling 10,000 transactions: frame time p50',
    rows: renderer('scrolling 10,000 transactions: frame time p50'),
    atMost: 16.7,
    unit: 'ms',
  },
  {
    figure: 'scrolling 10,000 transactions: frame time p95',
    rows: renderer('scrolling 10,000 transactions: frame time p95'),
    atMost: 16.7,
    unit: 'ms',
  },
  {
    figure: 'TPS chart, 100,000 points: full-range redraw to the next frame',
    rows: renderer('TPS chart, 100,000 points: redraw of the full range (to next frame)'),
    atMost: 16.7,
    unit: 'ms',
  },
  // Issue 40's tails: the redraw's own frame (timed from the frame its key press starts) and frames missed while scrolling.
  {
    figure: 'TPS chart, 100,000 points: full-range redraw in its frame, p95',
    rows: renderer('TPS chart, 100,000 points: redraw of the full range (in its frame)'),
    atMost: 16.7,
    unit: 'ms',
    stat: 'p95',
  },
  {
    figure: 'scrolling 10,000 transactions: display frames dropped',
    rows: renderer('scrolling 10,000 transactions: display frames dropped'),
    atMost: 0.5,
    unit: '%',
  },
  {
    figure: 'dashboard open -> every chart in view drawn',
    rows: renderer('dashboard open -> every chart in view drawn'),
    atMost: 1000,
    unit: 'ms',
  },
  {
    figure: 'dashboard range change, 1,000 points per series: redraw to the next frame',
    rows: renderer('dashboard range change, 1,000 points per series: redraw (to next frame)'),
    atMost: 100,
    unit: 'ms',
  },
  {
    figure: 'getPrimaryBalances (3 addresses), 32 connections: floor / service',
    rows: service32(/^getPrimaryBalances/),
    atMost: 2,
    unit: 'x',
  },
  { figure: 'getNativeBalance, 32 connections: floor / service', rows: service32(/^getNativeBalance/), atMost: 2, unit: 'x' },
  { figure: 'getAvgTps, 32 connections: floor / service', rows: service32(/^getAvgTps/), atMost: 2, unit: 'x' },
  {
    figure: 'latest blocks, block by number, latest transactions, 32 connections: floor / service',
    rows: service32(/^(listLatestBlocks|getBlock|listLatestTransactions)/),
    atMost: 1.5,
    unit: 'x',
  },
  {
    figure: 'the main process client over a bare fetch of the same URL',
    rows: (r) => r.group === 'client' && r.name === 'client / bare fetch time',
    atMost: 1.2,
    unit: 'x',
  },
  {
    figure: 'a long day: renderer heap growth, worst page',
    rows: (r) => r.group === 'long day' && r.name.includes(': renderer heap growth'),
    atMost: 5,
    unit: 'MB',
  },
  {
    figure: 'a long day: DOM element growth, worst page',
    rows: (r) => r.group === 'long day' && r.name.includes(': DOM element growth'),
    atMost: 0,
    unit: 'elements',
  },
  {
    figure: 'a long day: main process heap growth',
    rows: (r) => r.group === 'long day' && r.name.startsWith('main process heap growth'),
    atMost: 10,
    unit: 'MB',
  },
  {
    figure: 'npm start -> first rows painted (web host), worst of first and later launch',
    rows: (r) => r.group === COLD_START_GROUP && r.name.startsWith(`${COLD_START_FIRST_ROWS},`),
    atMost: 3000,
    unit: 'ms',
  },
  {
    figure: "the large scale's service start (both servers listening)",
    rows: largeStart('time to start (both servers listening)', LARGE_START),
    atMost: 5000,
    unit: 'ms',
  },
  {
    figure: "the large scale's service: resident memory after start",
    rows: largeStart('resident memory after start', LARGE_START_RSS),
    atMost: 400,
    unit: 'MB',
  },
  {
    figure: "navigation: click -> next page's content painted, p95",
    rows: navigation('click -> next page content painted (local service)'),
    atMost: 100,
    unit: 'ms',
    stat: 'p95',
  },
  {
    figure: `navigation at ${REMOTE_RTT_MS} ms round trip: click -> content painted, p95 (one round trip + 100 ms)`,
    rows: navigation(`click -> next page content painted (${REMOTE_RTT_MS} ms round trip)`),
    atMost: REMOTE_RTT_MS + 100,
    unit: 'ms',
    stat: 'p95',
  },
  {
    figure: 'sequential round trips after a click, every page',
    rows: (r) => r.group === 'navigation' && r.name.startsWith('sequential round trips after the click'),
    atMost: 2,
    unit: 'requests',
  },
  {
    figure: `first rows at ${REMOTE_RTT_MS} ms round trip, beyond the static floor + one round trip`,
    rows: renderer(REMOTE_FIRST_ROWS_OVER),
    atMost: 100,
    unit: 'ms',
  },
  { figure: "main process event-loop delay during the local service's start: p99", rows: eventLoop('p99'), atMost: 20, unit: 'ms' },
  { figure: "main process event-loop delay during the local service's start: max", rows: eventLoop('max'), atMost: 50, unit: 'ms' },
];

/**
 * The last table of the results: each goal, the figure now (the worst median of the rows it
 * covers, named when there are several, or of its ratio), and whether it is met. A goal whose figures were
 * not measured in this run (a partial or quick run) says so instead of passing.
 */
export function goalsTable(rows: Row[], goals: Goal[] = GOALS): string[] {
  const lines = ['| figure | now | goal | met? |', '|---|--:|--:|---|'];
  for (const goal of goals) {
    const covered = rows.filter(goal.rows);
    const under = goal.over && rows.find(goal.over);
    if (covered.length === 0 || (goal.over && !under)) {
      lines.push(`| ${goal.figure} | not measured | ≤ ${format(goal.atMost)} ${goal.unit} | not measured in this run |`);
      continue;
    }
    const stat = (r: Row) => (goal.stat === 'p95' ? r.p95 : r.median) / (under ? under.median : 1);
    const worst = covered.reduce((a, b) => (stat(b) > stat(a) ? b : a));
    const where = covered.length > 1 ? ` (${worst.group}, ${worst.name.split(',')[0]})` : '';
    lines.push(
      `| ${goal.figure} | ${format(stat(worst))} ${goal.unit}${where} | ≤ ${format(goal.atMost)} ${goal.unit} | ${stat(worst) <= goal.atMost ? 'yes' : 'no'} |`,
    );
  }
  return lines;
}
