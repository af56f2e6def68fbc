import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_PATH } from '../playwright.config';
import { discoverSampleRequests } from '../test/reliability/sampleRequests';
import { ALERTS_SHOWN } from '../renderer/watchlist/alertsShown';
import { startBenchApp } from './benchApp';
import { seedLongDayWatchlist } from './longDaySeed';
import { LAUNCH_ARGS } from './rendererBench';
import type { Recorder } from './results';
import { startBenchService } from './serviceBench';

/** The chain's live block interval; the long day runs its blocks this many times faster. */
const LIVE_BLOCK_MS = 2000;
export const LONG_DAY_SPEED = 10;
/** Open this long before the first measurement: code loaded, caches filled, the first live updates in. */
const WARM_UP_MS = 15_000;
/** How often the sizes are also read along the day. */
const SAMPLE_MINUTES = 5;
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
 * A long day: the home page, the latest transactions (a live list) and the watchlist (one watched address, with the
 * alerts of a day already open seeded) open side by side for `minutes` while the service makes blocks at 10x the
 * chain's speed; the growth of each page's heap and element count, and of the main process's heap, from after a
 * warm-up to the end.
 */
export async function benchLongDay(rec: Recorder, minutes: number): Promise<void> {
  const service = await startBenchService('small', { RIDGELINE_BENCH_BLOCK_INTERVAL_MS: String(LIVE_BLOCK_MS / LONG_DAY_SPEED) });
  let app: Awaited<ReturnType<typeof startBenchApp>> | undefined;
  try {
    const { chainId, address: sender } = (await discoverSampleRequests(service.urls)).find((s) => s.id === 'getNativeBalance')!.params as {
      chainId: string;
      address: string;
    };
    // A day open starts with alerts already listed: new ones replace shown ones rather than add elements.
    app = await startBenchApp(service.urls, (dataDir) => seedLongDayWatchlist(dataDir, service.urls, chainId, sender));
    const { host } = app;
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
      const watch = await open('#/watchlist');
      await watch
        .locator('.alert-list li')
        .nth(ALERTS_SHOWN - 1)
        .waitFor();
      await watch.getByRole('button', { name: /^Show older alerts/ }).waitFor();
      const pages = { home: await open('#/'), 'latest transactions': await open('#/transactions'), watchlist: watch };
      await new Promise((r) => setTimeout(r, WARM_UP_MS));
      const sizes = async () =>
        Object.fromEntries(await Promise.all(Object.entries(pages).map(async ([n, p]) => [n, await pageSize(context, p)] as const)));
      // Measured along the day too, so a growth that levels off tells itself from one that does not.
      const stepMinutes = Math.min(SAMPLE_MINUTES, minutes / 2);
      const samples = [{ at: 0, pages: await sizes(), main: mainHeapMb() }];
      for (let at = stepMinutes; at < minutes + stepMinutes / 2; at += stepMinutes) {
        await new Promise((r) => setTimeout(r, stepMinutes * 60_000));
        samples.push({ at, pages: await sizes(), main: mainHeapMb() });
      }
      const [before, after] = [samples[0], samples[samples.length - 1]];
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
        `Long day: the home page, Latest transactions and the watchlist (one watched address, its store seeded with more unread alerts than the page shows, as a day open leaves it) open in one browser for ${span} (blocks every ${LIVE_BLOCK_MS / LONG_DAY_SPEED} ms), ` +
          `measured after a ${WARM_UP_MS / 1000} s warm-up and at the end, each after a full collection; the main process is the web host in the bench's own process.`,
      );
      const series = (of: (s: (typeof samples)[number]) => number) => samples.map((s) => (of(s) - of(before)).toFixed(2)).join(', ');
      rec.note(
        `Long day along the way (growth in MB at ${samples.map((s) => `${+s.at.toFixed(2)}`).join(', ')} min): ` +
          Object.keys(pages)
            .map(
              (name) =>
                `${name} ${series((s) => s.pages[name].heapMb)}; elements ${samples.map((s) => s.pages[name].nodes - before.pages[name].nodes).join(', ')}`,
            )
            .join('; ') +
          `; main process ${series((s) => s.main)}.`,
      );
    } finally {
      await browser.close();
    }
  } finally {
    await app?.close();
    await service.stop();
  }
}
