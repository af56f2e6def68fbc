import { expect, test } from './fixtures';
import { screenshot } from './primary-support';

// No live blocks: the rows read before and after the scroll stay where they are.
test.use({ serviceOptions: { blockIntervalMs: 0 } });

test('the home page shows its first rows from the requests started before React, and a long list scrolls with rows rendered as they come into view', async ({
  app,
}) => {
  const { page } = app;
  const blocks = page.getByRole('grid', { name: 'Latest blocks' });
  const firstBlock = blocks.locator('[role="row"][aria-rowindex="2"]');
  await expect(firstBlock.getByRole('link').first()).toBeVisible();
  // The newest block of the service is the first row.
  const newest = (await (await fetch(`${app.service.dataUrl}/v1/chains/43114/blocks?pageSize=1`)).json()) as {
    blocks: { blockNumber: string }[];
  };
  await expect(firstBlock).toContainText(newest.blocks[0].blockNumber);
  await expect(page.getByRole('grid', { name: 'Latest transactions' }).locator('[role="row"][aria-rowindex="2"]')).toBeVisible();
  await screenshot(page, 'home-first-rows');
  // The first view's code is one script (vite.config.ts) and the bundler's sub-kilobyte runtime, both named by the page
  // and fetched side by side, with the locale data's warm-up beside them (renderer/public/warm-intl.js). What is asked
  // for only after that script has arrived (the home page's lazy sparklines) is not on the first rows' path.
  const scripts = await page.evaluate(() => {
    const js = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) => e.name.endsWith('.js'));
    const entry = js.find((e) => /\/assets\/index-[\w-]+\.js$/.test(e.name));
    return js.filter((e) => entry && e.startTime < entry.responseEnd).map((e) => new URL(e.name).pathname);
  });
  expect(scripts.filter((path) => !path.endsWith('/warm-intl.js')).sort()).toEqual([
    expect.stringMatching(/\/assets\/index-[\w-]+\.js$/),
    expect.stringMatching(/\/assets\/rolldown-runtime-[\w-]+\.js$/),
  ]);
  expect(scripts.filter((path) => path.endsWith('/warm-intl.js'))).toHaveLength(1);

  // The remembered chain and network are the ones shown, so the next launch asks for their lists and chains at once.
  expect(await page.evaluate(() => localStorage.getItem('ridgeline.lastEvmChainId'))).toBe('43114');
  expect(await page.evaluate(() => localStorage.getItem('ridgeline.lastNetwork'))).toBe('mainnet');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Transactions', exact: true }).click();
  const scroller = page.getByTestId('transactions-scroll');
  await expect(scroller.locator('[role="row"][aria-rowindex="2"]')).toBeVisible();
  // Scroll a few screens, a frame at a time, and read the rows there: each has its cells (hash link, addresses).
  for (let i = 1; i <= 12; i++) await scroller.evaluate((el, top) => el.scrollTo({ top }), i * 5 * 36);
  const row = scroller.locator('[role="row"][aria-rowindex="64"]');
  await expect(row).toBeVisible();
  await expect(row.getByRole('gridcell')).not.toHaveCount(0);
  await expect(row.getByRole('link').first()).toHaveAttribute('href', /#\/(tx|transactions|blocks|address)\//);
  // Selection still moves between rows (the memoized rows re-render when it changes); clicked on the time, not a link.
  const before = await scroller.evaluate((el) => el.scrollTop);
  await row.click({ position: { x: 300, y: 18 } });
  await expect(row).toHaveAttribute('aria-selected', 'true');
  // The click focuses the grid for the keyboard without jumping back to its top.
  await expect(page.getByRole('grid', { name: 'Latest transactions' })).toBeFocused();
  expect(await scroller.evaluate((el) => el.scrollTop)).toBe(before);
  const next = scroller.locator('[role="row"][aria-rowindex="65"]');
  await next.click({ position: { x: 300, y: 18 } });
  await expect(next).toHaveAttribute('aria-selected', 'true');
  await expect(row).toHaveAttribute('aria-selected', 'false');
  await screenshot(page, 'transactions-scrolled');
});
