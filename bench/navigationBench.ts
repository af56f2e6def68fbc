import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_PATH } from '../playwright.config';
import { buildBenchRenderer, startBenchHost } from './benchApp';
import { discoverSampleRequests, type ServiceUrls } from '../test/reliability/sampleRequests';
import { startDelayProxy } from './delayProxy';
import {
  NAVIGATION_PROBE,
  nowEpoch,
  RequestLog,
  sequentialRoundTrips,
  timeBack,
  timeClick,
  type ClickTiming,
  type LoggedRequest,
} from './navigationProbe';
import { timeFirstRow } from './firstRowProbe';
import { addFigure, benchFirstViewFloor, HEADLESS_SHELL_PATH, LAUNCH_ARGS } from './rendererBench';
import { REMOTE_FIRST_ROWS_OVER, REMOTE_RTT_MS } from './remoteDistance';
import type { Recorder } from './results';
import { repeat } from './stats';

/** How long the pointer rests on a link before the click, as a pointer user's does (bench/NOTES.md "Navigation"). */
export const HOVER_MS = 100;
/** How long the bench reads a page before the next click. */
const READ_MS = 300;

/** One step of the walk: which link of the current page is clicked (the n-th of its kind on the n-th walk), or back. */
interface Step {
  page: string;
  link?: (page: Page, walk: number) => ReturnType<Page['locator']>;
}

const nth = (selector: string) => (page: Page, walk: number) => page.locator(selector).nth(walk);
/** tx -> block -> address -> token -> validator -> back, from a token contract's address page. */
const WALK: Step[] = [
  { page: 'token', link: (page) => page.locator('main a[href^="#/token/"]').first() },
  { page: 'transaction', link: nth('main [role="grid"] a[href^="#/tx/"]') },
  { page: 'block', link: (page) => page.locator('main a[href^="#/blocks/"]').first() },
  { page: 'address', link: (page) => page.locator('main a[href^="#/address/"]').last() },
  { page: 'validators', link: (page) => page.locator('nav[aria-label="Main"] a[href="#/validators"]') },
  { page: 'validator', link: nth('main [role="grid"] a[href^="#/validators/"]') },
  { page: 'back' },
];

/** One click of the walk: the page it led to, and what the probe and the request log saw in it. */
export interface ClickRecord {
  page: string;
  timing: ClickTiming;
  /** The API requests and code chunks in flight at some moment between the click and the content's frame. */
  requests: LoggedRequest[];
}

export interface NavigationRun {
  /** Click -> content painted, each click. */
  times: number[];
  clicks: ClickRecord[];
  /** The most sequential round trips (bridge requests and code chunks) any click of each page needed. */
  roundTrips: Record<string, number>;
}

/**
 * `clicks` clicks through the app in headless Chromium (the web host's renderer from `rendererDir`) against the
 * service at `urls`: from a token contract's address page, its token page, a transfer's transaction, its block, an
 * address in it, the validators and one of them, and back, over again with the next link of each list.
 */
export async function walkPages(rendererDir: string, urls: ServiceUrls, clicks: number): Promise<NavigationRun> {
  const token = (await discoverSampleRequests(urls)).find((s) => s.id === 'getContractMetadata')?.params.address as string;
  const host = await startBenchHost(rendererDir, urls);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: LAUNCH_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await page.addInitScript(NAVIGATION_PROBE);
    const log = new RequestLog(page);
    await page.goto(host.newSignInUrl());
    await page.locator('main h1').waitFor();
    const times: number[] = [];
    const records: ClickRecord[] = [];
    const roundTrips: Record<string, number> = {};
    for (let walk = 0; times.length < clicks; walk++) {
      await page.evaluate((hash) => (location.hash = hash), `#/address/${token}`);
      await page.locator('main a[href^="#/token/"]').first().waitFor();
      for (const step of WALK) {
        if (times.length >= clicks) break;
        await page.waitForTimeout(READ_MS);
        const t0 = nowEpoch();
        const timing = step.link ? await timeClick(page, step.link(page, walk), HOVER_MS) : await timeBack(page);
        times.push(timing.ms);
        // The request log's events come in a little after the page's; give them a moment.
        await page.waitForTimeout(20);
        records.push({ page: step.page, timing, requests: log.inFlight(timing.at, timing.at + timing.ms) });
        const trips = sequentialRoundTrips(log.between(t0, nowEpoch()));
        roundTrips[step.page] = Math.max(roundTrips[step.page] ?? 0, trips);
      }
    }
    return { times, clicks: records, roundTrips };
  } finally {
    await browser.close();
    await host.close();
  }
}

const ms = (n: number) => Math.round(n);

/**
 * One click as a line: the page, click -> content, when the hash changed, each request in flight in the window (from
 * -> to, ms from the click; a negative start left on the hover), React's commits and the long tasks.
 */
export function describeClick({ page, timing, requests }: ClickRecord): string {
  const asked = requests.map(
    (r) => `${r.what} ${ms(r.start - timing.at)}..${ms(r.end - timing.at)} (queued ${ms(r.queued)}, answered in ${ms(r.waited)})`,
  );
  const tasks = timing.longTasks.map(([start, duration]) => `${ms(duration)} at ${ms(start)}`);
  return (
    `${page} ${ms(timing.ms)} ms: hash at ${ms(timing.hash)}; ` +
    `${asked.length ? asked.join(', ') : 'no request'}; ` +
    `commits at ${timing.commits.map(ms).join(' ') || 'none'}; long tasks ${tasks.join(', ') || 'none'}`
  );
}

/** The two slowest clicks as lines (the p95 of 20 is the 19th). */
function slowest(clicks: ClickRecord[]): string {
  return [...clicks]
    .sort((a, b) => b.timing.ms - a.timing.ms)
    .slice(0, 2)
    .map(describeClick)
    .join(' / ');
}

/** The renderer's figure of the first rows' floor (rendererBench.ts), which the remote first rows are held to. */
export const FLOOR_ROW = 'floor: the same first view as static HTML and CSS -> first rows';
export const REMOTE_FIRST_ROWS = `open the app -> first rows of latest blocks (${REMOTE_RTT_MS} ms round trip)`;

/**
 * Navigation figures: click -> next page's content painted against the local service, and again through a loopback
 * proxy adding the real API's round trip to each request, with the sequential round trips each page needed; and the
 * first rows through that proxy, over the static floor plus one round trip.
 */
export async function benchNavigation(rec: Recorder, urls: ServiceUrls, opts: { clicks: number; firstRowRuns: number }): Promise<void> {
  const renderer = await buildBenchRenderer();
  const rendererDir = renderer.dir;
  const data = await startDelayProxy(urls.dataUrl, REMOTE_RTT_MS);
  const metrics = await startDelayProxy(urls.metricsUrl, REMOTE_RTT_MS);
  const far = { dataUrl: data.url, metricsUrl: metrics.url };
  try {
    const near = await walkPages(rendererDir, urls, opts.clicks);
    rec.add('navigation', 'click -> next page content painted (local service)', 'ms', near.times, 'lower');
    for (const click of near.clicks) console.log(`    ${describeClick(click)}`);
    const remote = await walkPages(rendererDir, far, opts.clicks);
    rec.add('navigation', `click -> next page content painted (${REMOTE_RTT_MS} ms round trip)`, 'ms', remote.times, 'lower');
    for (const click of remote.clicks) console.log(`    ${describeClick(click)}`);
    rec.note(`Navigation's slowest clicks, local service: ${slowest(near.clicks)}; at ${REMOTE_RTT_MS} ms: ${slowest(remote.clicks)}.`);
    for (const [pageName, trips] of Object.entries(remote.roundTrips))
      rec.add('navigation', `sequential round trips after the click: ${pageName}`, 'requests', [trips], 'lower');
    await benchRemoteFirstRows(rec, rendererDir, far, opts.firstRowRuns);
  } finally {
    await data.close();
    await metrics.close();
    await renderer.remove();
  }
  rec.note(
    `Navigation: ${opts.clicks} clicks (token page, transaction, block, address, validators, validator, back, over again); the pointer rests ${HOVER_MS} ms on each link before the click, ${READ_MS} ms of reading between clicks; ` +
      `timed from the click event to the first frame whose <main> has the new page's h1 and no loading placeholder on screen. ` +
      `Round trips: the longest chain of API requests and code chunks answered between the click and that frame, each leaving after the one before answered. ` +
      `"${REMOTE_RTT_MS} ms round trip": the local service behind a loopback proxy holding each request ${REMOTE_RTT_MS} ms (bench/delayProxy.ts).`,
  );
}

/** The first rows with every request crossing the real API's distance, and how far over the floor plus one round trip they are. */
export async function benchRemoteFirstRows(rec: Recorder, rendererDir: string, far: ServiceUrls, runs: number): Promise<void> {
  const host = await startBenchHost(rendererDir, far);
  try {
    const loads = await repeat(runs, () => timeFirstRow(HEADLESS_SHELL_PATH, LAUNCH_ARGS, host.newSignInUrl()));
    addFigure(rec, REMOTE_FIRST_ROWS, 'ms', loads, (l) => l.shown - l.opened);
    if (!rec.rows.some((r) => r.group === 'renderer' && r.name === FLOOR_ROW))
      await benchFirstViewFloor(rec, rendererDir, () => host.newSignInUrl(), runs);
    const floor = rec.rows.find((r) => r.group === 'renderer' && r.name === FLOOR_ROW)!.median;
    addFigure(rec, REMOTE_FIRST_ROWS_OVER, 'ms', loads, (l) => l.shown - l.opened - floor - REMOTE_RTT_MS);
  } finally {
    await host.close();
  }
}
