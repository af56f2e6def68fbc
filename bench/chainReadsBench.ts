import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_PATH } from '../playwright.config';
import { startBenchApp } from './benchApp';
import type { Recorder } from './results';
import { AS_THE_APP_STARTS_IT, startBenchService, type RunningBenchService } from './serviceBench';
import { repeat } from './stats';

export const CHAIN_READS_GROUP = 'renderer, chain reads';
const LAUNCH_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'];

type Tx = { txHash: string; method: { methodName?: string } };

/** A recent successful swap (its page has a decoded Swap log), and a token with the recipient of one of its transfers. */
async function subjects(dataUrl: string): Promise<{ swap: string; token: string; holder: string }> {
  const get = async <T>(path: string) => (await (await fetch(`${dataUrl}${path}`)).json()) as T;
  const { transactions } = await get<{ transactions: Tx[] }>('/v1/chains/43114/transactions?pageSize=100&status=success');
  const swap = transactions.find((t) => t.method.methodName?.startsWith('swapExact'))!.txHash;
  const transfer = transactions.find((t) => t.method.methodName === 'transfer(address,uint256)')!.txHash;
  const detail = await get<{ erc20Transfers: { to: { address: string }; erc20Token: { address: string } }[] }>(
    `/v1/chains/43114/transactions/${transfer}`,
  );
  return { swap, token: detail.erc20Transfers[0].erc20Token.address, holder: detail.erc20Transfers[0].to.address };
}

const go = (page: Page, hash: string) => page.evaluate((h) => (window.location.hash = h), hash);

/**
 * The timed waits check in the page at every frame: a locator's wait backs off to a check every 500 ms after its first
 * few, which would round a figure up by as much; the checks here are cheap queries.
 */
const EVERY_FRAME = { polling: 'raf', timeout: 60_000 } as const;

/** A list item named "Log n: <event>", as the transaction page names a decoded log. */
const decodedLogShown = (event: string) =>
  [...document.querySelectorAll('li[aria-label^="Log "]')].some((li) => li.getAttribute('aria-label')!.endsWith(`: ${event}`));

/** A read function's region showing a "Result:" line. */
const resultShown = (region: Element) => [...region.querySelectorAll('p')].some((p) => p.textContent!.startsWith('Result:'));

/**
 * Issue 34's timings, in the web host's renderer against the local service: a transaction page opened -> its logs
 * decoded (the receipt through the main process and the chain's JSON-RPC, the router's verified ABI from Sourcify, the
 * lazy ABI codec), and the Read tab's balanceOf -> its result shown (eth_call and the token's decimals). Each run is a
 * fresh page whose query cache is empty; the app itself is loaded once before.
 */
export async function benchChainReads(rec: Recorder, service: RunningBenchService, runs: number): Promise<void> {
  const app = await startBenchApp(service.urls);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: LAUNCH_ARGS }).catch(async (e: unknown) => {
    await app.close();
    throw e;
  });
  try {
    const { swap, token, holder } = await subjects(service.urls.dataUrl);
    const logs: number[] = [];
    const reads: number[] = [];
    await repeat(runs, async () => {
      const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
      try {
        const page = await context.newPage();
        await page.goto(app.host.newSignInUrl());
        await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
        let t0 = performance.now();
        await go(page, `/tx/${swap}`);
        await page.waitForFunction(decodedLogShown, 'Swap', EVERY_FRAME);
        logs.push(performance.now() - t0);

        await go(page, `/address/${token}?tab=read`);
        const balanceOf = page.getByRole('region', { name: /^balanceOf\(address\)/ });
        await balanceOf.getByLabel(/\(address\)$/).fill(holder, { timeout: 60_000 });
        const region = await balanceOf.elementHandle();
        t0 = performance.now();
        await balanceOf.getByRole('button', { name: 'Query' }).click();
        await page.waitForFunction(resultShown, region, EVERY_FRAME);
        reads.push(performance.now() - t0);
      } finally {
        await context.close();
      }
    });
    rec.add(CHAIN_READS_GROUP, 'transaction page open -> logs decoded', 'ms', logs, 'lower');
    rec.add(CHAIN_READS_GROUP, 'Read contract: balanceOf query -> result shown', 'ms', reads, 'lower');
  } finally {
    await browser.close();
    await app.close();
  }
}

/** The part as `npm run bench` runs it (with the renderer's, or alone with `--only=chain-reads`): on a small-scale service of its own. */
export async function benchChainReadsPart(rec: Recorder, runs: number): Promise<void> {
  console.log('\n# chain reads: a transaction page with logs, a Read call');
  const service = await startBenchService('small', AS_THE_APP_STARTS_IT);
  try {
    await benchChainReads(rec, service, runs);
  } finally {
    await service.stop();
  }
}
