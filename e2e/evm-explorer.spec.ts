import { openFromAddress, serviceGet, screenshot } from './primary-support';
import { expect, test } from './fixtures';
import { countOf } from '../shared/format/sentence';

/**
 * The explorer's loop on an EVM chain through the real UI and the local service: latest transactions → a
 * transaction → its sender → the sender's history → another transaction; a block → its transactions; an
 * address's tokens adding up to its header; hashes pasted in the omnibox.
 */

type Tx = { txHash: string; blockNumber: string; txStatus: string; from: { address: string }; method: { methodName: string } };

test('latest transactions → a transaction → its sender → the history → another transaction', async ({ app }) => {
  const { page } = app;
  const { transactions } = await serviceGet<{ transactions: Tx[] }>(app, '/v1/chains/43114/transactions?pageSize=100');
  await page.evaluate(() => (window.location.hash = '/transactions'));
  const grid = page.getByRole('grid', { name: 'Latest transactions' });
  // The app's first rows (a cold start on a busy machine can take a while; speed is measured by the bench).
  await expect(grid.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  // The first hash link of the grid opens its transaction page.
  const link = grid.getByRole('row').nth(1).getByRole('link').first();
  const hash = (await link.getAttribute('title'))!;
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`#/tx/${hash}`));
  const detail = await serviceGet<{
    nativeTransaction: { from: { address: string }; blockNumber: string; gasUsed: string; gasPrice: string };
  }>(app, `/v1/chains/43114/transactions/${hash}`);
  await expect(page.getByRole('link', { name: `Block ${detail.nativeTransaction.blockNumber}` })).toBeVisible();
  for (const label of [
    'Transaction fee',
    'Effective gas price',
    'Base fee per gas',
    'Priority fee paid per gas',
    'Position in block',
    'Input',
  ]) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'ERC-20 transfers' })).toBeVisible();
  await screenshot(page, 'transaction page');

  // Its sender: the From address links to the address page.
  const sender = detail.nativeTransaction.from.address;
  await openFromAddress(page);
  expect(page.url().toLowerCase()).toContain(sender.toLowerCase());
  await expect(page.getByRole('tab', { name: 'Transactions', selected: true })).toBeVisible();
  const history = page.getByRole('grid', { name: 'Transactions' });
  await expect(history.getByRole('row').nth(1)).toBeVisible();
  await expect(history.getByRole('link', { name: hash })).toBeVisible({ timeout: 15_000 });
  await screenshot(page, 'address history');

  // Another transaction of the sender's history.
  const own = await serviceGet<{ transactions: { nativeTransaction: { txHash: string } }[] }>(
    app,
    `/v1/chains/43114/addresses/${sender}/transactions?pageSize=20`,
  );
  const other = own.transactions.map((t) => t.nativeTransaction.txHash).find((h) => h !== hash)!;
  await history.getByRole('link', { name: other }).click();
  await expect(page).toHaveURL(new RegExp(`#/tx/${other}`));
  await expect(page.getByText(other).first()).toBeVisible();

  // An ERC-20 transfer's input is decoded by its signature: recipient and amount.
  const transfer = transactions.find((t) => t.method.methodName === 'transfer(address,uint256)' && t.txStatus === '1');
  if (transfer) {
    await page.evaluate((h) => (window.location.hash = `/tx/${h}`), transfer.txHash);
    const decoded = page.getByRole('table', { name: 'Decoded input' });
    await expect(decoded.getByRole('cell', { name: 'address', exact: true })).toBeVisible();
    await expect(decoded.getByRole('cell', { name: 'uint256', exact: true })).toBeVisible();
    await expect(page.getByRole('grid', { name: 'ERC-20 transfers' }).getByRole('row').nth(1)).toBeVisible();
    await screenshot(page, 'ERC-20 transfer transaction');
  }
});

test('a block → its transactions, as many as the block counts', async ({ app }) => {
  const { page } = app;
  const { blocks } = await serviceGet<{ blocks: { blockNumber: string; txCount: number }[] }>(app, '/v1/chains/43114/blocks?pageSize=50');
  const busy = blocks.find((b) => b.txCount >= 3) ?? blocks.find((b) => b.txCount > 0)!;
  await page.evaluate((n) => (window.location.hash = `/blocks/${n}`), busy.blockNumber);
  await expect(page.getByRole('heading', { level: 1, name: `Block ${busy.blockNumber}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Transactions (${busy.txCount})` })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Block transactions' });
  await expect(page.getByText(`End of list · ${countOf(busy.txCount, 'rows')}`)).toBeVisible();
  // The table is as tall as the block's rows, the header and the end-of-list row, up to a section's height (rows of
  // 36 px: DataTable's ROW_HEIGHT; 420 px: ListSection's SECTION_HEIGHT).
  const tableHeight = await page.getByTestId('block-transactions-scroll').evaluate((e) => e.getBoundingClientRect().height);
  expect(tableHeight).toBeCloseTo(Math.min(420, 36 * (busy.txCount + 2)), 0);
  const { transactions } = await serviceGet<{ transactions: Tx[] }>(
    app,
    `/v1/chains/43114/blocks/${busy.blockNumber}/transactions?pageSize=100`,
  );
  await expect(grid.getByRole('link', { name: transactions[0].txHash })).toBeVisible();
  // Every row is in this block, so the Block column starts hidden here.
  await expect(grid.getByRole('columnheader', { name: 'Hash' })).toBeVisible();
  await expect(grid.getByRole('columnheader', { name: 'Block' })).toHaveCount(0);
  await screenshot(page, 'block with transactions');
  await grid.getByRole('link', { name: transactions[0].txHash }).click();
  await expect(page).toHaveURL(new RegExp(`#/tx/${transactions[0].txHash}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction' })).toBeVisible();
});

test("an address's ERC-20 tab: tokens with values that add up to the header's total; spam only when asked", async ({ app }) => {
  const { page } = app;
  // A holder of several tokens: a recent ERC-20 transfer's sender.
  const { transactions } = await serviceGet<{ transactions: Tx[] }>(app, '/v1/chains/43114/transactions?pageSize=100');
  let holder = '';
  let balances: { address: string; balanceValue?: { value: string } }[] = [];
  for (const t of transactions.filter((x) => x.method.methodName === 'transfer(address,uint256)')) {
    const r = await serviceGet<{ erc20TokenBalances: typeof balances }>(
      app,
      `/v1/chains/43114/addresses/${t.from.address}/balances:listErc20?pageSize=500`,
    );
    if (r.erc20TokenBalances.filter((b) => b.balanceValue).length >= 1) {
      holder = t.from.address;
      balances = r.erc20TokenBalances;
      if (balances.length >= 2) break;
    }
  }
  expect(holder).not.toBe('');
  await page.evaluate((a) => (window.location.hash = `/address/${a}?tab=tokens`), holder);
  const grid = page.getByRole('grid', { name: 'ERC-20 tokens' });
  await expect(page.getByText(`End of list · ${countOf(balances.length, 'rows')}`)).toBeVisible();
  const totalText = await page.getByLabel('Total token value').innerText();
  // Add up the Value column as shown (en-US currency text) in cents, and compare with the header's total.
  const values = await grid.getByRole('row').evaluateAll((rows) =>
    rows.slice(1).map((r) => {
      const cells = [...r.querySelectorAll('[role="gridcell"]')].map((c) => c.textContent ?? '');
      return cells[4];
    }),
  );
  const cents = (s: string) => Math.round(Number(s.replace(/[^0-9.]/g, '')) * 100);
  const sum = values.filter((v) => /\d/.test(v)).reduce((n, v) => n + cents(v), 0);
  expect(Math.abs(sum - cents(totalText))).toBeLessThanOrEqual(values.length);
  expect(cents(totalText)).toBeGreaterThan(0);
  await screenshot(page, 'address tokens tab');

  await page.getByLabel('Show spam tokens').check();
  await expect(page).toHaveURL(/spam=shown/);
  await page.getByRole('tab', { name: 'ERC-20 transfers' }).click();
  await expect(page.getByRole('grid', { name: 'ERC-20 transfers' }).getByRole('row').nth(1)).toBeVisible();
  await screenshot(page, 'address ERC-20 transfers tab');
  // Keyboard: arrows move between tabs.
  await page.getByRole('tab', { name: 'ERC-20 transfers' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'NFT transfers', selected: true })).toBeFocused();
  await expect(page.getByRole('grid', { name: 'ERC-1155 transfers' })).toBeVisible();
  await screenshot(page, 'address NFT transfers tab');
  await page.getByRole('tab', { name: 'Internal' }).click();
  // A list with no rows is no grid: its region is there either way.
  await expect(page.getByRole('region', { name: 'Internal transactions' })).toBeVisible();
});

test('the omnibox opens a pasted transaction hash as a transaction and a block hash as a block', async ({ app }) => {
  const { page } = app;
  const { transactions } = await serviceGet<{ transactions: Tx[] }>(app, '/v1/chains/43114/transactions?pageSize=5');
  const block = await serviceGet<{ blockHash: string; blockNumber: string }>(app, `/v1/chains/43114/blocks/${transactions[0].blockNumber}`);
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill(transactions[0].txHash.toUpperCase().replace('0X', '0x'));
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`#/tx/${transactions[0].txHash}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction' })).toBeVisible();
  await screenshot(page, 'omnibox transaction');
  await search.fill(block.blockHash);
  await search.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: `Block ${block.blockNumber}` })).toBeVisible();
  // Back returns to the transaction, not to the search step.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction' })).toBeVisible();
  await search.fill(`0x${'ab'.repeat(32)}`);
  await search.press('Enter');
  await expect(page.getByText(/No transaction or block on C-Chain has this hash/)).toBeVisible();
  await screenshot(page, 'omnibox unknown hash');
});
