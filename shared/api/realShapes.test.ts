import { describe, expect, it } from 'vitest';
import * as real from '../../test/realApi/samples';
import { endpoints, type EndpointId } from './endpoints';
import { readLeniently, UNREADABLE } from './wire/unreadable';

/**
 * The real APIs' answers (test/realApi/samples.ts, written from their published OpenAPI documents)
 * read through the same schemas and lenient reader as the client: each parses, numbers become
 * decimal strings, and the malformed item is the one unreadable row.
 */
const read = (id: EndpointId, json: unknown) => {
  const def = endpoints[id];
  const r = readLeniently(def.response!, structuredClone(json), 'page' in def ? def.page?.items : undefined);
  if (!r.success) throw new Error(`${id}: ${r.error.message}`);
  return r.data;
};

describe('real-shaped answers', () => {
  it('listChains, listLatestTransactions and the X-Chain balances parse whole', () => {
    expect(read('listChains', real.chains)).toEqual(real.chains);
    expect(read('listLatestTransactions', real.transactions)).toEqual(real.transactions);
    expect(read('getPrimaryBalances', real.xChainBalances)).toEqual(real.xChainBalances);
  });

  it('the native balance: its numbers become the decimal strings they were written as', () => {
    expect(read('getNativeBalance', real.nativeBalance)).toMatchObject({
      nativeTokenBalance: { price: { currencyCode: 'usd', value: '35.24' }, balanceValue: { value: '1713.3688' } },
    });
  });

  it('a blockchain whose genesis is text keeps the text', () => {
    expect(read('getBlockchain', real.textGenesisChain)).toEqual(real.textGenesisChain);
  });

  it('the malformed block becomes one unreadable item; the others are as sent', () => {
    const page = read('listLatestBlocks', real.blocks) as { blocks: unknown[] };
    expect(page.blocks).toEqual([
      real.blocks.blocks[0],
      { [UNREADABLE]: [{ field: 'blockTimestamp', type: 'string' }] },
      real.blocks.blocks[2],
    ]);
  });

  it("the older Metrics API's daily avg_tps parses", () => {
    expect(read('getAvgTps', real.avgTps)).toEqual(real.avgTps);
  });

  // The Data API's OpenAPI document: XChainLinearTransaction carries blockHeight (a number) and blockHash
  // instead of vertices; an ERC-1155 item of balances:listCollectibles (Erc1155TokenBalance) carries balance.
  it('a linear X-Chain transaction keeps its block; an ERC-1155 collectible keeps how many are held', () => {
    const linear = {
      txHash: '2Jx1nZ3mG7xQ2qQkGf1FqfW9yW3FkZfT9S5wJ3kZ8xXxZcY8dV',
      chainFormat: 'linear',
      timestamp: 1_700_000_000,
      txType: 'BaseTx',
      memo: '',
      consumedUtxos: [],
      emittedUtxos: [],
      amountUnlocked: [],
      amountCreated: [],
      sourceChain: '2oYMBNV4eNHyqk2fjjV5nVQLDbtmNJzq5s3qs3Lo6ftnC6FByM',
      destinationChain: '2oYMBNV4eNHyqk2fjjV5nVQLDbtmNJzq5s3qs3Lo6ftnC6FByM',
      blockHeight: 1_234_567,
      blockHash: '2SLQ1GUbVzQmyxrAXr8gk1NJzADmxnACWsgYGgLTgMw29TH1hV',
    };
    const page = read('listAssetTransactions', { transactions: [linear], chainInfo: { chainName: 'x-chain', network: 'mainnet' } }) as {
      transactions: unknown[];
    };
    expect(page.transactions[0]).toEqual(linear);
    const erc1155 = {
      address: '0x495f947276749ce646f68ac8c248420045cb7b5e',
      name: 'Shared Storefront',
      symbol: 'OPENSTORE',
      ercType: 'ERC-1155',
      tokenId: '42',
      tokenUri: 'ipfs://token/42',
      chainId: '43114',
      balance: '3',
      metadata: { indexStatus: 'INDEXED' },
    };
    const list = read('listCollectibleBalances', { collectibleBalances: [erc1155] }) as { collectibleBalances: unknown[] };
    expect(list.collectibleBalances[0]).toEqual(erc1155);
    // A balance of the wrong type is named, not silently dropped.
    const bad = read('listCollectibleBalances', { collectibleBalances: [{ ...erc1155, balance: 3 }] }) as {
      collectibleBalances: unknown[];
    };
    expect(bad.collectibleBalances[0]).toEqual({ [UNREADABLE]: [{ field: 'balance', type: 'number' }] });
  });
});
