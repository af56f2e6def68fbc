import { beforeAll, describe, expect, it } from 'vitest';
import { NO_ADDRESS } from '../sim/evm/chainStore';
import type { EvmChain } from '../sim/evm/evmChain';
import { serviceSuite } from '../../test/support/rigs/serviceSuite';

/**
 * Every paged EVM list walked to the end, compared with the full set computed straight from
 * the simulation's store; each walk is done twice: still, and with new blocks arriving between
 * pages (the walk must still be exactly the set it started from: nothing repeated or skipped).
 */
describe('paging walks of the EVM lists', { timeout: 30_000 }, () => {
  const suite = serviceSuite({ startMs: Date.UTC(2026, 2, 1), seed: 5 });
  const { clock, get, walk } = suite;
  let chain: EvmChain;
  beforeAll(() => {
    // The fuji L1 has a few hundred blocks: full walks stay quick.
    chain = suite.service.world.evm.chain('779673')!;
  });

  const mine = () => {
    clock.advance(8_000);
    suite.service.world.evm.mine(chain);
  };

  const still = [false, true] as const;

  it.each(still)('latest blocks (blocks arriving: %s)', async (live) => {
    const expected = Array.from({ length: chain.headNumber + 1 }, (_, i) => String(chain.headNumber - i));
    const { items, pages } = await walk(
      'listLatestBlocks',
      `/v1/chains/${chain.spec.evmChainId}/blocks?pageSize=37`,
      (b) => b.blockNumber,
      live ? mine : undefined,
    );
    expect(items).toEqual(expected);
    expect(pages).toHaveLength(Math.ceil(expected.length / 37));
  });

  it.each(still)('latest transactions, all and by status (blocks arriving: %s)', async (live) => {
    const s = chain.store;
    for (const status of [undefined, 'failed', 'success'] as const) {
      const expected = Array.from({ length: s.txCount }, (_, i) => s.txCount - 1 - i)
        .filter((seq) => !status || (s.txStatus.get(seq) === 1) === (status === 'success'))
        .map((seq) => chain.transaction(seq).txHash);
      const path = `/v1/chains/${chain.spec.blockchainId}/transactions?pageSize=100${status ? `&status=${status}` : ''}`;
      const { items } = await walk('listLatestTransactions', path, (t) => t.txHash, live ? mine : undefined);
      expect(new Set(items).size).toBe(items.length);
      expect(items).toEqual(expected);
    }
  });

  it.each(still)('ERC-721 transfers of an address (blocks arriving: %s)', async (live) => {
    const s = chain.store;
    const address = busiestNftAddress(chain);
    const id = s.idOf(address)!;
    const expected: string[] = [];
    for (let i = s.nft.count - 1; i >= 0; i--) {
      const contract = s.contracts[s.nft.contract.get(i)];
      if (contract.kind === 'erc721' && (s.nft.from.get(i) === id || s.nft.to.get(i) === id))
        expected.push(`${chain.nftTransfer(i).tx.txHash}:${s.nft.logIndex.get(i)}`);
    }
    const path = `/v1/chains/${chain.spec.evmChainId}/addresses/${address}/transactions:listErc721?pageSize=3`;
    const { items } = await walk('listErc721Transfers', path, (t) => `${t.txHash}:${t.logIndex}`, live ? mine : undefined);
    expect(expected.length).toBeGreaterThan(3);
    expect(items).toEqual(expected);
  });

  it.each(still)('collectible balances: the snapshot of the first page (blocks arriving: %s)', async (live) => {
    const address = biggestCollector(chain);
    const id = chain.store.idOf(address)!;
    const expected: string[] = [];
    for (const c of chain.store.contracts) {
      if (c.kind === 'erc721')
        c.owners.forEach((owner, tokenId) => owner === id && owner !== NO_ADDRESS && expected.push(`${c.address}:${tokenId}`));
      if (c.kind === 'erc1155') c.holders.forEach((h, tokenId) => h.amountOf(id) > 0 && expected.push(`${c.address}:${tokenId}`));
    }
    expected.sort((a, b) => (a.split(':')[0] === b.split(':')[0] ? Number(a.split(':')[1]) - Number(b.split(':')[1]) : a < b ? -1 : 1));
    const path = `/v1/chains/${chain.spec.evmChainId}/addresses/${address}/balances:listCollectibles?pageSize=2`;
    const { items } = await walk('listCollectibleBalances', path, (c) => `${c.address}:${c.tokenId}`, live ? mine : undefined);
    expect(expected.length).toBeGreaterThan(2);
    expect(items).toEqual(expected);
  });

  it.each(still)('tokens of an NFT collection (blocks arriving: %s)', async (live) => {
    const c = chain.store.contracts.find((x) => x.kind === 'erc721')!;
    const countAtStart = chain.tokenCount(c);
    const path = `/v1/chains/${chain.spec.evmChainId}/nfts/collections/${c.address}/tokens?pageSize=25`;
    const { items } = await walk('listNftTokens', path, (t) => t.tokenId, live ? mine : undefined);
    // New mints only append: the walk covers 1..count at its end, in order, once each.
    expect(items.length).toBeGreaterThanOrEqual(countAtStart);
    expect(items).toEqual(Array.from({ length: items.length }, (_, i) => String(i + 1)));
  });

  it('a token is bound to its list: reused on another filter it is a 400 naming pageToken', async () => {
    const first = await get(`/v1/chains/${chain.spec.evmChainId}/transactions?pageSize=5&status=failed`);
    const token = (first.body as { nextPageToken: string }).nextPageToken;
    const reused = await get(`/v1/chains/${chain.spec.evmChainId}/transactions?pageSize=5&status=success&pageToken=${token}`);
    expect(reused.status).toBe(400);
    expect((reused.body as { message: string }).message).toMatch(/pageToken/);
  });
});

/** The address holding the most NFTs now. */
function biggestCollector(chain: EvmChain): string {
  const counts = new Map<number, number>();
  for (const c of chain.store.contracts) {
    if (c.kind === 'erc721') for (const owner of c.owners) counts.set(owner, (counts.get(owner) ?? 0) + 1);
    if (c.kind === 'erc1155') for (const h of c.holders) for (const id of h.ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  counts.delete(NO_ADDRESS);
  const [best] = [...counts].sort((a, b) => b[1] - a[1])[0];
  return chain.store.addressOf(best);
}

/** The address with the most NFT transfers on the chain: its walks span several pages. */
function busiestNftAddress(chain: EvmChain): string {
  let best = 0;
  for (let id = 0; id < chain.store.pool.size; id++) {
    if (chain.store.addressErc721.lengthOf(id) > chain.store.addressErc721.lengthOf(best)) best = id;
  }
  return chain.store.addressOf(best);
}
