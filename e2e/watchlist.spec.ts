import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The watchlist is checked every 2 s instead of every minute: the journey sees repeated checks while it runs.
process.env.RIDGELINE_WATCH_INTERVAL_MS = '2000';

// The live chain runs five times as fast as the fixture's: a block every 100 ms instead of 500 ms, on a service clock
// running five times as fast, so each block still covers half a second and the watched address's next transaction
// comes five times as soon.
const started = Date.now();
test.use({ serviceOptions: { blockIntervalMs: 100, clock: { nowMs: () => started + (Date.now() - started) * 5 } } });

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

type Tx = { from: { address: string }; to?: { address?: string } };

test('watch an address from its page, see it on the watchlist with its balance, let the chain send it a transaction and see the alert', async ({
  app,
}) => {
  const { page, service } = app;
  test.slow();
  // The busiest party (sender or recipient) of the latest transactions: the live chain sends it one every few seconds.
  const latest = (await (await fetch(`${service.dataUrl}/v1/chains/43114/transactions?pageSize=100`)).json()) as { transactions: Tx[] };
  const counts = new Map<string, number>();
  for (const t of latest.transactions)
    for (const party of [t.from.address, t.to?.address]) if (party) counts.set(party, (counts.get(party) ?? 0) + 1);
  const address = [...counts.entries()].sort((a, b) => b[1] - a[1])[0][0];

  await page.evaluate((a) => (window.location.hash = `/address/${a}`), address);
  await expect(page.getByRole('heading', { level: 1, name: 'Address' })).toBeVisible();
  await page.getByRole('button', { name: 'Watch' }).click();
  await expect(page.getByRole('button', { name: 'Watching' })).toHaveAttribute('aria-pressed', 'true');
  await shot(page, 'address-watching');

  await page.getByRole('link', { name: /^Watchlist, / }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Watchlist' })).toBeVisible();
  const table = page.getByRole('grid', { name: 'Watched addresses' });
  const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: new RegExp(address, 'i') }) });
  await expect(row).toContainText(/\d AVAX/, { timeout: 30_000 });
  await expect(row).toContainText('ok');
  await shot(page, 'watchlist');
  // In a 1280 px window the watched addresses fit beside the navigation: no horizontal scroll.
  await page.setViewportSize({ width: 1280, height: 800 });
  const [wide, room] = await table.evaluate((grid) => [grid.scrollWidth, grid.parentElement!.clientWidth]);
  expect(wide).toBeLessThanOrEqual(room);
  await page.setViewportSize({ width: 1400, height: 900 });

  // The schedule checks it again: the time of the last check moves on.
  const lastCheck = row.getByRole('gridcell').filter({ hasText: /^ok · / });
  const checked = await lastCheck.innerText();
  await expect(lastCheck).not.toHaveText(checked, { timeout: 30_000 });

  // The live local chain sends the address a transaction (it sends one every few blocks): the next check raises its alert.
  const alerts = page.getByRole('list', { name: 'Alerts' });
  const alert = alerts.getByRole('listitem').first();
  await expect(alert).toContainText(/(incoming|outgoing) transaction/, { timeout: 60_000 });
  // From here on the alerts stay put: no more blocks, and two more checks (the second begun after the last block) have
  // raised whatever the last blocks brought, so "Mark all seen" below is not raced by a new alert.
  service.stopBlocks();
  for (let i = 0; i < 2; i++) {
    const at = await lastCheck.innerText();
    await expect(lastCheck).not.toHaveText(at, { timeout: 30_000 });
  }
  await expect(page.getByRole('link', { name: /^Watchlist, \d+ unread alerts?$/ })).toBeVisible();
  const txLink = alert.getByRole('link').filter({ hasText: /^0x/ }).last();
  const href = (await txLink.getAttribute('href')) ?? '';
  const txHash = /^#\/tx\/(0x[0-9a-f]{64})\?evmChain=43114$/.exec(href)?.[1];
  expect(txHash).toMatch(/^0x[0-9a-f]{64}$/);
  const history = (await (await fetch(`${service.dataUrl}/v1/chains/43114/addresses/${address}/transactions?pageSize=50`)).json()) as {
    transactions: { nativeTransaction: { txHash: string } }[];
  };
  expect(history.transactions.map((t) => t.nativeTransaction.txHash)).toContain(txHash);
  await shot(page, 'watchlist-evm-alert');

  // Mark all seen: the badge and the list say every alert is read.
  await page.getByRole('button', { name: 'Mark all seen' }).click();
  await expect(alerts.locator('li.unread')).toHaveCount(0);
  await txLink.click();
  await expect(page).toHaveURL(new RegExp(`#/tx/${txHash}\\?evmChain=43114$`));
});
