import { expect, test } from './fixtures';
import { goToHash, readRealIds, ROUTE_REACH, type RouteName } from './a11yRoutes';

/**
 * 200 % zoom (a 700 px wide window at twice the pixels, as a 1400 px screen zoomed) and forced colors (Windows high
 * contrast), on a page of each kind: nothing is cut off sideways (the page needs no horizontal scroll: WCAG 1.4.10),
 * the h1 and the main list are there, and a screenshot of each is kept for a person to look at.
 */

const PAGES: RouteName[] = ['home', 'transactions', 'tx', 'address', 'validators', 'validator', 'tps'];

test('200 % zoom and forced colors: no content lost sideways, screenshots kept', async ({ app }, testInfo) => {
  test.setTimeout(300_000);
  const { page } = app;
  const ids = await readRealIds(app);
  for (const mode of ['zoom-200', 'forced-colors'] as const) {
    if (mode === 'zoom-200') await page.setViewportSize({ width: 700, height: 450 });
    else {
      await page.setViewportSize({ width: 1400, height: 900 });
      await page.emulateMedia({ forcedColors: 'active' });
    }
    for (const name of PAGES) {
      await goToHash(page, await ROUTE_REACH[name](ids, page));
      await expect(page.locator('main h1')).toBeVisible({ timeout: 20_000 });
      await page.waitForTimeout(1500);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${name} at ${mode}: page wider than the window`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: testInfo.outputPath(`${mode}-${name}.png`) });
    }
  }
});
