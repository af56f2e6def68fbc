import { describe, expect, it } from 'vitest';
import * as real from '../../e2e/realApi/samples';
import { endpoints, type EndpointId } from './endpoints';
import { readLeniently, UNREADABLE } from './unreadable';

/**
 * The real APIs' answers (e2e/realApi/samples.ts, written from their published OpenAPI documents)
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
    expect(page.blocks).toEqual([real.blocks.blocks[0], { [UNREADABLE]: [{ field: 'blockTimestamp', type: 'string' }] }, real.blocks.blocks[2]]);
  });

  it('the older Metrics API\'s daily avg_tps parses', () => {
    expect(read('getAvgTps', real.avgTps)).toEqual(real.avgTps);
  });
});
