import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The monitor in the web host: a watched address's new transactions come as browser notifications (granted, the
 * main process's grouping), quiet hours, mute and pause are set on the watchlist page and kept across a reload.
 */

// Checked every 2 s instead of every minute, on a live chain five times as fast (as watchlist.spec.ts does).
process.env.RIDGELINE_WATCH_INTERVAL_MS = '2000';
const started = Date.now();
test.use({ serviceOptions: { blockIntervalMs: 100, clock: { nowMs: () => started + (Date.now() - started) * 5 } } });

const SHOTS = join(import.meta.dirname, '..', 'test-results', 'screenshots-wave3-monitor');
async function shots(page: Page, name: string): Promise<void> {
  await mkdir(SHOTS, { recursive: true });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: join(SHOTS, `${name}-${scheme}.png`), fullPage: true });
  }
  await page.emulateMedia({ colorScheme: null });
}

type Tx = { from: { address: string }; to?: { address?: string } };

test('notifications of a watched address in the browser, and the monitor settings on the watchlist page', async ({ app }) => {
  test.skip(app.target === 'electron', "the browser's Notification API is the web host's");
  test.slow();
  const { page, service } = app;
  // The browser's Notification API, granted, recording what the app shows.
  await page.addInitScript(() => {
    const shown: { title: string; body?: string }[] = [];
    (window as unknown as { shownNotices: typeof shown }).shownNotices = shown;
    class Recorded {
      static permission = 'granted';
      static requestPermission = async () => 'granted';
      onclick: (() => void) | null = null;
      constructor(title: string, options?: { body?: string }) {
        shown.push({ title, body: options?.body });
      }
      close() {}
    }
    (window as unknown as { Notification: unknown }).Notification = Recorded;
  });
  await page.reload();
  await page.getByRole('searchbox', { name: 'Search', exact: true }).waitFor();

  const latest = (await (await fetch(`${service.dataUrl}/v1/chains/43114/transactions?pageSize=100`)).json()) as { transactions: Tx[] };
  const counts = new Map<string, number>();
  for (const t of latest.transactions)
    for (const party of [t.from.address, t.to?.address]) if (party) counts.set(party, (counts.get(party) ?? 0) + 1);
  const address = [...counts.entries()].sort((a, b) => b[1] - a[1])[0][0];
  await page.evaluate((a) => (window.location.hash = `/address/${a}`), address);
  await page.getByRole('button', { name: 'Watch' }).click();
  await expect(page.getByRole('button', { name: 'Watching' })).toHaveAttribute('aria-pressed', 'true');

  // The live chain sends it transactions: each check's are one notification, named for the address.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shownNotices: { title: string }[] }).shownNotices.map((n) => n.title)), {
      timeout: 90_000,
    })
    .toContainEqual(
      expect.stringMatching(/^(?:\d+ new transactions of 0x[0-9a-fA-F]{40}|0x[0-9a-fA-F]{40}: (?:incoming|outgoing) transaction)/),
    );

  await page.getByRole('link', { name: /^Watchlist, / }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Watchlist' })).toBeVisible();
  const quiet = page.getByRole('form', { name: 'Quiet hours' });
  await quiet.getByRole('checkbox', { name: 'Quiet hours' }).check();
  await quiet.getByLabel('from').fill('21:30');
  await quiet.getByRole('button', { name: 'Save' }).click();
  await expect(quiet.getByText('Saved')).toBeVisible();
  const mute = page.getByRole('button', { name: new RegExp(`^Mute notifications of ${address}$`, 'i') });
  await mute.click();
  await expect(mute).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('checkbox', { name: 'Pause watching' }).check();
  await shots(page, 'watchlist-monitor');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Watchlist' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Quiet hours' }).getByLabel('from')).toHaveValue('21:30');
  await expect(page.getByRole('checkbox', { name: 'Pause watching' })).toBeChecked();
  await expect(page.getByRole('button', { name: new RegExp(`^Mute notifications of ${address}$`, 'i') })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});
