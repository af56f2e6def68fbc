import type { Page } from '@playwright/test';
import { formatAmount } from '../shared/format/amount';
import { amountTimesPrice, decimalToString } from '../shared/format/decimal';
import { expect, test } from './fixtures';
import { avaxOwners, recordApiCalls, screenshot, serviceAvaxByChain, serviceGet } from './primary-support';

const AVAX = 'FvwEAhmxKfeiG8SnEvq42hc6whRyY3EFYAvebMqDNDGCgxN5Z';

interface Entry {
  assetId: string;
  amount: string;
  utxoCount: number;
}

const avaxText = (nAvax: bigint) => `${formatAmount(nAvax.toString(), 9, { group: true })} AVAX`;

/** A value as the page shows it: nAVAX times the price, to the cent, in the browser's own currency format. */
async function valueText(page: Page, nAvax: bigint, price: { currencyCode: string; value: string }): Promise<string> {
  const value = decimalToString(amountTimesPrice(nAvax.toString(), 9, price.value)!, 2);
  return page.evaluate(
    ([v, code]) =>
      new Intl.NumberFormat(undefined, { style: 'currency', currency: code.toUpperCase(), maximumFractionDigits: 6 }).format(
        v as `${number}`,
      ),
    [value, price.currencyCode],
  );
}

/** Today's AVAX price in a currency, from the C-Chain native balance answer the page reads it from. */
async function avaxPrice(app: Parameters<typeof serviceGet>[0], currency: string) {
  const { nativeTokenBalance } = await serviceGet<{ nativeTokenBalance: { price: { currencyCode: string; value: string } } }>(
    app,
    `/v1/chains/43114/addresses/0x0000000000000000000000000000000000000000/balances:getNative?currency=${currency}`,
  );
  return nativeTokenBalance.price;
}

test('a P- address from search shows its balances, the chains it used and its rewards together', async ({ app }) => {
  // Two currencies, two themes and several sections: more than the default minute on a loaded machine.
  test.slow();
  const { page } = app;
  const owners = await avaxOwners(app, AVAX);
  // An owner that has staked: it has P-Chain funds and rewards.
  const { historicalRewards } = await serviceGet<{ historicalRewards: Array<{ addresses: string[] }> }>(
    app,
    `/v1/networks/mainnet/rewards?addresses=${owners.slice(0, 64).join(',')}&pageSize=1`,
  );
  const address = historicalRewards[0].addresses[0];
  const bare = address.replace(/^P-/, '');
  const { balances } = await serviceGet<{ balances: Record<string, Entry[]> }>(
    app,
    `/v1/networks/mainnet/blockchains/p-chain/balances?addresses=${bare}`,
  );
  const avax = Object.values(balances)
    .flat()
    .filter((e) => e.assetId === AVAX);
  const total = avax.reduce((s, e) => s + BigInt(e.amount), 0n);
  const utxos = avax.reduce((s, e) => s + e.utxoCount, 0);

  const calls = recordApiCalls(page);
  await page.getByRole('searchbox', { name: 'Search' }).fill(address);
  await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Address' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`#/primary/address/${address}`));

  // The portfolio: AVAX on each chain (the C-Chain's atomic memory asked as C-…) and over all three, valued in the chosen currency.
  const byChain = await serviceAvaxByChain(app, bare, AVAX);
  const overall = byChain.p + byChain.x + byChain.c;
  expect(byChain.p).toBeGreaterThan(0n);
  for (const chain of ['p', 'x', 'c'] as const) {
    const card = page.getByRole('region', { name: `${chain.toUpperCase()}-Chain balances` });
    const amount = byChain[chain];
    if (amount === 0n) await expect(card).toContainText('Holds nothing');
    else await expect(card.getByRole('row', { name: /^Total/ })).toHaveText(`Total${avaxText(amount)}`);
  }
  await expect(page.getByRole('region', { name: 'P-Chain balances' }).getByRole('row', { name: /^Locked, staked/ })).toBeVisible();
  const all = page.getByRole('region', { name: 'All chains' });
  await expect(all).toContainText(`Total${avaxText(overall)}`);
  await expect(all).toContainText(`Value${await valueText(page, overall, await avaxPrice(app, 'usd'))}`);
  await expect(all.getByRole('status')).toHaveCount(0);
  // One balances request per chain, in that chain's form: the detailed P-Chain view below shares the portfolio's.
  const asked = calls.filter((c) => c.endpointId === 'getPrimaryBalances').map((c) => `${c.params.blockchainId} ${c.params.addresses}`);
  expect(asked.sort()).toEqual([`c-chain C-${bare}`, `p-chain P-${bare}`, `x-chain X-${bare}`]);
  await screenshot(page, 'primary-address-portfolio-light');

  // Another currency in the header values the same AVAX at that currency's price; the dark theme is looked at too.
  await page.getByRole('banner').getByLabel('Currency').selectOption('eur');
  await expect(all).toContainText(`Value${await valueText(page, overall, await avaxPrice(app, 'eur'))}`);
  await page.emulateMedia({ colorScheme: 'dark' });
  await screenshot(page, 'primary-address-portfolio-dark');
  await page.emulateMedia({ colorScheme: 'light' });

  await expect(page.getByRole('button', { name: 'P-Chain', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const row = page.getByRole('table', { name: 'Totals per asset' }).getByRole('row').filter({ hasText: 'AVAX' });
  await expect(row).toContainText(`${formatAmount(total.toString(), 9, { group: true })} AVAX`);
  await expect(row.getByRole('cell').last()).toHaveText(String(utxos));
  await expect(page.getByRole('table', { name: 'Chains interacted with' }).getByRole('link', { name: /^11111111/ })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Historical rewards' }).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Pending rewards' })).toBeVisible();
  await screenshot(page, 'primary-address');

  // The same address on the X-Chain.
  await page.getByRole('button', { name: 'X-Chain', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Totals on X-Chain' })).toBeVisible();
  const touched = page.getByRole('region', { name: 'Chains this address interacted with' });
  await touched.scrollIntoViewIfNeeded();
  await screenshot(page, 'primary-address-chains');

  // Each chain touched links to its page: the P-Chain's id is the Primary Network's.
  await touched.getByRole('link', { name: /^11111111/ }).click();
  await expect(page).toHaveURL(/#\/blockchains\/11111111111111111111111111111111LpoYY/);
  await expect(page.getByRole('heading', { level: 1, name: 'P-Chain' })).toBeVisible();
});

test('an address with a broken checksum says so on its page', async ({ app }) => {
  const { page } = app;
  await page.evaluate(() => {
    window.location.hash = '/primary/address/P-avax1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq';
  });
  await expect(page.getByRole('alert')).toContainText('is not a valid address');
  // Two valid addresses in the link: the page names the problem instead of asking about either.
  await page.evaluate(() => {
    window.location.hash = '/primary/address/P-avax18jma8ppw3nhx5r4ap8clazz0dps7rv5ukulre5,X-avax1qurswpc8qurswpc8qurswpc8qurswpc8x32neu';
  });
  await expect(page.getByRole('alert')).toHaveText('Address: this page shows one address; the Balances page takes several.');
});
