import { formatAmount } from '../shared/format/amount';
import { expect, test } from './fixtures';
import { goTo, recordApiCalls, screenshot, serviceGet } from './primary-support';
import { countOf } from '../shared/format/sentence';

interface Chain {
  blockchainId: string;
  blockchainName: string;
  subnetId: string;
  evmChainId?: number;
  genesisData?: {
    alloc?: Record<string, { balance: string; code?: string }>;
    config?: {
      chainId?: number;
      feeConfig?: Record<string, number>;
      txAllowListConfig?: { adminAddresses: string[]; enabledAddresses: string[] };
    };
  };
}

test('the blockchains list shows every chain of the network and opens one with its genesis', async ({ app }) => {
  const { page } = app;
  const calls = recordApiCalls(page);
  const { blockchains } = await serviceGet<{ blockchains: Chain[] }>(app, '/v1/networks/mainnet/blockchains?pageSize=10000');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blockchains', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blockchains' })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Blockchains' });
  await expect(grid.getByRole('row')).toHaveCount(blockchains.length + 2); // header + rows + end-of-list row
  await expect(grid.getByText(`End of list · ${countOf(blockchains.length, 'rows')}`)).toBeVisible();
  // One request with the largest page size (10,000), newest first, as the Created header says.
  const list = calls.filter((c) => c.endpointId === 'listBlockchains' && c.params.sortOrder);
  expect(list[0].params).toMatchObject({ pageSize: 10000, sortOrder: 'desc' });
  const created = grid.getByRole('columnheader', { name: 'Created', exact: true });
  await expect(created).toHaveAttribute('aria-sort', 'descending');
  await expect(grid.getByRole('row').nth(1)).toContainText(blockchains.at(-1)!.blockchainName);
  await screenshot(page, 'blockchains');

  // The Created header asks the API for the other order: the P-Chain, created at genesis, leads.
  await created.getByRole('button').click();
  await expect.poll(() => calls.some((c) => c.endpointId === 'listBlockchains' && c.params.sortOrder === 'asc')).toBe(true);
  await expect(created).toHaveAttribute('aria-sort', 'ascending');
  await expect(grid.getByRole('row').nth(1)).toContainText('P-Chain');
  await expect(page).toHaveURL(/sort=asc/);
  // The order is in the link: a reload opens the list in it.
  await page.reload();
  await expect(created).toHaveAttribute('aria-sort', 'ascending');
  await expect(grid.getByRole('row').nth(1)).toContainText('P-Chain');

  const l1 = blockchains.find((b) => b.evmChainId && b.evmChainId !== 43114 && b.genesisData?.alloc)!;
  await grid.getByRole('link', { name: l1.blockchainName, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: l1.blockchainName })).toBeVisible();
  await expect(page.getByText(l1.blockchainId, { exact: true }).first()).toBeVisible();

  // Genesis summary: chain id and each fee parameter as the service has them.
  const config = l1.genesisData!.config!;
  await expect(page.getByLabel('Genesis summary').getByText(String(config.chainId), { exact: true })).toBeVisible();
  const fees = page.getByRole('table', { name: 'Fee config' });
  for (const [name, value] of Object.entries(config.feeConfig ?? {})) {
    await expect(fees.getByRole('row', { name: new RegExp(`^${name} `) })).toContainText(value.toLocaleString('en-US'));
  }
  await expect(page.getByRole('table', { name: 'Upgrades' })).toBeVisible();
  const allowLists = page.getByRole('table', { name: 'Allow-list configs' });
  expect(config.txAllowListConfig?.adminAddresses.length).toBeGreaterThan(0);
  const txAllowList = allowLists.getByRole('row', { name: /^txAllowListConfig/ });
  for (const a of config.txAllowListConfig?.adminAddresses ?? [])
    await expect(
      txAllowList.getByRole('list', { name: 'txAllowListConfig admin address' }).getByTitle(new RegExp(`^${a}$`, 'i')),
    ).toBeVisible();
  for (const a of config.txAllowListConfig?.enabledAddresses ?? [])
    await expect(
      txAllowList.getByRole('list', { name: 'txAllowListConfig enabled address' }).getByTitle(new RegExp(`^${a}$`, 'i')),
    ).toBeVisible();

  // Alloc: each hex balance converted to the native token with BigInt.
  const token = (
    await serviceGet<{ chains: Array<{ chainId: string; networkToken: { symbol: string; decimals: number } }> }>(
      app,
      '/v1/chains?network=mainnet',
    )
  ).chains.find((c) => c.chainId === String(l1.evmChainId))!.networkToken;
  const alloc = page.getByRole('grid', { name: 'Genesis alloc' });
  const [address, entry] = Object.entries(l1.genesisData!.alloc!)[0];
  const expected = formatAmount(BigInt(entry.balance).toString(), token.decimals, { group: true });
  await expect(
    alloc
      .getByRole('row')
      .filter({ hasText: address.slice(0, 8) })
      .first(),
  ).toContainText(`${expected} ${token.symbol}`);
  await screenshot(page, 'blockchain-genesis');

  // Raw JSON: searchable, the matching branch opens.
  const search = page.getByRole('searchbox', { name: /search genesis/i });
  await search.fill('minBaseFee');
  await expect(page.getByRole('status').filter({ hasText: /^1 match$/ })).toBeVisible();
  const tree = page.getByRole('tree', { name: 'genesis' });
  await expect(tree.getByText(String(config.feeConfig!.minBaseFee), { exact: true })).toBeVisible();
  await screenshot(page, 'genesis-json-search');
});

test('a blockchain that does not exist says so with the API message', async ({ app }) => {
  const { page } = app;
  await goTo(page, '/blockchains/2oYMBNV4eNHyqk2fjjV5nVQLDbtmNJzq5s3qs3Lo6ftnC6FByN');
  await expect(page.getByRole('alert')).toBeVisible();
  await screenshot(page, 'blockchain-error');
});
