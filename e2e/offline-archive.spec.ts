import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { serviceGet } from './primary-support';
import { servedAt, startTestHost } from './testHost';

/**
 * The offline archive through the real UI: a transaction and its block are viewed, the local service stops, the app is
 * opened again on the same data folder, and both pages open from the archive under the "offline: as of" banner, History
 * and the omnibox find them, while a latest list (never archived) says the service cannot be reached.
 */

test.use({ serviceOptions: { blockIntervalMs: 0 } });

const SHOTS = join(import.meta.dirname, '..', 'test-results', 'screenshots-wave3-monitor');

/** Light and dark screenshots of the page for looking at (not compared). */
async function shots(page: Page, name: string): Promise<void> {
  await mkdir(SHOTS, { recursive: true });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: join(SHOTS, `${name}-${scheme}.png`), fullPage: true });
  }
  await page.emulateMedia({ colorScheme: null });
}

test('a viewed transaction and block open from the archive when the service is stopped', async ({ app }) => {
  test.skip(app.target === 'electron', 'opens a second web host on the same data folder');
  const { page } = app;
  const { transactions } = await serviceGet<{ transactions: { txHash: string; blockNumber: string }[] }>(
    app,
    '/v1/chains/43114/transactions?pageSize=10',
  );
  const { txHash, blockNumber } = transactions[0];

  await page.evaluate((h) => (window.location.hash = `/tx/${h}`), txHash);
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction' })).toBeVisible();
  await expect(page.getByRole('link', { name: `Block ${blockNumber}` })).toBeVisible();
  await page.getByRole('link', { name: `Block ${blockNumber}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Block ${blockNumber}` })).toBeVisible();
  await expect(page.getByRole('link', { name: txHash })).toBeVisible();

  // A token contract's verified source (and its metadata) viewed in its Code tab.
  const transfer = (
    await serviceGet<{ transactions: { txHash: string; txStatus: string; method: { methodName?: string } }[] }>(
      app,
      '/v1/chains/43114/transactions?pageSize=100',
    )
  ).transactions.find((t) => t.method.methodName === 'transfer(address,uint256)' && t.txStatus === '1')!;
  const detail = await serviceGet<{ erc20Transfers: { erc20Token: { address: string } }[] }>(
    app,
    `/v1/chains/43114/transactions/${transfer.txHash}`,
  );
  const token = detail.erc20Transfers[0].erc20Token.address;
  await page.evaluate((a) => (window.location.hash = `/address/${a}?tab=code`), token);
  await expect(page.getByRole('heading', { name: 'Verified source (exact match)' })).toBeVisible({ timeout: 30_000 });

  await page.evaluate(() => (window.location.hash = '/settings'));
  const archive = page.getByRole('region', { name: 'Offline archive' });
  await expect(archive.getByText(/^\d+ answers, [\d.]+ (?:B|KB|MB)$/)).toBeVisible();
  await shots(page, 'settings-archive');

  // The API goes away; the app is opened again on the same data folder.
  await app.service.stop();
  const host = await startTestHost({
    dataDir: app.dataDir,
    startLocalService: servedAt(app.service),
    clientOptions: { retry: { maxTries: 1 } },
  });
  try {
    await page.goto(host.url);
    await page.evaluate((h) => (window.location.hash = `/tx/${h}`), txHash);
    const banner = page.getByRole('status').filter({ hasText: 'Offline:' });
    await expect(banner).toBeVisible({ timeout: 30_000 });
    await expect(banner).toContainText(
      /the API cannot be reached\. Pages viewed before open from this computer's archive, as of .+; nothing here is live\./,
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Transaction' })).toBeVisible();
    await expect(page.getByRole('link', { name: `Block ${blockNumber}` })).toBeVisible();
    // Its value at today's price is not final, so it is not kept: nothing is shown as today's.
    await expect(page.getByText(/ today/)).toHaveCount(0);
    await shots(page, 'offline-transaction');

    await page.getByRole('link', { name: `Block ${blockNumber}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Block ${blockNumber}` })).toBeVisible();
    await expect(page.getByRole('link', { name: txHash })).toBeVisible();
    await expect(banner).toBeVisible();
    await shots(page, 'offline-block');

    // The token's verified source opens from the archive too.
    await page.evaluate((a) => (window.location.hash = `/address/${a}?tab=code`), token);
    await expect(page.getByRole('heading', { name: 'Verified source (exact match)' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('region', { name: 'Source of contracts/RidgeToken.sol' })).toContainText('contract RidgeToken');
    await expect(banner).toBeVisible();
    await shots(page, 'offline-token-code');

    // History lists both, readable offline; the omnibox offers them while offline.
    await page.evaluate(() => (window.location.hash = '/history'));
    const opened = page.getByRole('grid', { name: 'Opened pages' });
    await expect(opened.getByRole('link', { name: txHash })).toBeVisible();
    await expect(opened.getByText('Block', { exact: true })).toBeVisible();
    await shots(page, 'offline-history');
    await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(txHash.slice(2, 12));
    const offered = page.getByRole('listbox', { name: 'Opened before (offline)' });
    await expect(offered.getByRole('option', { name: /Transaction, opened before/ })).toBeVisible();
    await shots(page, 'offline-omnibox');
    await offered.getByRole('option', { name: /Transaction, opened before/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Transaction' })).toBeVisible();

    // The latest blocks are never archived: the list fails rather than showing an old head as current.
    await page.evaluate(() => (window.location.hash = '/blocks'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/Could not reach the service/).first()).toBeVisible({ timeout: 30_000 });
    await shots(page, 'offline-latest-blocks');

    // Settings clears it.
    await page.evaluate(() => (window.location.hash = '/settings'));
    const section = page.getByRole('region', { name: 'Offline archive' });
    await section.getByRole('button', { name: 'Clear the archive' }).click();
    await expect(section.getByText('0 answers, 0 B')).toBeVisible();
  } finally {
    await host.close();
  }
});
