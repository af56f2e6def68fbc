import type { Locator, Page } from '@playwright/test';
import { describePrimaryNetwork, primaryNetworksFor } from '../test/support/rigs/primaryNetworkFacts';
import { NETWORK_IDS } from '../shared/network/primaryNetworkIds';
import { expect, test } from './fixtures';
import { goTo, screenshot, serviceAvaxByChain, serviceGet } from './primary-support';

// Checked every 2 s instead of every minute, so the journey sees the checks while it runs.
process.env.RIDGELINE_WATCH_INTERVAL_MS = '2000';
// A journey over several pages; on a loaded machine it needs more than the default minute.
test.beforeEach(() => test.slow());

async function watchFromPage(page: Page, path: string, heading: string): Promise<void> {
  await goTo(page, path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await page.getByRole('button', { name: 'Watch', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Watching' })).toHaveAttribute('aria-pressed', 'true');
}

const rowOf = (grid: Locator, page: Page, id: string) => grid.getByRole('row').filter({ has: page.getByTitle(id, { exact: true }) });

test('watch a P-Chain address, a validator and an L1 from their pages and see each on the watchlist with its state; N days set, refused and alerting', async ({
  app,
}) => {
  const { page } = app;
  const known = describePrimaryNetwork(primaryNetworksFor(1), 'mainnet');
  const address = known.addresses.validatorOwner;
  const nodeId = known.currentNodeIds[0];
  const subnetId = known.l1s[0].subnetId;

  await watchFromPage(page, `/primary/address/${address}`, 'Address');
  await screenshot(page, 'px-address-watching');
  await watchFromPage(page, `/validators/${nodeId}`, 'Validator');
  await watchFromPage(page, `/subnets/${subnetId}`, 'L1');

  await page.getByRole('link', { name: /^Watchlist, / }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Watchlist' })).toBeVisible();

  // The address: its P-Chain AVAX as the service has it (exact nAVAX in the amount's title).
  const address_ = rowOf(page.getByRole('grid', { name: 'Watched addresses' }), page, address);
  await expect(address_).toContainText('P-Chain');
  await expect(address_).toContainText(/\d AVAX/, { timeout: 30_000 });
  await expect
    .poll(async () => {
      const shown = await address_
        .getByText(/ AVAX$/)
        .first()
        .getAttribute('title');
      const { p } = await serviceAvaxByChain(app, address.slice(2), NETWORK_IDS.mainnet.avaxAssetId);
      return shown === `${p} (9 decimals)`;
    })
    .toBe(true);
  await expect(address_).toContainText('no change');

  // The validator: its time left, uptime and pending reward from its active validation.
  const { validators } = await serviceGet<{
    validators: { uptimePerformance: number; potentialRewards: { validationRewardAmount: string } }[];
  }>(app, `/v1/networks/mainnet/validators/${nodeId}?validationStatus=active`);
  const validator = rowOf(page.getByRole('grid', { name: 'Watched validators' }), page, nodeId);
  await expect(validator).toContainText('active', { timeout: 30_000 });
  await expect(validator).toContainText(/\d+ (d \d+ h|h \d+ min)/);
  await expect(validator).toContainText(`${validators[0].uptimePerformance.toFixed(2)} %`);
  await expect(validator.getByTitle(`${validators[0].potentialRewards.validationRewardAmount} (9 decimals)`)).toBeVisible();

  // The L1: as many validators as the service lists, each with its remaining balance, linked to its node.
  const l1Validators = await serviceGet<{ validators: { nodeId: string }[] }>(
    app,
    `/v1/networks/mainnet/l1Validators?subnetId=${subnetId}&pageSize=100`,
  );
  const l1 = rowOf(page.getByRole('grid', { name: 'Watched L1s' }), page, subnetId);
  await expect(l1.getByRole('gridcell').nth(1)).toHaveText(String(l1Validators.validators.length), { timeout: 30_000 });
  const ofL1 = page.getByRole('grid', { name: 'Validators of watched L1s' });
  await expect(ofL1.getByTitle(l1Validators.validators[0].nodeId, { exact: true }).first()).toBeVisible();
  await expect(ofL1).toContainText(/\d AVAX/);
  await screenshot(page, 'watchlist-kinds-light');

  // N days: a bad value is refused at its field and nothing saved changes; a good one raises the L1's low-balance alerts.
  const l1Days = page.getByRole('form', { name: /L1 validator's balance runs out within/ });
  await l1Days.getByRole('textbox').fill('0');
  await l1Days.getByRole('button', { name: 'Save' }).click();
  await expect(l1Days.getByRole('alert')).toHaveText(/days: must be at least 1 day/);
  await expect(l1Days.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  // Text that is no number goes as typed: the main process names the field and what it must be.
  await l1Days.getByRole('textbox').fill('two weeks');
  await l1Days.getByRole('button', { name: 'Save' }).click();
  await expect(l1Days.getByRole('alert')).toHaveText(/days: must be a whole number of days/);
  await l1Days.getByRole('textbox').fill('365');
  await l1Days.getByRole('button', { name: 'Save' }).click();
  await expect(l1Days.getByText('Saved')).toBeVisible();
  const alerts = page.getByRole('list', { name: 'Alerts' });
  await expect(alerts.getByText(/runs out of balance in/).first()).toBeVisible({ timeout: 30_000 });
  await expect(alerts.locator(`a[href="#/subnets/${subnetId}"]`).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /^Watchlist, \d+ unread alerts?$/ })).toBeVisible();
  await page.getByRole('heading', { name: /^Alerts/ }).scrollIntoViewIfNeeded();
  await screenshot(page, 'watchlist-alerts-light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'watchlist-kinds-dark');
  await page.getByRole('heading', { name: /^Alerts/ }).scrollIntoViewIfNeeded();
  await screenshot(page, 'watchlist-alerts-dark');
});
