import { formatAmount } from '../shared/format/amount';
import { expect, test } from './fixtures';
import { goTo, screenshot, serviceGet } from './primary-support';

/** An L1 validator's balance top-up: its transaction, and the balance the L1's validators table shows. */

interface L1Detail {
  validationId: string;
  nodeId: string;
  subnetId: string;
  balanceChange?: number;
  remainingBalance: number;
}
// A journey over several pages; on a loaded machine it needs more than the default minute.
test.beforeEach(() => test.slow());

const avax = (nAvax: number) => `${formatAmount(String(nAvax), 9, { group: true })} AVAX`;

test('an IncreaseL1ValidatorBalanceTx → its deposit and the validator → the L1 validators table shows the balance', async ({ app }) => {
  const { page } = app;
  const { transactions } = await serviceGet<{ transactions: { txHash: string; l1ValidatorDetails: L1Detail[] }[] }>(
    app,
    '/v1/networks/mainnet/blockchains/p-chain/transactions?txTypes=IncreaseL1ValidatorBalanceTx&pageSize=1',
  );
  const topUp = transactions[0];
  const detail = topUp.l1ValidatorDetails[0];

  // The P-Chain's latest transactions, filtered to top-ups.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'P-Chain' }).click();
  await page.getByRole('combobox', { name: 'Type' }).selectOption('IncreaseL1ValidatorBalanceTx');
  const grid = page.getByRole('grid', { name: 'Latest P-Chain transactions' });
  await grid.getByRole('link', { name: topUp.txHash }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'IncreaseL1ValidatorBalanceTx' })).toBeVisible();
  await expect(page.getByLabel('Transaction', { exact: true })).toContainText(`Into L1 validator balance${avax(detail.balanceChange!)}`);
  const validators = page.getByRole('table', { name: 'L1 validators' });
  const row = validators.getByRole('row').filter({ has: page.getByTitle(detail.nodeId, { exact: true }) });
  await expect(row.getByRole('cell').nth(3)).toHaveText(avax(detail.balanceChange!));
  await expect(row.getByRole('cell').nth(4)).toHaveText(avax(detail.remainingBalance));
  await screenshot(page, 'primary-l1-topup');

  // The L1's validators table shows the balance as of now: the deposits so far less the fee since registration.
  const now = await serviceGet<{ validators: L1Detail[] }>(
    app,
    `/v1/networks/mainnet/l1Validators?l1ValidationId=${detail.validationId}&includeInactiveL1Validators=true`,
  );
  await goTo(page, `/subnets/${detail.subnetId}`);
  const table = page.getByRole('grid', { name: 'L1 validators' });
  const current = table.getByRole('row').filter({ has: page.getByTitle(detail.nodeId, { exact: true }) });
  // The balance falls by the second: the table may have read it a moment after the service was asked.
  // The exact nAVAX an amount cell shows is in its title.
  const title = await current
    .getByText(/ AVAX$/)
    .first()
    .getAttribute('title');
  const shown = Number(/^(\d+) /.exec(title ?? '')?.[1]);
  expect(shown).toBeGreaterThan(0);
  expect(Math.abs(shown - now.validators[0].remainingBalance)).toBeLessThan(512 * 120);
  await screenshot(page, 'primary-l1-validators-balance');
});
