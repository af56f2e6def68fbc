import type { Request } from '@playwright/test';
import { screenshot } from './primary-support';
import { expect, test } from './fixtures';

/**
 * A live list while it is read: the latest transactions poll their head every few seconds, but not while
 * the rows are being scrolled (each answer would render the table in the middle of the scroll's frames;
 * bench/NOTES.md, scrolling). Once the scroll stops the polls resume and the new ones wait behind the pill.
 */

/** The live list's head poll: the latest transactions asked with the head's small page (useInfiniteList). */
function isHeadPoll(request: Request): boolean {
  if (!request.url().endsWith('/bridge/api%3Arequest')) return false;
  const args = request.postDataJSON() as { endpointId?: string; params?: { pageSize?: number } };
  return args.endpointId === 'listLatestTransactions' && args.params?.pageSize !== 100;
}

test('latest transactions: no head poll while the rows scroll, the new ones behind the pill once they rest', async ({ app }) => {
  test.slow();
  const { page } = app;
  await page.evaluate(() => (window.location.hash = '/transactions'));
  const grid = page.getByRole('grid', { name: 'Latest transactions' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  const scroller = page.getByTestId('transactions-scroll');

  const polls: number[] = [];
  let scrolling = false;
  page.on('request', (request) => {
    if (isHeadPoll(request)) polls.push(scrolling ? 1 : 0);
  });
  // One row a frame for three times the poll's interval (4 s), within the rows loaded so no page is awaited.
  scrolling = true;
  const scrolled = await scroller.evaluate(
    (el) =>
      new Promise<number>((resolve) => {
        const start = performance.now();
        const step = (now: number) => {
          el.scrollTop = (el.scrollTop + 1) % (40 * 36);
          if (now - start > 12_000) resolve(el.scrollTop);
          else requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
      }),
  );
  scrolling = false;
  expect(scrolled).toBeGreaterThan(0);
  // A poll already asked when the scroll began may still be answered; none is asked during it.
  expect(polls.filter((during) => during === 1).length).toBeLessThanOrEqual(1);

  // At rest the poll comes back and the blocks mined meanwhile (every 500 ms here) wait behind the pill.
  const pill = page.getByRole('button', { name: /^\d+\+? new transactions?$/ });
  await expect(pill).toBeVisible({ timeout: 20_000 });
  await screenshot(page, 'latest transactions, new ones behind the pill after a scroll');
});
