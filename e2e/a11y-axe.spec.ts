import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ROUTES } from '../renderer/app/urls';
import { goToHash, readRealIds, ROUTE_REACH, type RouteName } from './a11yRoutes';

/**
 * WCAG 2.1 A and AA on every route of the registry, light and dark, with real data from the local service (axe-core,
 * the engine GOV.UK and GitHub test with): any critical or serious violation fails, named by route, rule and node.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['critical', 'serious']);
// Label in name (WCAG 2.5.3), which axe keeps among its experimental rules: a truncated id's name holds what is seen.
const LABEL_IN_NAME = { 'label-content-name-mismatch': { enabled: true } };

test('every route of the registry has a way to reach it', () => {
  const missing = Object.keys(ROUTES).filter((name) => !(name in ROUTE_REACH));
  expect(missing, 'routes without a row in e2e/a11yRoutes.ts').toEqual([]);
});

/** Waits until the page has its h1 and nothing on it is still loading (a live list keeps polling: that is not waited for). */
async function settle(page: Page): Promise<void> {
  await expect(page.locator('main h1')).toBeVisible({ timeout: 20_000 });
  await page
    .waitForFunction(() => !document.querySelector('main [aria-busy="true"], main .skeleton, main [aria-label^="Loading"]'), null, {
      timeout: 5_000,
    })
    .catch(() => undefined);
}

for (const scheme of ['light', 'dark'] as const) {
  test(`axe: WCAG 2.1 AA on every route, ${scheme} theme`, async ({ app }) => {
    test.setTimeout(600_000);
    const { page } = app;
    await page.emulateMedia({ colorScheme: scheme });
    const ids = await readRealIds(app);
    const found: string[] = [];
    for (const [name, reach] of Object.entries(ROUTE_REACH) as [RouteName, (typeof ROUTE_REACH)[RouteName]][]) {
      const path = await reach(ids, page);
      await goToHash(page, path);
      await settle(page);
      const { violations } = await new AxeBuilder({ page }).options({ rules: LABEL_IN_NAME }).withTags(WCAG_TAGS).analyze();
      for (const v of violations.filter((x) => BLOCKING.has(x.impact ?? ''))) {
        for (const node of v.nodes)
          found.push(
            `${name} (${path}): ${v.impact} ${v.id}: ${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join('; ')}`,
          );
      }
    }
    expect(found, `critical or serious WCAG violations (${scheme})`).toEqual([]);
  });
}
