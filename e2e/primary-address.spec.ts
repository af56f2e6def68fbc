import { formatAmount } from '../shared/format/amount';
import { expect, test } from './fixtures';
import { screenshot, serviceGet } from './primary-support';

const AVAX = 'FvwEAhmxKfeiG8SnEvq42hc6whRyY3EFYAvebMqDNDGCgxN5Z';

interface Entry { assetId: string; amount: string; utxoCount: number }

test('a P- address from search shows its balances, the chains it used and its rewards together', async ({ app }) => {
  const { page } = app;
  const { transactions } = await serviceGet<{ transactions: Array<{ emittedUtxos: Array<{ addresses: string[] }> }> }>(
    app, `/v1/networks/mainnet/blockchains/x-chain/assets/${AVAX}/transactions?pageSize=100`);
  const owners = [...new Set(transactions.flatMap((t) => t.emittedUtxos.flatMap((u) => u.addresses)))].map((a) => a.replace(/^X-/, ''));
  // An owner that has staked: it has P-Chain funds and rewards.
  const { historicalRewards } = await serviceGet<{ historicalRewards: Array<{ addresses: string[] }> }>(
    app, `/v1/networks/mainnet/rewards?addresses=${owners.slice(0, 64).join(',')}&pageSize=1`);
  const address = historicalRewards[0].addresses[0];
  const bare = address.replace(/^P-/, '');
  const { balances } = await serviceGet<{ balances: Record<string, Entry[]> }>(app, `/v1/networks/mainnet/blockchains/p-chain/balances?addresses=${bare}`);
  const avax = Object.values(balances).flat().filter((e) => e.assetId === AVAX);
  const total = avax.reduce((s, e) => s + BigInt(e.amount), 0n);
  const utxos = avax.reduce((s, e) => s + e.utxoCount, 0);

  await page.getByRole('searchbox', { name: 'Search' }).fill(address);
  await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Address' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`#/primary/address/${address}`));

  await expect(page.getByRole('button', { name: 'P-Chain' })).toHaveAttribute('aria-pressed', 'true');
  const row = page.getByRole('table', { name: 'Totals per asset' }).getByRole('row').filter({ hasText: 'AVAX' });
  await expect(row).toContainText(`${formatAmount(total.toString(), 9, { group: true })} AVAX`);
  await expect(row.getByRole('cell').last()).toHaveText(String(utxos));
  await expect(page.getByRole('table', { name: 'Chains interacted with' }).getByRole('link', { name: /^11111111/ })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Historical rewards' }).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Pending rewards' })).toBeVisible();
  await screenshot(page, 'primary-address');

  // The same address on the X-Chain.
  await page.getByRole('button', { name: 'X-Chain' }).click();
  await expect(page.getByRole('heading', { name: 'Totals on X-Chain' })).toBeVisible();
});

test('an address with a broken checksum says so on its page', async ({ app }) => {
  const { page } = app;
  await page.evaluate(() => {
    window.location.hash = '/primary/address/P-avax1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq';
  });
  await expect(page.getByRole('alert')).toContainText('is not a valid address');
});
