import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_PATH } from '../playwright.config';
import { discoverSampleRequests } from '../test/reliability/sampleRequests';
import { startBenchApp } from './benchApp';
import { LAUNCH_ARGS } from './rendererBench';
import type { Recorder } from './results';
import { startBenchService } from './serviceBench';

/** The chain's live block interval; the long day runs its blocks this many times faster. */
const LIVE_BLOCK_MS = 2000;
export const LONG_DAY_SPEED = 10;
/** Open this long before the first measurement: code loaded, caches filled, the first live updates in. */
const WARM_UP_MS = 15_000;
const MB = 1024 * 1024;

/** The main process's heap after a full collection (the web host runs in this process). */
function mainHeapMb(): number {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
  return process.memoryUsage().heapUsed / MB;
}

/** A page's JS heap after a full collection, and how many elements its document holds. */
async function pageSize(context: BrowserContext, page: Page): Promise<{ heapMb: number; nodes: number }> {
  const cdp = await context.newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
    return { heapMb: heap.usedSize / MB, nodes: await page.evaluate(() => document.getElementsByTagName('*').length) };
  } finally {
    await cdp.detach();
  }
}

/**
 * A long day: the home page, the latest transactions (a live list) and the watchlist (one watched address) open side by
 * side for `minutes` while the service makes blocks at 10x the chain's speed; the growth of each page's heap and
 * element count, and of the main process's heap, from after a warm-up to the end.
 */
export async function benchLongDay(rec: Recorder, minutes: number): Promise<void> {
  const service = await startBenchService('small', { RIDGELINE_BENCH_BLOCK_INTERVAL_MS: String(LIVE_BLOCK_MS / LONG_DAY_SPEED) });
  let app: Awaited<ReturnType<typeof startBenchApp>> | undefined;
  try {
    app = await startBenchApp(service.urls);
    const { host } = app;
    const sender = (await discoverSampleRequests(service.urls)).find((s) => s.id === 'getNativeBalance')?.params.address as string;
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: LAUNCH_ARGS });
    try {
      const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
      const open = async (hash: string) => {
        const page = await context.newPage();
        await page.goto(host.newSignInUrl());
        await page.locator('main h1').waitFor();
        await page.evaluate((h) => (location.hash = h), hash);
        return page;
      };
      const watch = await open(`#/address/${sender}`);
      await watch.getByRole('button', { name: 'Watch', exact: true }).click();
      await watch.getByRole('button', { name: 'Watching' }).waitFor();
      await watch.evaluate(() => (location.hash = '#/watchlist'));
      const pages = { home: await open('#/'), 'latest transactions': await open('#/transactions'), watchlist: watch };
      await new Promise((r) => setTimeout(r, WARM_UP_MS));
      const sizes = async () =>
        Object.fromEntries(await Promise.all(Object.entries(pages).map(async ([n, p]) => [n, await pageSize(context, p)] as const)));
      const before = { pages: await sizes(), main: mainHeapMb() };
      await new Promise((r) => setTimeout(r, minutes * 60_000));
      const after = { pages: await sizes(), main: mainHeapMb() };
      const span = `${minutes} min at ${LONG_DAY_SPEED}x live blocks`;
      for (const name of Object.keys(pages)) {
        rec.add(
          'long day',
          `${name}: renderer heap growth over ${span}`,
          'MB',
          [after.pages[name].heapMb - before.pages[name].heapMb],
          'lower',
        );
        rec.add(
          'long day',
          `${name}: DOM element growth over ${span}`,
          'elements',
          [after.pages[name].nodes - before.pages[name].nodes],
          'lower',
        );
      }
      rec.add('long day', `main process heap growth over ${span}`, 'MB', [after.main - before.main], 'lower');
      rec.note(
        `Long day: the home page, Latest transactions and the watchlist (one watched address) open in one browser for ${span} (blocks every ${LIVE_BLOCK_MS / LONG_DAY_SPEED} ms), ` +
          `measured after a ${WARM_UP_MS / 1000} s warm-up and at the end, each after a full collection; the main process is the web host in the bench's own process.`,
      );
    } finally {
      await browser.close();
    }
  } finally {
    await app?.close();
    await service.stop();
  }
}
