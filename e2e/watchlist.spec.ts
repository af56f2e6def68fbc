import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The watchlist is checked every 2 s instead of every minute: the journey sees repeated checks while it runs.
process.env.RIDGELINE_WATCH_INTERVAL_MS = '2000';

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

type Tx = { from: { address: string } };

test('watch an address from its page and see it on the watchlist with its balance, checked on the schedule', async ({ app }) => {
  const { page, service } = app;
  // The busiest sender of the latest transactions.
  const latest = (await (await fetch(`${service.dataUrl}/v1/chains/43114/transactions?pageSize=100`)).json()) as { transactions: Tx[] };
  const counts = new Map<string, number>();
  for (const t of latest.transactions) counts.set(t.from.address, (counts.get(t.from.address) ?? 0) + 1);
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

  // The schedule checks it again: the time of the last check moves on.
  const checked = await row.getByRole('gridcell').nth(5).innerText();
  await expect(row.getByRole('gridcell').nth(5)).not.toHaveText(checked, { timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Watchlist, no unread alerts' })).toBeVisible();
  await expect(page.getByText('No alerts yet. New transactions of a watched address appear here.')).toBeVisible();
});
