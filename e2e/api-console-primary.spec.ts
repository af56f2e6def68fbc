import AxeBuilder from '@axe-core/playwright';
import { createHmac } from 'node:crypto';
import { WEBHOOK_SIGNATURE_HEADER } from '../shared/api/webhooks';
import { ManualClock } from '../service/sim/clock';
import { explorerIndex, ownersOf } from '../service/sim/primary/explorerIndex';
import { expectedPrimaryNetworks, TEST_SEED, TEST_START_MS } from '../test/support/rigs/primaryTestService';
import { startWebhookReceiver } from '../test/support/webhookReceiver';
import { expect, test } from './fixtures';

/**
 * A Primary Network webhook made with the API page's form: the P-Chain's transactions come minutes apart, so the
 * service runs on a hand-moved clock and the test moves it past the watched address's next transaction.
 */
const clock = new ManualClock(TEST_START_MS);
// Each test's service starts at the same time, whatever an earlier test (or try) did to the clock.
test.use({
  // oxlint-disable-next-line eslint/no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; it has none
  serviceOptions: async ({}, use) => {
    clock.set(TEST_START_MS);
    await use({ seed: TEST_SEED, clock, blockIntervalMs: 0 });
  },
});
test.beforeEach(() => test.slow());

const SHOTS = 'test-results/screenshots-wave4-webhooks';
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

test('a Primary Network webhook made on the API page delivers a P-Chain address’s next transaction, signed; then it is deleted', async ({
  app,
}) => {
  const { page } = app;
  const sim = expectedPrimaryNetworks().sim('mainnet');
  const nowSec = Math.floor(clock.nowMs() / 1000);
  // The next P-Chain transaction with an owner, a minute or more ahead: the test creates the webhook before it is due.
  const next = explorerIndex(sim).txs.P.find((tx) => tx.timestamp > nowSec + 60 && ownersOf(tx).size > 0)!;
  const address = sim.wallets.address([...ownersOf(next)][0], 'P');

  const receiver = await startWebhookReceiver('/primary');
  const { deliveries, url } = receiver;
  try {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API', exact: true }).click();
    const section = page.getByRole('region', { name: 'Webhooks' });
    const form = section.getByRole('form', { name: 'Create a webhook' });
    await form.getByLabel('Event').selectOption({ label: 'Primary Network address activity' });
    await form.getByLabel('Chain').selectOption({ label: 'P-Chain' });
    await form.getByLabel('URL').fill(url);
    await form.getByLabel('Name').fill('p-chain watch');
    await form.getByLabel('Addresses').fill(address);

    // A threshold sub-event without its amount is refused under the threshold's field, tied to it.
    const subEvents = form.getByRole('group', { name: 'Sub-events' });
    await expect(subEvents.getByRole('checkbox', { name: 'Balance change' })).toBeChecked();
    await subEvents.getByRole('checkbox', { name: 'Balance below a threshold' }).check();
    await form.getByLabel('Balance type').selectOption({ label: 'Unlocked, not staked' });
    await form.getByRole('button', { name: 'Create webhook' }).click();
    const threshold = form.getByLabel('Balance threshold (AVAX)');
    await expect(threshold).toHaveAttribute('aria-invalid', 'true');
    await expect(threshold).toHaveAccessibleDescription(
      /body\.metadata\.balanceThresholdFilter\.balanceThreshold must be an amount of AVAX/,
    );
    await threshold.fill('0.5');
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await form.screenshot({ path: `${SHOTS}/webhook-form-primary-${scheme}.png` });
    }
    await form.getByRole('button', { name: 'Create webhook' }).click();
    const row = section.getByRole('table', { name: 'Webhooks' }).getByRole('row', { name: /p-chain watch/ });
    await expect(row).toContainText('active');
    await expect(row).toContainText('balance_change, balance_threshold');

    // Let the service's delivery mark where news begins, then bring the transaction due.
    await page.waitForTimeout(1500);
    clock.set((next.timestamp + 1) * 1000);
    const mine = () => deliveries.filter((d) => JSON.parse(d.body).event.transaction?.txHash === next.txHash);
    await expect.poll(() => mine().length, { timeout: 30_000 }).toBeGreaterThan(0);
    const { secret } = await (await fetch(`${app.service.dataUrl}/v1/webhooks:getSharedSecret`)).json();
    const got = mine()[0];
    expect(got.headers[WEBHOOK_SIGNATURE_HEADER]).toBe(createHmac('sha256', secret).update(got.body).digest('hex'));
    expect(JSON.parse(got.body)).toMatchObject({
      eventType: 'primary_network_address_activity',
      event: { eventType: 'balance_change', network: 'mainnet', addresses: [address], transaction: { txHash: next.txHash } },
    });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await section.screenshot({ path: `${SHOTS}/webhooks-primary-${scheme}.png` });
    }

    await section.getByRole('button', { name: 'Delete p-chain watch' }).click();
    await expect(section.getByRole('table', { name: 'Webhooks' })).toContainText('No webhooks yet');
  } finally {
    receiver.close();
  }
});

test('the form makes a validator activity webhook for an L1 validator with its L1 sub-events and threshold', async ({ app }) => {
  const { page } = app;
  const sim = expectedPrimaryNetworks().sim('mainnet');
  const l1 = sim.subnets.find((s) => s.l1)!;
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API', exact: true }).click();
  const section = page.getByRole('region', { name: 'Webhooks' });
  const form = section.getByRole('form', { name: 'Create a webhook' });
  await form.getByLabel('Event').selectOption({ label: 'Validator activity' });
  await form.getByLabel('Watch').selectOption({ label: 'A subnet' });
  await form.getByLabel('URL').fill('http://127.0.0.1:9/l1');
  await form.getByLabel('Name').fill('l1 balances');
  // A node id where the subnet id goes is refused, naming the field.
  await form.getByLabel('Subnet id').fill(l1.l1!.validators[0].nodeId);
  const subEvents = form.getByRole('group', { name: 'Sub-events' });
  for (const name of ['Validator stake', 'Delegator stake']) await subEvents.getByRole('checkbox', { name }).uncheck();
  for (const name of ['L1 validator disabled', 'L1 validator balance below a threshold'])
    await subEvents.getByRole('checkbox', { name }).check();
  await form.getByLabel('L1 balance threshold (AVAX)').fill('0.25');
  await form.getByRole('button', { name: 'Create webhook' }).click();
  await expect(form.getByLabel('Subnet id')).toHaveAccessibleDescription('body.metadata.keys.0 must be a subnet id, not a node id');
  // The form with its validator fields and an error shown: no serious WCAG 2.1 AA violation, light or dark.
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    const { violations } = await new AxeBuilder({ page }).include('form[aria-label="Create a webhook"]').withTags(WCAG_TAGS).analyze();
    expect(violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => `${scheme} ${v.id}`)).toEqual([]);
  }

  await form.getByLabel('Subnet id').fill(l1.subnetId);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await form.screenshot({ path: `${SHOTS}/webhook-form-validator-${scheme}.png` });
  }
  await form.getByRole('button', { name: 'Create webhook' }).click();
  const row = section.getByRole('table', { name: 'Webhooks' }).getByRole('row', { name: /l1 balances/ });
  await expect(row).toContainText('l1_validator_disabled, l1_validator_balance_threshold');
  const { webhooks } = await (await fetch(`${app.service.dataUrl}/v1/webhooks`)).json();
  expect(webhooks[0]).toMatchObject({
    eventType: 'validator_activity',
    metadata: { keyType: 'subnetId', keys: [l1.subnetId], l1ValidatorFeeBalanceThreshold: '250000000' },
  });
});
