import { mkdir } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { serviceGet, screenshot } from './primary-support';
import { expect, test } from './fixtures';

/**
 * What the chain's own JSON-RPC and Sourcify add to the explorer, through the real UI and the local service: a swap's
 * logs decoded by the router's verified ABI, a token's verified source, a Read contract call matching the page's
 * balance, and a bad input refused naming its argument.
 */

type Tx = { txHash: string; txStatus: string; method: { methodName: string } };

test.use({ serviceOptions: { blockIntervalMs: 0 } });

/** Light and dark screenshots for looking at (not compared): test-results/screenshots-wave3-rpc/. */
async function shots(page: Page, name: string, focus?: Locator) {
  await focus?.scrollIntoViewIfNeeded();
  await mkdir('test-results/screenshots-wave3-rpc', { recursive: true });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: `test-results/screenshots-wave3-rpc/${name}-${scheme}.png`, fullPage: true });
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await screenshot(page, name);
}

async function successful(app: Parameters<Parameters<typeof test>[2]>[0]['app'], methodName: string): Promise<string> {
  const { transactions } = await serviceGet<{ transactions: Tx[] }>(app, '/v1/chains/43114/transactions?pageSize=100');
  let found = transactions.find((t) => t.method.methodName.startsWith(methodName) && t.txStatus === '1');
  for (let page = 0; !found && page < 10; page++) {
    const more = await serviceGet<{ transactions: Tx[] }>(app, `/v1/chains/43114/transactions?pageSize=100&status=success`);
    found = more.transactions.find((t) => t.method.methodName.startsWith(methodName));
  }
  return found!.txHash;
}

test("a swap transaction's page shows its logs decoded by the router's verified ABI", async ({ app }) => {
  const { page } = app;
  const hash = await successful(app, 'swapExact');
  await page.evaluate((h) => (window.location.hash = `/tx/${h}`), hash);
  const logs = page.getByRole('region', { name: /^Logs/ });
  await expect(logs.getByRole('heading', { name: 'Logs (1)' })).toBeVisible({ timeout: 30_000 });
  const swap = logs.getByRole('listitem', { name: 'Log 0: Swap' }).or(logs.getByRole('listitem', { name: /: Swap$/ }));
  await expect(swap).toBeVisible();
  await expect(swap.getByText('Swap(address,address,address,uint256,uint256,address)')).toBeVisible();
  await expect(swap.getByText('(verified ABI)')).toBeVisible();
  const args = swap.getByRole('table', { name: /^Arguments of log/ });
  await expect(args.getByRole('rowheader', { name: /^sender\s*indexed$/ })).toBeVisible();
  await expect(args.getByRole('rowheader', { name: 'amountIn', exact: true })).toBeVisible();
  await shots(page, 'swap-logs', logs);
});
