import { expect, test } from './fixtures';
import { goTo, screenshot, serviceGet } from './primary-support';

/** The X-Chain's blocks (after its linearisation) and the C-Chain's blocks of atomic transactions, as the P-Chain's are shown. */

interface Block {
  blockNumber: string;
  blockHash: string;
  transactions: string[];
}
// Each journey walks several pages; on a loaded machine they need more than the default minute.
test.beforeEach(() => test.slow());

test('the X-Chain latest blocks → a block → its transaction → back to the block', async ({ app }) => {
  const { page } = app;
  const { blocks } = await serviceGet<{ blocks: Block[] }>(app, '/v1/networks/mainnet/blockchains/x-chain/blocks?pageSize=5');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'X-Chain' }).click();
  await page.getByRole('navigation', { name: 'X-Chain views' }).getByRole('link', { name: 'Latest blocks' }).click();
  await expect(page.getByRole('navigation', { name: 'X-Chain views' }).getByRole('link', { name: 'Latest blocks' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const grid = page.getByRole('grid', { name: 'Latest X-Chain blocks' });
  // Newest first: the list may have grown since the service was asked, so find the block by its height.
  await expect(grid.getByRole('link', { name: blocks[2].blockNumber, exact: true })).toBeVisible();
  await screenshot(page, 'xchain-latest-blocks');

  await grid.getByRole('link', { name: blocks[2].blockNumber, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `X-Chain block ${blocks[2].blockNumber}` })).toBeVisible();
  await expect(page.getByLabel('Block', { exact: true }).getByText(blocks[2].blockHash, { exact: true })).toBeVisible();
  // Its parent is the block below, and the neighbours are one step away.
  await expect(page.getByRole('link', { name: blocks[3].blockHash })).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: 'Neighbouring blocks' })
      .getByRole('link', { name: `← Block ${Number(blocks[2].blockNumber) - 1}` }),
  ).toBeVisible();
  await screenshot(page, 'xchain-block');

  const txHash = blocks[2].transactions[0];
  await page
    .getByRole('region', { name: /Transactions/ })
    .getByRole('link', { name: txHash })
    .click();
  const txFields = page.getByLabel('Transaction', { exact: true });
  await expect(txFields.getByText(txHash, { exact: true })).toBeVisible();
  await screenshot(page, 'xchain-linear-transaction');
  await txFields.getByRole('link', { name: blocks[2].blockNumber, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `X-Chain block ${blocks[2].blockNumber}` })).toBeVisible();

  // The latest transactions list names each transaction's block.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'X-Chain' }).click();
  await page.getByRole('navigation', { name: 'X-Chain views' }).getByRole('link', { name: 'Latest transactions' }).click();
  const txs = page.getByRole('grid', { name: 'Latest X-Chain transactions' });
  await expect(txs.getByRole('columnheader', { name: 'Block' })).toBeVisible();
  await expect(txs.getByRole('row').nth(1).getByRole('link', { name: /^\d+$/ })).toBeVisible();
});

test('the C-Chain blocks with atomic transactions → a block → its atomic transaction; an unknown block says so', async ({ app }) => {
  const { page } = app;
  const { blocks } = await serviceGet<{ blocks: Block[] }>(app, '/v1/networks/mainnet/blockchains/c-chain/blocks?pageSize=3');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'C-Chain atomic' }).click();
  await page.getByRole('navigation', { name: 'C-Chain views' }).getByRole('link', { name: 'Blocks' }).click();
  const grid = page.getByRole('grid', { name: 'Latest C-Chain blocks with atomic transactions' });
  await expect(grid.getByRole('link', { name: blocks[0].blockNumber, exact: true })).toBeVisible();
  await screenshot(page, 'cchain-atomic-blocks');

  await grid.getByRole('link', { name: blocks[0].blockHash }).click();
  await expect(page.getByRole('heading', { level: 1, name: `C-Chain block ${blocks[0].blockNumber}` })).toBeVisible();
  const section = page.getByRole('region', { name: /Atomic transactions/ });
  await expect(section.getByRole('link')).toHaveCount(blocks[0].transactions.length);
  await screenshot(page, 'cchain-atomic-block');
  await section.getByRole('link', { name: blocks[0].transactions[0] }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^(ImportTx|ExportTx)$/ })).toBeVisible();
  await expect(
    page.getByLabel('Transaction', { exact: true }).getByRole('link', { name: blocks[0].blockNumber, exact: true }),
  ).toBeVisible();

  await goTo(page, '/primary/block/c-chain/1');
  await expect(page.getByRole('alert')).toContainText(/not found on the C-Chain/);
});
