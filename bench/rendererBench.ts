import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_PATH } from '../playwright.config';
import { startBenchApp } from './benchApp';
import { firstViewBody, timeFirstRow } from './firstRowProbe';
import { PipeBrowser } from './pipeBrowser';
import { startFirstViewFloor } from './firstViewFloor';
import type { Recorder } from './results';
import type { RunningBenchService } from './serviceBench';
import { percentile, repeat } from './stats';
import { startBenchPage, startTpsChartPage } from './tpsChart/tpsChartPage';

export const LAUNCH_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/**
 * The first rows are timed in Debian's chromium-headless-shell: the same Chromium build as CHROMIUM_PATH without
 * Chrome's browser UI, which Electron does not have either. Full Chromium 156 starts its omnibox popup pages at
 * launch, 0.7-1.6 s of CPU in the second after it while the page loads on 2 cores (bench/NOTES.md "The fifteenth
 * quiet full run"); its figure is still printed beside.
 */
export const HEADLESS_SHELL_PATH = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
const SCROLL_ROWS = 10_000;
const SCROLLED = SCROLL_ROWS.toLocaleString('en-US');
const ROW_HEIGHT = 36;
/** Steady scroll: 5 rows a frame, about 300 rows a second at 60 frames per second. */
const PX_PER_FRAME = 5 * ROW_HEIGHT;
/** One frame at 60 Hz. */
const FRAME_MS = 1000 / 60;
/**
 * How many display frames an animation-frame interval spans. The callbacks' timestamps jitter by a
 * fraction of a millisecond around the frame (16.6-16.9 ms apart when no frame is dropped), so a
 * frame time is counted in whole frames: 16.7 ms is on time, 33.3 ms is one frame dropped.
 */
const framesIn = (ms: number) => Math.max(1, Math.round(ms / FRAME_MS));

/**
 * The renderer in headless Chromium through the web host, against the given service: launch
 * to the first rows of latest blocks, frame times while scrolling 10,000 transactions, DOM
 * rows and JS heap after them, and the TPS chart at 10k and 100k points (the bench's own page
 * around the product's TpsView, bench/tpsChart/).
 */
export async function benchRenderer(
  rec: Recorder,
  service: RunningBenchService,
  opts: { runs: number; firstRowRuns: number; scrollRuns: number },
): Promise<void> {
  const { host, rendererDir, close } = await startBenchApp(service.urls);
  try {
    // Each fresh browser context signs in with its own single-use URL.
    const signInUrl = host.newSignInUrl;
    const { browser: probe, version: shell } = await PipeBrowser.launch(HEADLESS_SHELL_PATH, LAUNCH_ARGS);
    await probe.close();
    rec.note(`First rows (the app's and their floor's) measured in Chromium's headless shell ${shell} (${HEADLESS_SHELL_PATH}).`);
    addFirstRowFigures(rec, await timeFirstRowsAndFloor(rendererDir, signInUrl, opts.firstRowRuns));
    const inFullChromium = await repeat(opts.firstRowRuns, () => timeFirstRow(CHROMIUM_PATH, LAUNCH_ARGS, signInUrl()));
    addFigure(
      rec,
      'open the app -> first rows of latest blocks, in full Chromium (its own UI starting)',
      'ms',
      inFullChromium,
      (l) => l.shown - l.opened,
    );

    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: LAUNCH_ARGS });
    try {
      await benchScroll(rec, browser, signInUrl, opts.scrollRuns);
    } finally {
      await browser.close();
    }
    await benchTps(rec, opts.runs);
  } finally {
    await close();
  }
}

/** Only the scrolling figures of the renderer part (`--only=scrolling`): the app built and served against `service`. */
export async function benchScrolling(rec: Recorder, service: RunningBenchService, runs: number): Promise<void> {
  const { host, close } = await startBenchApp(service.urls);
  try {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: LAUNCH_ARGS });
    try {
      rec.note(`Scrolling measured in headless Chromium ${browser.version()} (${CHROMIUM_PATH}).`);
      await benchScroll(rec, browser, host.newSignInUrl, runs);
    } finally {
      await browser.close();
    }
  } finally {
    await close();
  }
}

/** A fresh browser's page, closed with its browser after `open`. */
async function inFreshBrowser<R>(executablePath: string, open: (page: Page) => Promise<R>): Promise<R> {
  const browser = await chromium.launch({ executablePath, args: LAUNCH_ARGS });
  try {
    return await open(await browser.newPage({ viewport: { width: 1400, height: 900 } }));
  } finally {
    await browser.close();
  }
}

/** The first rows' floor, served: the app's first view (its body when its first row came in) as static HTML and CSS (bench/firstViewFloor.ts). */
async function startAppsFloor(rendererDir: string, signInUrl: () => string): Promise<{ url: string; close: () => Promise<void> }> {
  const body = await inFreshBrowser(HEADLESS_SHELL_PATH, (page) => firstViewBody(page, signInUrl()));
  return startFirstViewFloor(rendererDir, body);
}

type FirstRowLoad = Awaited<ReturnType<typeof timeFirstRow>>;

/**
 * The app's first rows and their static floor's, each in a fresh headless shell, loaded in turn (which goes first
 * alternating): whatever else uses the cores, the service's own work included, weighs on both alike, so their ratio
 * is read from the same moments (bench/NOTES.md "First rows over the static floor, second pass").
 */
export async function timeFirstRowsAndFloor(
  rendererDir: string,
  signInUrl: () => string,
  runs: number,
): Promise<{ app: FirstRowLoad & { launched: number }; floor: FirstRowLoad }[]> {
  const floor = await startAppsFloor(rendererDir, signInUrl);
  try {
    return await repeat(runs, async (run) => {
      const timeApp = async () => {
        const launched = Date.now();
        return { launched, ...(await timeFirstRow(HEADLESS_SHELL_PATH, LAUNCH_ARGS, signInUrl())) };
      };
      const timeFloor = () => timeFirstRow(HEADLESS_SHELL_PATH, LAUNCH_ARGS, floor.url);
      if (run % 2 === 0) {
        const app = await timeApp();
        return { app, floor: await timeFloor() };
      }
      const floorLoad = await timeFloor();
      return { app: await timeApp(), floor: floorLoad };
    });
  } finally {
    await floor.close();
  }
}

/** The app's first-row figures and the floor's from loads timed in turn (timeFirstRowsAndFloor). */
export function addFirstRowFigures(rec: Recorder, loads: Awaited<ReturnType<typeof timeFirstRowsAndFloor>>): void {
  const apps = loads.map((l) => l.app);
  addFigure(rec, 'browser launch + open the app -> first rows of latest blocks', 'ms', apps, (l) => l.shown - l.launched);
  addFigure(rec, 'open the app -> first rows of latest blocks', 'ms', apps, (l) => l.shown - l.opened);
  addFigure(rec, 'open the app -> first rows of latest blocks painted', 'ms', apps, (l) => l.painted - l.opened);
  addFloorFigures(
    rec,
    loads.map((l) => l.floor),
  );
}

/** The floor's figures from its timed loads (timeFirstRow). */
function addFloorFigures(rec: Recorder, loads: FirstRowLoad[]): void {
  addFigure(rec, 'floor: the same first view as static HTML and CSS -> first rows', 'ms', loads, (l) => l.shown - l.opened);
  addFigure(rec, 'floor: the same first view as static HTML and CSS -> first rows painted', 'ms', loads, (l) => l.painted - l.opened);
}

/** The first rows' floor: the app's first view as static HTML and CSS, opened as the app is (bench/firstViewFloor.ts). */
export async function benchFirstViewFloor(rec: Recorder, rendererDir: string, signInUrl: () => string, runs: number): Promise<void> {
  const floor = await startAppsFloor(rendererDir, signInUrl);
  try {
    addFloorFigures(rec, await repeat(runs, () => timeFirstRow(HEADLESS_SHELL_PATH, LAUNCH_ARGS, floor.url)));
  } finally {
    await floor.close();
  }
}

async function benchScroll(rec: Recorder, browser: Browser, signInUrl: () => string, runs: number): Promise<void> {
  const results = await repeat(runs, async () => {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    try {
      const page = await context.newPage();
      await page.goto(signInUrl());
      await page.evaluate(() => (window.location.hash = '#/transactions'));
      const scroller = page.getByTestId('transactions-scroll');
      await scroller.locator('[role="row"][aria-rowindex="2"]').waitFor();
      const frames = await scrollInPage(page, { rows: SCROLL_ROWS, rowHeight: ROW_HEIGHT, pxPerFrame: PX_PER_FRAME });
      const spans = frames.times.map(framesIn);
      const sorted = spans.map((n) => n * FRAME_MS).sort((a, b) => a - b);
      const domRows = await scroller.locator('[role="row"]').count();
      const cdp = await context.newCDPSession(page);
      await cdp.send('HeapProfiler.collectGarbage');
      const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
      return {
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        droppedPct: (100 * spans.reduce((dropped, n) => dropped + n - 1, 0)) / spans.reduce((all, n) => all + n, 0),
        frames: frames.times.length,
        loaded: frames.loaded,
        domRows,
        heapMb: heap.usedSize / 1024 / 1024,
        seconds: frames.seconds,
      };
    } finally {
      await context.close();
    }
  });
  addFigure(rec, `scrolling ${SCROLLED} transactions: frame time p50`, 'ms', results, (r) => r.p50);
  addFigure(rec, `scrolling ${SCROLLED} transactions: frame time p95`, 'ms', results, (r) => r.p95);
  addFigure(rec, `scrolling ${SCROLLED} transactions: display frames dropped`, '%', results, (r) => r.droppedPct);
  addFigure(rec, `DOM rows after ${SCROLLED} rows loaded`, 'rows', results, (r) => r.domRows);
  addFigure(rec, `JS heap after ${SCROLLED} rows loaded (after GC)`, 'MB', results, (r) => r.heapMb);
  rec.note(
    `Scrolling: ${PX_PER_FRAME / ROW_HEIGHT} rows per animation frame through the Latest transactions grid (100-row pages fetched as it goes), frame times counted in whole 60 Hz frames (16.7 ms each); ` +
      `${results.map((r) => `${r.frames} frames over ${r.seconds.toFixed(1)} s, ${r.loaded.toLocaleString('en-US')} rows loaded`).join('; ')}.`,
  );
}

/** One figure over the runs, `value` of each. Every renderer figure is a time or a size: lower is better. */
export function addFigure<Run>(rec: Recorder, name: string, unit: string, runs: Run[], value: (run: Run) => number): void {
  rec.add('renderer', name, unit, runs.map(value), 'lower');
}

/**
 * Runs in the page: scrolls the grid by a fixed step every animation frame until `rows` rows
 * have passed; returns the frame intervals. A string, not a function: tsx would wrap a nested
 * function in a helper the page does not have.
 */
const SCROLL_IN_PAGE = `(opts) => new Promise((resolve, reject) => {
  const el = document.querySelector('[data-testid="transactions-scroll"]');
  const target = opts.rows * opts.rowHeight;
  const times = [];
  const start = performance.now();
  let last = start;
  function step(now) {
    times.push(now - last);
    last = now;
    el.scrollTop += opts.pxPerFrame;
    if (el.scrollTop + el.clientHeight >= target) {
      return resolve({ times: times.slice(1), loaded: Math.round(el.scrollHeight / opts.rowHeight) - 2, seconds: (now - start) / 1000 });
    }
    if (now - start > 240000) return reject(new Error('scrolled ' + Math.round(el.scrollTop / opts.rowHeight) + ' rows in 240 s'));
    requestAnimationFrame(step);
  }
  requestAnimationFrame(step);
})`;

function scrollInPage(
  page: Page,
  opts: { rows: number; rowHeight: number; pxPerFrame: number },
): Promise<{ times: number[]; loaded: number; seconds: number }> {
  return page.evaluate(`(${SCROLL_IN_PAGE})(${JSON.stringify(opts)})`);
}

/** The TPS chart at 10k and 100k points: open -> drawn, and redraws of the full range (bench/tpsChart/). */
export async function benchTps(rec: Recorder, runs: number): Promise<void> {
  const tpsPage = await startTpsChartPage();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: LAUNCH_ARGS });
  // Said here, the one step of every renderer run (with --only=tps-chart too): the browser's version moves the renderer's
  // figures as much as the code does (bench/NOTES.md, "The fourteenth quiet full run").
  rec.note(`Scrolling and the TPS chart measured in headless Chromium ${browser.version()} (${CHROMIUM_PATH}).`);
  try {
    for (const points of [10_000, 100_000]) {
      const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
      try {
        const page = await context.newPage();
        const firstDraw = await repeat(runs, async () => {
          const t0 = performance.now();
          await page.goto(tpsPage.url(points));
          await page.waitForFunction(() => window.__ridgelineBench?.ready === true, undefined, { timeout: 120_000, polling: 10 });
          return performance.now() - t0;
        });
        // 8 redraws a run: the first few after a page load are cold (JIT), and a median of 6 was
        // decided by them (bench/NOTES.md, TPS chart); the p95 still shows them.
        const redraws = await repeat(runs * 8, () => page.evaluate(() => window.__ridgelineBench!.redrawFullRange()));
        // As many again on a page loaded afresh (cold as the first were), each key pressed at a frame's start: the
        // redraw's own frame, without the wait of 0-16.7 ms for a frame boundary that a press at a random point adds.
        await page.goto(tpsPage.url(points));
        await page.waitForFunction(() => window.__ridgelineBench?.ready === true, undefined, { timeout: 120_000, polling: 10 });
        const inFrame = await repeat(runs * 8, () => page.evaluate(() => window.__ridgelineBench!.redrawFullRange(true)));
        addFigure(rec, `TPS chart, ${points.toLocaleString('en-US')} points: open -> drawn`, 'ms', firstDraw, (ms) => ms);
        addFigure(
          rec,
          `TPS chart, ${points.toLocaleString('en-US')} points: redraw of the full range (render)`,
          'ms',
          redraws,
          (r) => r.renderMs,
        );
        addFigure(
          rec,
          `TPS chart, ${points.toLocaleString('en-US')} points: redraw of the full range (to next frame)`,
          'ms',
          redraws,
          (r) => r.frameMs,
        );
        addFigure(
          rec,
          `TPS chart, ${points.toLocaleString('en-US')} points: redraw of the full range (in its frame)`,
          'ms',
          inFrame,
          (r) => r.frameMs,
        );
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await tpsPage.close();
  }
}

/** Points per series of the dashboard bench: a range change redraws nine charts of three series this long. */
export const DASHBOARD_POINTS = 1_000;

/**
 * A dashboard of MetricCharts (bench/dashboardCharts/) at 1,000 points per series: open -> every chart drawn, and a
 * range change's redraw of them all.
 */
export async function benchDashboards(rec: Recorder, runs: number): Promise<void> {
  const dashboard = await startBenchPage(new URL('./dashboardCharts/', import.meta.url));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: LAUNCH_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    try {
      const page = await context.newPage();
      const open = await repeat(runs, async () => {
        const t0 = performance.now();
        await page.goto(dashboard.url(DASHBOARD_POINTS));
        await page.waitForFunction(() => window.__ridgelineBench?.ready === true, undefined, { timeout: 120_000, polling: 10 });
        return performance.now() - t0;
      });
      const redraws = await repeat(runs * 4, () => page.evaluate(() => window.__ridgelineBench!.redrawFullRange()));
      addFigure(rec, 'dashboard open -> every chart in view drawn', 'ms', open, (ms) => ms);
      addFigure(
        rec,
        `dashboard range change, ${DASHBOARD_POINTS.toLocaleString('en-US')} points per series: redraw (to next frame)`,
        'ms',
        redraws,
        (r) => r.frameMs,
      );
    } finally {
      await context.close();
    }
  } finally {
    await browser.close();
    await dashboard.close();
  }
}
