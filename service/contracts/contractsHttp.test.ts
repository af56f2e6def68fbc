import { beforeAll, describe, expect, it } from 'vitest';
import type { EvmChain } from '../sim/evm/evmChain';
import { serviceSuite } from '../../test/support/rigs/serviceSuite';

/**
 * The reads that complete the EVM half over HTTP, parsed with the shared schemas: each list walked to its end while
 * blocks arrive between pages and compared with what the simulation's store holds, found here by brute force; a
 * token's transfers against the union of its transfers in the address lists; metadata against the balances; every
 * error path; and the deprecated paths answering as the rows they stand for.
 */
describe('contract, chain and cross-chain endpoints (contract)', { timeout: 120_000 }, () => {
  const suite = serviceSuite({ startMs: Date.UTC(2026, 3, 1), seed: 7 });
  const { clock, get, ok, walk } = suite;
  let fuji: EvmChain[];
  /** The fuji L1: a few thousand blocks, so full walks stay quick. */
  let l1: EvmChain;
  beforeAll(() => {
    fuji = suite.service.world.evm.chainsOf('fuji');
    l1 = suite.service.world.evm.chain('779673')!;
  });

  /** Blocks arrive on every fuji chain, several with the same timestamp (the clock moves less than they do). */
  const mine = () => {
    clock.advance(1_000);
    for (const chain of fuji) suite.service.world.evm.mine(chain);
  };

  const token = (chain: EvmChain, kind: string, symbol?: string) =>
    chain.store.contracts.find((c) => c.kind === kind && (symbol === undefined || c.symbol === symbol))!;

  it('GET /v1/chains/{chainId} is the chain as GET /v1/chains lists it; an unknown chain is a 404', async () => {
    const { chains } = await ok('listChains', '/v1/chains');
    for (const chain of chains) expect(await ok('getChain', `/v1/chains/${chain.chainId}`)).toEqual(chain);
    expect(await ok('getChain', `/v1/chains/${chains[1].platformChainId}`)).toEqual(chains[1]);
    expect((await get('/v1/chains/99999')).status).toBe(404);
  });

  it("a token's transfers, walked while blocks arrive, are every transfer of it when the walk began, newest first", async () => {
    for (const kind of ['erc20', 'erc721', 'erc1155']) {
      const contract = token(l1, kind);
      const s = l1.store;
      const columns = kind === 'erc20' ? s.erc20 : s.nft;
      const expected: string[] = [];
      for (let i = columns.count - 1; i >= 0; i--) {
        if (columns.contract.get(i) === contract.index) expected.push(`${l1.txHash(columns.tx.get(i))}:${columns.logIndex.get(i)}`);
      }
      const { items, pages } = await walk(
        'listTokenTransfers',
        `/v1/chains/779673/tokens/${contract.address}/transfers?pageSize=100`,
        (t) => `${t.txHash}:${t.logIndex}`,
        mine,
      );
      expect(items, kind).toEqual(expected);
      const first = pages[0].transfers[0];
      const field = kind === 'erc20' ? 'erc20Token' : kind === 'erc721' ? 'erc721Token' : 'erc1155Token';
      expect(first[field]).toMatchObject({ address: contract.address, ercType: kind === 'erc20' ? 'ERC-20' : `ERC-${kind.slice(3)}` });
    }
  });

  it("a token's transfers are exactly the union of its transfers in the address-level lists", async () => {
    const contract = token(l1, 'erc20', 'RUSD');
    const { pages } = await walk('listTokenTransfers', `/v1/chains/779673/tokens/${contract.address}/transfers?pageSize=100`, () => '');
    const transfers = pages.flatMap((p) => p.transfers);
    const key = (t: { txHash: string; logIndex: number }) => `${t.txHash}:${t.logIndex}`;
    const parties = [...new Set(transfers.flatMap((t) => [t.from.address, t.to.address]))];
    const union = new Map<string, unknown>();
    for (const address of parties) {
      const { pages: lists } = await walk(
        'listErc20Transfers',
        `/v1/chains/779673/addresses/${address}/transactions:listErc20?pageSize=100`,
        () => '',
      );
      for (const t of lists.flatMap((p) => p.transactions)) if (t.erc20Token.address === contract.address) union.set(key(t), t);
    }
    expect(union.size).toBe(transfers.length);
    for (const t of transfers) expect(union.get(key(t))).toEqual(t);
  });

  it('a block range keeps the transfers of its blocks; an empty range is a 400 naming endBlock; a non-token a 404', async () => {
    const contract = token(l1, 'erc20', 'RUSD');
    const path = `/v1/chains/779673/tokens/${contract.address}/transfers`;
    const { items } = await walk('listTokenTransfers', `${path}?startBlock=100&endBlock=400&pageSize=100`, (t) => t.blockNumber);
    expect(items.length).toBeGreaterThan(0);
    for (const n of items.map(Number)) expect(n >= 100 && n < 400).toBe(true);
    const empty = await get(`${path}?startBlock=400&endBlock=100`);
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain('endBlock');
    const router = token(l1, 'router');
    expect((await get(`/v1/chains/779673/tokens/${router.address}/transfers`)).status).toBe(404);
  });

  it('metadata names every contract, agrees with what balances show, draws its logo itself; an account is a 404', async () => {
    const eoa = l1.store.addressOf(5);
    const { erc20TokenBalances } = await ok(
      'listErc20Balances',
      `/v1/chains/779673/addresses/${busiest(l1)}/balances:listErc20?pageSize=100&filterSpamTokens=false`,
    );
    expect(erc20TokenBalances.length).toBeGreaterThan(0);
    for (const b of erc20TokenBalances) {
      const m = await ok('getContractMetadata', `/v1/chains/779673/addresses/${b.address}`);
      expect(m).toMatchObject({ address: b.address, name: b.name, symbol: b.symbol, decimals: b.decimals, ercType: 'ERC-20' });
      expect(m.logoAsset.imageUri).toBe(b.logoUri);
      const logo = await fetch(m.logoAsset.imageUri);
      expect(logo.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    }
    for (const c of l1.store.contracts) {
      const m = await ok('getContractMetadata', `/v1/chains/779673/addresses/${c.address}`);
      expect(m.name).toBe(c.name);
      expect(m.ercType).toMatch(/^(ERC-20|ERC-721|ERC-1155|UNKNOWN)$/);
      if (c.deployTx >= 0) {
        const deployment = await ok('getDeploymentTransaction', `/v1/chains/779673/contracts/${c.address}/transactions:getDeployment`);
        expect(m.deploymentDetails).toEqual({
          txHash: deployment.nativeTransaction.txHash,
          deployerAddress: deployment.nativeTransaction.from.address,
        });
      }
    }
    const missing = await get(`/v1/chains/779673/addresses/${eoa}`);
    expect(missing.status).toBe(404);
    expect(JSON.stringify(missing.body)).toContain('is not a contract');
  });

  it("an address's deployments, walked while blocks arrive, are the contracts it created, newest first", async () => {
    // The fuji C-Chain: some of its accounts deployed more than one contract.
    const chain = fuji[0];
    const s = chain.store;
    const byDeployer = new Map<string, string[]>();
    for (const c of s.contracts) {
      if (c.deployTx < 0) continue;
      const deployer = s.addressOf(s.txFrom.get(c.deployTx));
      byDeployer.set(deployer, [c.address, ...(byDeployer.get(deployer) ?? [])]);
    }
    const [deployer, expected] = [...byDeployer].sort((a, b) => b[1].length - a[1].length)[0];
    expect(expected.length).toBeGreaterThan(1);
    const { items } = await walk(
      'listContractDeployments',
      `/v1/chains/43113/contracts/${deployer}/deployments?pageSize=1`,
      (c) => c.address,
      mine,
    );
    expect(items).toEqual(expected);
    const none = await ok('listContractDeployments', `/v1/chains/43113/contracts/${s.addressOf(s.pool.size - 1)}/deployments`);
    expect(none.contracts).toEqual([]);
  });

  it('the chains an address used are those where it did anything, and the deprecated path answers the same', async () => {
    const address = busiest(l1);
    const { indexedChains } = await ok('listAddressChains', `/v1/address/${address}/chains`);
    const expected = suite.service.world.evm.chains.filter((c) => {
      const id = c.store.idOf(address);
      return id !== undefined && [c.store.addressTxs, c.store.addressErc20, c.store.addressNft].some((l) => l.lengthOf(id) > 0);
    });
    expect(indexedChains.map((c: { chainId: string }) => c.chainId).sort()).toEqual(expected.map((c) => String(c.spec.evmChainId)).sort());
    expect(await ok('getAddressChains', `/v1/chains/address/${address}`)).toEqual(
      await ok('listAddressChains', `/v1/address/${address}/chains`),
    );
    const nobody = await ok('listAddressChains', `/v1/address/0x${'0'.repeat(39)}1/chains`);
    expect(nobody.indexedChains).toEqual([]);
  });

  it("every chain's blocks, walked while blocks arrive, are each block of the network's chains once, newest first", async () => {
    const expected = fuji.reduce((n, c) => n + c.headNumber + 1, 0);
    const { items, pages } = await walk(
      'listLatestBlocksAllChains',
      '/v1/blocks?network=fuji&pageSize=100',
      (b) => `${b.chainId}:${b.blockNumber}`,
      mine,
    );
    expect(items.length).toBe(expected);
    expect(new Set(items).size).toBe(expected);
    const blocks = pages.flatMap((p) => p.blocks);
    for (let i = 1; i < blocks.length; i++) expect(blocks[i].blockTimestamp).toBeLessThanOrEqual(blocks[i - 1].blockTimestamp);
    expect(new Set(blocks.map((b) => b.chainId))).toEqual(new Set(fuji.map((c) => String(c.spec.evmChainId))));
  });

  it("every chain's failed transactions, walked while blocks arrive, are each failed one once, newest first", async () => {
    const expected = fuji.reduce((n, c) => n + c.store.failedTxs.length, 0);
    const { items, pages } = await walk(
      'listLatestTransactionsAllChains',
      '/v1/transactions?network=fuji&status=failed&pageSize=100',
      (t) => `${t.chainId}:${t.txHash}`,
      mine,
    );
    expect(items.length).toBe(expected);
    expect(new Set(items).size).toBe(expected);
    const transactions = pages.flatMap((p) => p.transactions);
    expect(transactions.every((t) => t.txStatus === '0')).toBe(true);
    for (let i = 1; i < transactions.length; i++)
      expect(transactions[i].blockTimestamp).toBeLessThanOrEqual(transactions[i - 1].blockTimestamp);
  });

  it("the newest transactions of every chain: the first page is each chain's newest merged; the deprecated path agrees", async () => {
    const first = await ok('listLatestTransactionsAllChains', '/v1/transactions?network=fuji&pageSize=50');
    const perChain = await Promise.all(
      fuji.map((c) => ok('listLatestTransactions', `/v1/chains/${c.spec.evmChainId}/transactions?pageSize=50`)),
    );
    const merged = perChain
      .flatMap((p) => p.transactions)
      .sort((a, b) => b.blockTimestamp - a.blockTimestamp)
      .slice(0, 50);
    expect(new Set(first.transactions.map((t: { txHash: string }) => t.txHash))).toEqual(new Set(merged.map((t) => t.txHash)));
    expect(await ok('listAllLatestTransactions', '/v1/chains/allTransactions?network=fuji&pageSize=50')).toMatchObject({
      transactions: first.transactions,
    });
    expect((await ok('listAllLatestBlocks', '/v1/chains/allBlocks?network=fuji&pageSize=5')).blocks).toEqual(
      (await ok('listLatestBlocksAllChains', '/v1/blocks?network=fuji&pageSize=5')).blocks,
    );
  });

  it('one NFT is the token the collection lists; a token id past the minted ones is a 404, a malformed one a 400', async () => {
    for (const kind of ['erc721', 'erc1155']) {
      const c = token(l1, kind);
      const { tokens } = await ok('listNftTokens', `/v1/chains/779673/nfts/collections/${c.address}/tokens?pageSize=3`);
      for (const t of tokens)
        expect(await ok('getNftToken', `/v1/chains/779673/nfts/collections/${c.address}/tokens/${t.tokenId}`)).toEqual(t);
      expect((await get(`/v1/chains/779673/nfts/collections/${c.address}/tokens/999999`)).status).toBe(404);
    }
    const bad = await get(`/v1/chains/779673/nfts/collections/${token(l1, 'erc721').address}/tokens/seven`);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('tokenId');
  });

  it('the deprecated cross-chain message paths answer as the ICM rows', async () => {
    const list = await ok('listIcmMessages', '/v1/icm/messages?network=fuji&pageSize=5');
    expect(await ok('listTeleporterMessages', '/v1/teleporter/messages?network=fuji&pageSize=5')).toMatchObject({
      messages: list.messages,
    });
    const id = list.messages[0].messageId;
    expect(await ok('getTeleporterMessage', `/v1/teleporter/messages/${id}`)).toEqual(await ok('getIcmMessage', `/v1/icm/messages/${id}`));
    const from = list.messages[0].from;
    expect(await ok('listTeleporterAddressMessages', `/v1/teleporter/addresses/${from}/messages?network=fuji`)).toMatchObject({
      messages: (await ok('listIcmAddressMessages', `/v1/icm/addresses/${from}/messages?network=fuji`)).messages,
    });
  });

  /** The account with the most ERC-20 transfers on the chain. */
  function busiest(chain: EvmChain): string {
    let best = 0;
    for (let id = 0; id < chain.store.pool.size; id++) {
      if (chain.store.addressErc20.lengthOf(id) > chain.store.addressErc20.lengthOf(best)) best = id;
    }
    return chain.store.addressOf(best);
  }
});
