import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EVM_ADDRESS, TOKEN } from '../shapes/common';
import { REAL_ANSWERS } from '../shapes';
import { realApiSuite, showRoute } from '../../support/bridges/realApiBridge';
import { rowCells } from '../../support/dom/cells';
import { idName } from '../../support/dom/idName';

/** The EVM views against the real Data API's answers (test/realApi/shapes/evm.ts), through the real client. */
realApiSuite();

const wait = { timeout: 10_000 };

describe('EVM views on real-shaped answers', { timeout: 30_000 }, () => {
  it('home: the blocks list keeps its readable blocks and names the malformed one; transactions list', async () => {
    showRoute('/');
    const blocks = await screen.findByRole('grid', { name: 'Latest blocks' }, wait);
    const unreadable = await within(blocks).findByRole('row', { name: /^Could not read this item/ }, wait);
    expect(unreadable.textContent).toBe('Could not read this item: blockTimestamp (a string)');
    const block = within(blocks).getByRole('link', { name: '70000000' });
    expect(block.getAttribute('href')).toBe('#/blocks/70000000');
    expect(rowCells(block).slice(3)).toEqual(['3', '184,000 (1.22%)', '25 gwei', '0.0046 AVAX']);
    expect(within(blocks).getByText(/^End of list/).textContent).toBe('End of list · 3 rows · 1 could not be read');
    const txs = await screen.findByRole('grid', { name: 'Latest transactions' }, wait);
    const first = (REAL_ANSWERS.listLatestTransactions as { transactions: Array<{ txHash: string }> }).transactions[0]!.txHash;
    const tx = await within(txs).findByRole('link', { name: idName(first) }, wait);
    expect(tx.getAttribute('href')).toBe(`#/tx/${first}`);
    expect(rowCells(tx).slice(5, 7)).toEqual(['1 AVAX', 'Success']);
  });

  it('address: the native balance priced from numbers, and ERC-20 balances priced the same way', async () => {
    showRoute(`/address/${EVM_ADDRESS}`);
    const balance = await screen.findByRole('region', { name: 'Native balance' }, wait);
    await within(balance).findByText(/48\.62/, undefined, wait);
    expect(balance.textContent).toContain('1,713.3688');
    expect(balance.textContent).toContain('35.24');
    // The local profile has no budget: a walk neither shows a cost nor asks.
    screen.getByRole('button', { name: 'Export for taxes' }).click();
    expect((await screen.findByRole('form', { name: 'Export for taxes' })).textContent).not.toMatch(/ CU/);
    cleanup();
    showRoute(`/address/${EVM_ADDRESS}?tab=tokens`);
    const tokens = await screen.findByRole('grid', { name: 'ERC-20 tokens' }, wait);
    const usdc = await within(tokens).findByRole('row', { name: /USDC/ }, wait);
    expect(usdc.textContent).toContain('1,250');
    expect(usdc.textContent).toContain('1,249.75');
  });

  it('address lists: an internal call of a type the interface does not list shows as it came; an ERC-721 transfer without its token still lists', async () => {
    showRoute(`/address/${EVM_ADDRESS}?tab=internal`);
    const internal = await screen.findByRole('grid', { name: 'Internal transactions' }, wait);
    const selfdestruct = await within(internal).findByText('SELFDESTRUCT', undefined, wait);
    const call = within(internal).getByText('CALL');
    expect([selfdestruct, call].map((cell) => cell.getAttribute('role'))).toEqual(['gridcell', 'gridcell']);
    expect(rowCells(selfdestruct).indexOf('SELFDESTRUCT')).toBe(rowCells(call).indexOf('CALL'));
    cleanup();
    showRoute(`/address/${EVM_ADDRESS}?tab=nft`);
    const nft = await screen.findByRole('grid', { name: 'ERC-721 transfers' }, wait);
    expect((await within(nft).findByText(/End of list/, undefined, wait)).textContent).toBe('End of list · 2 rows');
    expect(within(nft).queryByText(/could not be read/)).toBeNull();
  });

  it('collectibles: the ERC-1155 item shows how many are held', async () => {
    showRoute(`/address/${EVM_ADDRESS}?tab=collectibles&view=table`);
    const grid = await screen.findByRole('grid', { name: 'Collectibles' }, wait);
    const pass = await within(grid).findByRole('row', { name: /Summit pass/ }, wait);
    // Name, token id, standard, how many are held.
    expect(rowCells(pass).slice(0, 4)).toEqual(['Summit pass', '42', 'ERC-1155', '3']);
  });

  it('a transaction: fee in AVAX, its ERC-20 transfer, the unknown internal type, prices from numbers', async () => {
    const detail = REAL_ANSWERS.getTransaction as { nativeTransaction: { txHash: string } };
    showRoute(`/tx/${detail.nativeTransaction.txHash}`);
    await screen.findByText('Transaction fee', undefined, wait);
    // 21,000 gas at 26 gwei.
    expect(screen.getByText('Transaction fee').nextElementSibling!.textContent).toContain('0.000546');
    const transfers = await screen.findByRole('grid', { name: 'ERC-20 transfers' }, wait);
    expect((await within(transfers).findByRole('link', { name: 'USDC' }, wait)).getAttribute('href')).toBe(`#/token/${TOKEN}`);
    expect((await screen.findByText('SELFDESTRUCT', undefined, wait)).getAttribute('role')).toBe('gridcell');
  });

  it('an NFT collection: a token whose metadata could not be fetched still lists, saying why', async () => {
    showRoute('/nfts/0x495f947276749ce646f68ac8c248420045cb7b5e?view=table');
    const tokens = await screen.findByRole('grid', { name: 'Tokens' }, wait);
    // Token id, name, description; the token without metadata keeps its id and says why.
    expect(rowCells(await within(tokens).findByText('Ridge Ape #7', undefined, wait)).slice(0, 3)).toEqual([
      '7',
      'Ridge Ape #7',
      'A ridge ape',
    ]);
    const unreachable = await within(tokens).findByText('unreachable_token_uri', undefined, wait);
    expect(rowCells(unreachable).slice(0, 3)).toEqual(['8', '—', '—']);
  });
});
