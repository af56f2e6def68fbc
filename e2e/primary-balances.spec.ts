import { formatPxAddress } from '../shared/codecs/bech32';
import { formatAmount } from '../shared/format/amount';
import { expect, test } from './fixtures';
import { recordApiCalls, screenshot, serviceAll, serviceGet } from './primary-support';

const AVAX = 'FvwEAhmxKfeiG8SnEvq42hc6whRyY3EFYAvebMqDNDGCgxN5Z';

interface Entry {
  assetId: string;
  symbol: string;
  denomination: number;
  amount: string;
  utxoCount: number;
  sharedWithChainId?: string;
}
interface Balances {
  balances: Record<string, Entry[]>;
}
interface Utxo {
  utxoId: string;
  addresses: string[];
  asset: { assetId: string; amount: string };
}
interface Tx {
  txHash: string;
  consumedUtxos: Utxo[];
  emittedUtxos: Utxo[];
}

test('bad addresses are refused in the form without a request', async ({ app }) => {
  const { page } = app;
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Balances' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Balances' })).toBeVisible();
  const calls = recordApiCalls(page);
  const field = page.getByRole('textbox', { name: /Addresses/ });

  await page.getByRole('button', { name: 'Show balances' }).click();
  await expect(page.getByRole('alert')).toHaveText('Addresses: Enter at least one address.');

  await field.fill('P-avax1notanaddress');
  await page.getByRole('button', { name: 'Show balances' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Addresses: "P-avax1notanaddress" is not a valid address: not a bech32 address (bad characters or checksum).',
  );
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  // A valid address of the test network is refused on mainnet, with the prefix it needs.
  await field.fill(formatPxAddress({ chain: 'P', hrp: 'fuji', bytes: new Uint8Array(20).fill(7) }));
  await page.getByRole('button', { name: 'Show balances' }).click();
  await expect(page.getByRole('alert')).toContainText('mainnet addresses start with avax1');
  await screenshot(page, 'balances-bad-address');
  expect(calls.filter((c) => c.endpointId === 'getPrimaryBalances' || c.endpointId === 'listChainIdsForAddresses')).toEqual([]);
});

test('X-Chain balances: each total equals the sum of the unspent UTXOs the service reports', async ({ app }) => {
  const { page } = app;
  // A created asset never leaves the X-Chain, so its balance is exactly its unspent X-Chain UTXOs.
  const address = await holder(app);
  const x = await serviceGet<Balances>(app, `/v1/networks/mainnet/blockchains/x-chain/balances?addresses=${address}`);
  const asset = x.balances.unlockedUnstaked.find((e) => e.assetId !== AVAX)!;
  const txs = await serviceAll<Tx>(app, `/v1/networks/mainnet/blockchains/x-chain/assets/${asset.assetId}/transactions`, 'transactions');
  const spent = new Set(txs.flatMap((t) => t.consumedUtxos.map((u) => u.utxoId)));
  const unspent = txs
    .flatMap((t) => t.emittedUtxos)
    .filter((u) => u.asset.assetId === asset.assetId && !spent.has(u.utxoId) && u.addresses.some((a) => a.endsWith(address)));
  const sum = unspent.reduce((s, u) => s + BigInt(u.asset.amount), 0n);
  expect(unspent.length).toBeGreaterThan(0);

  const calls = recordApiCalls(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Balances' }).click();
  await page.getByRole('textbox', { name: /Addresses/ }).fill(`X-${address}`);
  await page.getByRole('button', { name: 'X-Chain' }).click();
  await page.getByRole('button', { name: 'Show balances' }).click();

  const totals = page.getByRole('table', { name: 'Totals per asset' });
  const row = totals.getByRole('row').filter({ hasText: asset.symbol });
  await expect(row).toContainText(`${formatAmount(sum.toString(), asset.denomination, { group: true })} ${asset.symbol}`);
  await expect(row.getByRole('cell').last()).toHaveText(String(unspent.length));

  // AVAX: the total over every category (atomic memory included) of the service's answer.
  const fresh = await serviceGet<Balances>(app, `/v1/networks/mainnet/blockchains/x-chain/balances?addresses=X-${address}`);
  const avax = Object.values(fresh.balances)
    .flat()
    .filter((e) => e.assetId === AVAX);
  const avaxSum = avax.reduce((s, e) => s + BigInt(e.amount), 0n);
  await expect(totals.getByRole('row').filter({ hasText: 'AVAX' })).toContainText(
    `${formatAmount(avaxSum.toString(), 9, { group: true })} AVAX`,
  );
  const atomic = fresh.balances.atomicMemoryUnlocked.find((e) => e.sharedWithChainId);
  if (atomic)
    await expect(page.getByRole('table', { name: 'Atomic memory, unlocked' })).toContainText(
      atomic.sharedWithChainId === '11111111111111111111111111111111LpoYY' ? 'P-Chain' : 'C-Chain',
    );
  expect(calls.find((c) => c.endpointId === 'getPrimaryBalances')?.params).toMatchObject({
    blockchainId: 'x-chain',
    addresses: `X-${address}`,
  });

  // The chains the address has used, each linking to its page.
  const { addresses } = await serviceGet<{ addresses: Array<{ blockchainIds: string[] }> }>(
    app,
    `/v1/networks/mainnet/addresses:listChainIds?addresses=X-${address}`,
  );
  const chains = page.getByRole('table', { name: 'Chains interacted with' });
  await expect(chains.getByRole('listitem')).toHaveCount(addresses[0].blockchainIds.length);
  await screenshot(page, 'balances-x-chain');
  await chains.getByRole('link', { name: /^2oYMBNV4/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'X-Chain' })).toBeVisible();
});

test('balances as of an earlier time ask the service for that time', async ({ app }) => {
  const { page } = app;
  const address = await holder(app);
  const calls = recordApiCalls(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Balances' }).click();
  await page.getByRole('textbox', { name: /Addresses/ }).fill(`P-${address}`);
  const asOf = '2026-06-01T12:00';
  await page.getByLabel('As of (optional)').fill(asOf);
  await page.getByRole('button', { name: 'Show balances' }).click();
  await expect(page.getByRole('heading', { name: /Totals on .* as of/ })).toBeVisible();
  // The browser's zone decides the instant: read it from the page, not the test's zone.
  const pageEpoch = await page.evaluate((v) => Math.floor(new Date(v).getTime() / 1000), asOf);
  expect(calls.find((c) => c.endpointId === 'getPrimaryBalances')?.params).toMatchObject({
    blockchainId: 'p-chain',
    blockTimestamp: pageEpoch,
  });
  await screenshot(page, 'balances-as-of');
});

/** A wallet holding a created X-Chain asset: the owner of a created asset's first UTXO still unspent. */
async function holder(app: Parameters<typeof serviceGet>[0]): Promise<string> {
  const first = await serviceGet<{ transactions: Array<Tx & { txType: string; assetCreated?: { assetId: string } }> }>(
    app,
    `/v1/networks/mainnet/blockchains/x-chain/assets/${AVAX}/transactions?pageSize=100&txTypes=CreateAssetTx`,
  );
  const created = first.transactions[0].assetCreated!.assetId;
  const txs = await serviceGet<{ transactions: Tx[] }>(
    app,
    `/v1/networks/mainnet/blockchains/x-chain/assets/${created}/transactions?pageSize=100`,
  );
  return txs.transactions[0].emittedUtxos[0].addresses[0].replace(/^[PXC]-/, '');
}

test("an empty Balances page offers an example: an owner of the X-Chain's latest outputs, opened on the X-Chain", async ({ app }) => {
  const { page } = app;
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Balances' }).click();
  await page.getByRole('link', { name: /^X-Chain balances of / }).click();
  const example = await page.getByRole('textbox', { name: /Addresses/ }).inputValue();
  await expect(page.getByRole('button', { name: 'X-Chain' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('table', { name: 'Totals per asset' }).getByRole('row').filter({ hasText: 'AVAX' })).toBeVisible();
  // Asked for, the page shows the answer and no longer the example.
  await expect(page.getByRole('link', { name: /^X-Chain balances of / })).toHaveCount(0);

  // The example received an output in one of the X-Chain's latest transactions (the list moves on while blocks arrive).
  const { transactions } = await serviceGet<{ transactions: Tx[] }>(
    app,
    `/v1/networks/mainnet/blockchains/x-chain/assets/${AVAX}/transactions?pageSize=100`,
  );
  expect(transactions.flatMap((t) => t.emittedUtxos.flatMap((u) => u.addresses))).toContain(example);
});
