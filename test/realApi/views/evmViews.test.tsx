import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EVM_ADDRESS } from '../shapes/common';
import { REAL_ANSWERS } from '../shapes';
import { realApiSuite, showRoute } from '../../support/bridges/realApiBridge';
import { idName } from '../../support/dom/idName';

/** The EVM views against the real Data API's answers (test/realApi/shapes/evm.ts), through the real client. */
realApiSuite();

const wait = { timeout: 10_000 };

describe('EVM views on real-shaped answers', { timeout: 30_000 }, () => {
  it('home: the blocks list keeps its readable blocks and names the malformed one; transactions list', async () => {
    showRoute('/');
    const blocks = await screen.findByRole('grid', { name: 'Latest blocks' }, wait);
    expect(await within(blocks).findByRole('row', { name: 'Could not read this item: blockTimestamp (a string)' }, wait)).toBeTruthy();
    expect(within(blocks).getByRole('link', { name: '70000000' })).toBeTruthy();
    expect(within(blocks).getByText('End of list · 3 rows · 1 could not be read')).toBeTruthy();
    const txs = await screen.findByRole('grid', { name: 'Latest transactions' }, wait);
    const first = (REAL_ANSWERS.listLatestTransactions as { transactions: Array<{ txHash: string }> }).transactions[0]!.txHash;
    expect(await within(txs).findByRole('link', { name: idName(first) }, wait)).toBeTruthy();
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
    expect(await within(internal).findByText('SELFDESTRUCT', undefined, wait)).toBeTruthy();
    expect(within(internal).getByText('CALL')).toBeTruthy();
    cleanup();
    showRoute(`/address/${EVM_ADDRESS}?tab=nft`);
    const nft = await screen.findByRole('grid', { name: 'ERC-721 transfers' }, wait);
    expect(await within(nft).findByText(/End of list · 2 rows/, undefined, wait)).toBeTruthy();
    expect(within(nft).queryByText(/could not be read/)).toBeNull();
  });

  it('collectibles: the ERC-1155 item shows how many are held', async () => {
    showRoute(`/address/${EVM_ADDRESS}?tab=collectibles&view=table`);
    const grid = await screen.findByRole('grid', { name: 'Collectibles' }, wait);
    const pass = await within(grid).findByRole('row', { name: /Summit pass/ }, wait);
    expect(within(pass).getByText('ERC-1155')).toBeTruthy();
    expect(within(pass).getByText('3')).toBeTruthy();
  });

  it('a transaction: fee in AVAX, its ERC-20 transfer, the unknown internal type, prices from numbers', async () => {
    const detail = REAL_ANSWERS.getTransaction as { nativeTransaction: { txHash: string } };
    showRoute(`/tx/${detail.nativeTransaction.txHash}`);
    await screen.findByText('Transaction fee', undefined, wait);
    // 21,000 gas at 26 gwei.
    expect(screen.getByText('Transaction fee').nextElementSibling!.textContent).toContain('0.000546');
    const transfers = await screen.findByRole('grid', { name: 'ERC-20 transfers' }, wait);
    expect(await within(transfers).findByText('USDC', undefined, wait)).toBeTruthy();
    expect(await screen.findByText('SELFDESTRUCT', undefined, wait)).toBeTruthy();
  });

  it('an NFT collection: a token whose metadata could not be fetched still lists, saying why', async () => {
    showRoute('/nfts/0x495f947276749ce646f68ac8c248420045cb7b5e?view=table');
    const tokens = await screen.findByRole('grid', { name: 'Tokens' }, wait);
    expect(await within(tokens).findByText('Ridge Ape #7', undefined, wait)).toBeTruthy();
    expect(await within(tokens).findByText('unreachable_token_uri', undefined, wait)).toBeTruthy();
  });
});
