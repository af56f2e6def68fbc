import type { Page } from '@playwright/test';
import { serviceGet, screenshot } from './primary-support';
import { expect, test, type App } from './fixtures';
import { countOf } from '../shared/format/sentence';

/** What the local service itself says, to check the UI against it. */

async function go(page: Page, hash: string): Promise<void> {
  await page.evaluate((h) => (window.location.hash = h), hash);
}

type Tx = { txHash: string; blockNumber: string; txStatus: string; to?: { address?: string }; method?: { callType?: string } };

test('home, latest blocks (live, with the new-blocks pill) and a block page with its links', async ({ app }) => {
  const { page } = app;
  await expect(page.getByRole('heading', { level: 1, name: 'C-Chain overview' })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Latest blocks' })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Latest transactions' })).toBeVisible();
  await screenshot(page, 'home');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blocks', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Latest blocks' })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Latest blocks' });
  const firstBlock = (await grid.getByRole('row').nth(1).getByRole('gridcell').first().innerText()).trim();
  // Blocks arrive every 500 ms in e2e: they wait behind a pill, and the rows being read stay put.
  const pill = page.getByRole('button', { name: /^\d+\+? new blocks?$/ });
  await expect(pill).toBeVisible({ timeout: 15_000 });
  await expect(grid.getByRole('row').nth(1).getByRole('gridcell').first()).toHaveText(firstBlock);
  await screenshot(page, 'latest blocks with new-blocks pill');
  await pill.click();
  await expect(grid.getByRole('row').nth(1).getByRole('gridcell').first()).not.toHaveText(firstBlock);

  // Keyboard: focus the grid, move down with the arrow key, open with Enter.
  await grid.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const chosen = (await grid.locator('[aria-selected="true"] [role="gridcell"]').first().innerText()).trim();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: `Block ${chosen}` })).toBeVisible();

  const block = await serviceGet<{ blockHash: string; parentHash: string; gasUsed: string; gasLimit: string }>(
    app,
    `/v1/chains/43114/blocks/${chosen}`,
  );
  await expect(page.getByText(block.blockHash)).toBeVisible();
  await expect(page.getByText(block.parentHash)).toBeVisible();
  await expect(
    page.getByText(`${BigInt(block.gasUsed).toLocaleString('en-US')} / ${BigInt(block.gasLimit).toLocaleString('en-US')}`),
  ).toBeVisible();
  await screenshot(page, 'block page');
  await page.getByRole('link', { name: '← Previous block' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Block ${BigInt(chosen) - 1n}` })).toBeVisible();
  await page.getByRole('link', { name: 'Next block →' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Block ${chosen}` })).toBeVisible();
  // Back/forward and reload keep the place.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: `Block ${BigInt(chosen) - 1n}` })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `Block ${BigInt(chosen) - 1n}` })).toBeVisible();
});

test('omnibox: a block number, an unknown hash said plainly, invalid input inline without a request', async ({ app }) => {
  const { page } = app;
  const search = page.getByRole('searchbox', { name: 'Search' });
  await page.keyboard.press('/');
  await expect(search).toBeFocused();
  await search.fill('12');
  await search.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Block 12' })).toBeVisible();

  await page.keyboard.press('Control+k');
  await expect(search).toBeFocused();
  await search.fill(`0x${'ab'.repeat(32)}`);
  await search.press('Enter');
  await expect(page.getByText(/No transaction or block on C-Chain has this hash/)).toBeVisible();

  let requests = 0;
  page.on('request', (r) => r.url().includes('/bridge/api%3Arequest') && requests++);
  await search.fill('0x1234');
  await search.press('Enter');
  await expect(page.getByRole('alert')).toHaveText(/address \(40 hex digits\) or a hash \(64 hex digits\); this one has 4/);
  await screenshot(page, 'omnibox invalid input');
  expect(requests).toBe(0);
});

test('latest transactions with the status filter', async ({ app }) => {
  const { page } = app;
  await go(page, '/transactions');
  await expect(page.getByRole('heading', { level: 1, name: 'Latest transactions' })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Latest transactions' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('group', { name: 'Status filter' }).getByRole('button', { name: 'Failed' }).click();
  await expect(page).toHaveURL(/status=failed/);
  const failed = await serviceGet<{ transactions: Tx[] }>(app, '/v1/chains/43114/transactions?status=failed&pageSize=5');
  await expect(grid.getByRole('link', { name: failed.transactions[0].blockNumber, exact: true }).first()).toBeVisible();
  const statuses = await grid.locator('.pill').allInnerTexts();
  expect(statuses.length).toBeGreaterThan(0);
  expect(new Set(statuses)).toEqual(new Set(['Failed']));
  await screenshot(page, 'failed transactions');
  await page.getByRole('group', { name: 'Status filter' }).getByRole('button', { name: 'Success' }).click();
  await expect(grid.locator('.pill').first()).toHaveText('Success');
});

async function nftOwner(app: App): Promise<{ collection: string; tokenId: string; owner: string }> {
  const txs = await serviceGet<{ transactions: Tx[] }>(app, '/v1/chains/43114/transactions?pageSize=100');
  for (const t of txs.transactions) {
    const address = t.to?.address;
    if (!address || t.method?.callType !== 'CONTRACT_CALL') continue;
    const res = await fetch(`${app.service.dataUrl}/v1/chains/43114/nfts/collections/${address}/tokens?pageSize=5`);
    if (!res.ok) continue;
    const { tokens } = (await res.json()) as { tokens: { tokenId: string; ownerAddress?: string }[] };
    const owned = tokens.find((t) => t.ownerAddress);
    if (owned?.ownerAddress) return { collection: address, tokenId: owned.tokenId, owner: owned.ownerAddress };
  }
  throw new Error('no NFT collection among the latest transactions');
}

test('address page: native balance (and as of a block), collectibles grid/table with the contract filter, ERC-721 transfers in a block range', async ({
  app,
}) => {
  const { page } = app;
  const { owner, collection } = await nftOwner(app);
  await go(page, `/address/${owner}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Address' })).toBeVisible();
  const native = await serviceGet<{ nativeTokenBalance: { balance: string; decimals: number } }>(
    app,
    `/v1/chains/43114/addresses/${owner}/balances:getNative`,
  );
  const whole = (BigInt(native.nativeTokenBalance.balance) / 10n ** BigInt(native.nativeTokenBalance.decimals)).toLocaleString('en-US');
  await expect(page.getByRole('region', { name: 'Native balance' }).getByText(new RegExp(`^${whole}(\\.\\d+)? AVAX$`))).toBeVisible();

  await page.getByLabel('As of block').fill('abc');
  await page.getByRole('button', { name: 'Show balance' }).click();
  await expect(page.getByText('The block must be a whole block number')).toBeVisible();
  await page.getByLabel('As of block').fill('1');
  await page.getByRole('button', { name: 'Show balance' }).click();
  await expect(page.getByText('block 1', { exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Collectibles' }).click();
  const collectibles = page.getByRole('region', { name: 'Collectibles' });
  await expect(collectibles.getByRole('link').first()).toBeVisible();
  await screenshot(page, 'address page (grid)');
  await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Table' }).click();
  await expect(page.getByRole('grid', { name: 'Collectibles' })).toBeVisible();
  await page.getByLabel('Contract filter').fill('0x12');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByText(/The contract must be a 0x address/)).toBeVisible();
  await page.getByLabel('Contract filter').fill(collection);
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(new RegExp(`contract=${collection}`));
  await expect(page.getByRole('grid', { name: 'Collectibles' }).getByRole('row').nth(1)).toBeVisible();

  await page.getByRole('tab', { name: 'NFT transfers' }).click();
  const transfers = page.getByRole('grid', { name: 'ERC-721 transfers' });
  await expect(transfers.getByRole('row').nth(1)).toBeVisible();
  await page.getByLabel('Start block (inclusive)').fill('20');
  await page.getByLabel('End block (exclusive)').fill('10');
  await page.getByRole('button', { name: 'Apply range' }).click();
  await expect(page.getByText('End block must be after the start block')).toBeVisible();
  await page.getByLabel('End block (exclusive)').fill('21');
  await page.getByRole('button', { name: 'Apply range' }).click();
  const ranged = await serviceGet<{ transactions: unknown[] }>(
    app,
    `/v1/chains/43114/addresses/${owner}/transactions:listErc721?startBlock=20&endBlock=21&pageSize=100`,
  );
  if (ranged.transactions.length === 0)
    await expect(page.getByText(/No ERC-721 transfers of this address on C-Chain between blocks 20 and 21/)).toBeVisible();
  else await expect(page.getByText(`End of list · ${countOf(ranged.transactions.length, 'rows')}`)).toBeVisible();
  await screenshot(page, 'address page (table, filtered)');
});

test('contract page shows every section of the deployment', async ({ app }) => {
  const { page } = app;
  const { collection } = await nftOwner(app);
  const d = await serviceGet<{ nativeTransaction: { txHash: string; input: string } }>(
    app,
    `/v1/chains/43114/contracts/${collection}/transactions:getDeployment`,
  );
  await go(page, `/contract/${collection}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Contract deployment' })).toBeVisible();
  await expect(page.getByText(d.nativeTransaction.txHash)).toBeVisible();
  await expect(page.getByText(d.nativeTransaction.input.slice(0, 40))).toBeVisible();
  for (const name of [
    'Native transaction',
    'ERC-20 transfers',
    'ERC-721 transfers',
    'ERC-1155 transfers',
    'Internal transactions',
    'Network token',
    'Cross-chain message',
  ]) {
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByText('Max priority fee per gas')).toBeVisible();
  await expect(page.getByText('Price at the deployment')).toBeVisible();
  await screenshot(page, 'contract page');
});

test('NFT collection and token detail with reindex limited to once per hour', async ({ app }) => {
  const { page } = app;
  const { collection, tokenId } = await nftOwner(app);
  await go(page, `/nfts/${collection}`);
  const grid = page.getByRole('region', { name: 'Tokens' });
  await expect(grid.getByRole('link').first()).toBeVisible();
  await screenshot(page, 'NFT collection');
  await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Table' }).click();
  await expect(page.getByRole('grid', { name: 'Tokens' }).getByRole('row').nth(1)).toBeVisible();

  await go(page, `/nfts/${collection}/${tokenId}`);
  await expect(page.getByText('Index status')).toBeVisible();
  const reindex = page.getByRole('button', { name: /Reindex metadata/ });
  await reindex.click();
  await expect(reindex).toBeDisabled();
  await expect(reindex).toHaveText(/Reindex metadata \(in \d+ min \d+ s\)/);
  await screenshot(page, 'NFT token after reindex');

  // The countdown survives a reload...
  await page.reload();
  await expect(page.getByRole('button', { name: /Reindex metadata \(in/ })).toBeDisabled();
  // ...and without the app's memory of it (another machine, cleared storage) the service itself refuses, and the page explains.
  await page.evaluate(() => localStorage.removeItem('ridgeline:ui'));
  await page.reload();
  await page.getByRole('button', { name: 'Reindex metadata' }).click();
  await expect(page.getByRole('alert')).toContainText('one metadata reindex per token per hour');
  await expect(page.getByRole('button', { name: /Reindex metadata/ })).toBeDisabled();
  await screenshot(page, 'NFT reindex refused by the service');
});

test('the empty Address page offers an example: the sender of a latest transaction, opened with its balance', async ({ app }) => {
  const { page } = app;
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Address', exact: true }).click();
  const example = page.getByRole('paragraph').filter({ hasText: 'Try an example' }).getByRole('link');
  const address = await example.getAttribute('title');
  await example.click();
  await expect(page).toHaveURL(new RegExp(`#/address/${address}$`));
  await expect(page.getByRole('region', { name: 'Native balance' }).getByText(/^[\d,.]+ AVAX$/)).toBeVisible();
  // A sender of one of the chain's latest transactions (the list moves on while blocks arrive).
  const { transactions } = await serviceGet<{ transactions: Array<{ from: { address: string } }> }>(
    app,
    '/v1/chains/43114/transactions?pageSize=100',
  );
  expect(transactions.map((t) => t.from.address.toLowerCase())).toContain(address!.toLowerCase());
});
