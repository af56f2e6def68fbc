import { beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../sim/clock';
import type { EvmChain } from '../sim/evm/evmChain';
import { EvmSimulation } from '../sim/evm/simulation';
import { selector } from '../sim/evm/hex';
import { serviceSuite } from '../../test/support/rigs/serviceSuite';

const START = Date.UTC(2026, 0, 15, 12);

describe('EVM endpoints (contract)', { timeout: 30_000 }, () => {
  const suite = serviceSuite({ startMs: START, seed: 3 });
  const { clock, get, ok } = suite;
  let chain: EvmChain;
  beforeAll(() => {
    chain = suite.service.world.evm.chain('43114')!;
  });

  /** Every transaction of the newest `blocks` blocks, from the latest-transactions list. */
  async function transactionsOfLatestBlocks(blocks: number) {
    const oldest = chain.headNumber - blocks + 1;
    const out: Record<string, any>[] = [];
    let token: string | undefined;
    do {
      const page = await ok('listLatestTransactions', `/v1/chains/43114/transactions?pageSize=100${token ? `&pageToken=${token}` : ''}`);
      out.push(...page!.transactions);
      token = page!.nextPageToken;
    } while (token && Number(out[out.length - 1].blockNumber) >= oldest);
    return out.filter((t) => Number(t.blockNumber) >= oldest);
  }

  it('GET /v1/chains lists the EVM chains per network in the documented shape', async () => {
    const all = await ok('listChains', '/v1/chains');
    expect(all!.chains).toHaveLength(6);
    const main = await ok('listChains', '/v1/chains?network=mainnet');
    expect(main!.chains.map((c: { chainId: string }) => c.chainId)).toEqual(['43114', '432204', '779672']);
    for (const net of ['testnet', 'fuji']) {
      const test = await ok('listChains', `/v1/chains?network=${net}`);
      expect(test!.chains.every((c: { isTestnet: boolean }) => c.isTestnet)).toBe(true);
      expect(test!.chains[0]).toMatchObject({
        chainId: '43113',
        vmName: 'EVM',
        status: 'OK',
        networkToken: { symbol: 'AVAX', decimals: 18 },
      });
    }
  });

  it('blocks link by parentHash, count their transactions cumulatively, and resolve by number and by hash', async () => {
    const { blocks } = (await ok('listLatestBlocks', '/v1/chains/43114/blocks?pageSize=30'))!;
    expect(blocks).toHaveLength(30);
    expect(blocks[0].blockNumber).toBe(String(chain.headNumber));
    for (let i = 0; i + 1 < blocks.length; i++) {
      const [b, parent] = [blocks[i], blocks[i + 1]];
      expect(Number(b.blockNumber)).toBe(Number(parent.blockNumber) + 1);
      expect(b.parentHash).toBe(parent.blockHash);
      expect(Number(b.cumulativeTransactions) - Number(parent.cumulativeTransactions)).toBe(b.txCount);
      expect(b.blockTimestamp).toBeGreaterThanOrEqual(parent.blockTimestamp);
      expect(BigInt(b.gasUsed)).toBeLessThanOrEqual(BigInt(b.gasLimit));
      expect(b.blockHash).toMatch(/^0x[0-9a-f]{64}$/);
    }
    const byNumber = await ok('getBlock', `/v1/chains/43114/blocks/${blocks[5].blockNumber}`);
    const byHash = await ok('getBlock', `/v1/chains/43114/blocks/${blocks[5].blockHash}`);
    expect(byNumber).toEqual(blocks[5]);
    expect(byHash).toEqual(blocks[5]);
    // A hash one nibble off (in its first bytes, or in the last ones that carry the number) names no block.
    for (const at of [2, 65]) {
      const off = `${blocks[5].blockHash.slice(0, at)}${blocks[5].blockHash[at] === '0' ? '1' : '0'}${blocks[5].blockHash.slice(at + 1)}`;
      expect((await get(`/v1/chains/43114/blocks/${off}`)).status).toBe(404);
    }
    const genesis = await ok('getBlock', `/v1/chains/${chain.spec.blockchainId}/blocks/0`);
    expect(genesis).toMatchObject({ parentHash: `0x${'0'.repeat(64)}`, txCount: 0, cumulativeTransactions: '0' });
  });

  it('transactions add up to their block: count, fees spent = sum of gasUsed x gasPrice', async () => {
    // 100 blocks: the newest are two seconds apart and hold a transaction now and then, as live ones do.
    const txs = await transactionsOfLatestBlocks(100);
    expect(txs.length).toBeGreaterThan(3);
    for (let n = chain.headNumber - 99; n <= chain.headNumber; n++) {
      const block = (await ok('getBlock', `/v1/chains/43114/blocks/${n}`))!;
      const own = txs.filter((t) => t.blockNumber === String(n));
      expect(own).toHaveLength(block.txCount);
      expect(own.map((t) => t.blockIndex).sort((a, b) => a - b)).toEqual(own.map((_, i) => i));
      const fees = own.reduce((sum, t) => sum + BigInt(t.gasUsed) * BigInt(t.gasPrice), 0n);
      expect(block.feesSpent).toBe(fees.toString());
      for (const t of own) {
        expect(BigInt(t.gasUsed)).toBeLessThanOrEqual(BigInt(t.gasLimit));
        expect(BigInt(t.gasPrice)).toBeGreaterThanOrEqual(BigInt(block.baseFee));
        expect(t.blockHash).toBe(block.blockHash);
      }
    }
  });

  it('transactions carry real selectors and method signatures; the status filter holds', async () => {
    const { transactions } = (await ok('listLatestTransactions', '/v1/chains/43114/transactions?pageSize=100'))!;
    const calls = transactions.filter((t: any) => t.method.callType === 'CONTRACT_CALL');
    expect(transactions.some((t: any) => t.method.callType === 'NATIVE_TRANSFER')).toBe(true);
    expect(calls.length).toBeGreaterThan(0);
    for (const t of calls) expect(t.method.methodHash).toBe(selector(t.method.methodName));
    expect(selector('transfer(address,uint256)')).toBe('0xa9059cbb');
    const failed = (await ok('listLatestTransactions', '/v1/chains/43114/transactions?pageSize=50&status=failed'))!;
    expect(failed.transactions.length).toBe(50);
    expect(failed.transactions.every((t: any) => t.txStatus === '0')).toBe(true);
    const success = (await ok('listLatestTransactions', '/v1/chains/43114/transactions?pageSize=50&status=success'))!;
    expect(success.transactions.every((t: any) => t.txStatus === '1')).toBe(true);
  });

  it('native balances follow transfers and fees from block to block, and are priced in the asked currency', async () => {
    const txs = await transactionsOfLatestBlocks(400);
    const tx = txs.find((t) => t.txStatus === '1' && t.method.callType === 'NATIVE_TRANSFER')!;
    const n = Number(tx.blockNumber);
    for (const address of [tx.from.address, tx.to.address]) {
      const at = async (b: number) =>
        BigInt(
          (await ok('getNativeBalance', `/v1/chains/43114/addresses/${address}/balances:getNative?blockNumber=${b}`))!.nativeTokenBalance
            .balance,
        );
      let expected = await at(n - 1);
      for (const t of txs.filter((x) => x.blockNumber === String(n))) {
        const value = t.txStatus === '1' ? BigInt(t.value) : 0n;
        if (t.from.address === address) expected -= value + BigInt(t.gasUsed) * BigInt(t.gasPrice);
        if (t.to.address === address) expected += value;
      }
      expect(await at(n)).toBe(expected);
    }
    const eur = (await ok('getNativeBalance', `/v1/chains/43114/addresses/${tx.to.address}/balances:getNative?currency=eur`))!
      .nativeTokenBalance;
    expect(eur.price.currencyCode).toBe('eur');
    const [whole, frac] = eur.price.value.split('.');
    const expectedValue = (BigInt(eur.balance) * BigInt(whole + frac)) / 10n ** 18n;
    expect(eur.balanceValue.value.replace('.', '').replace(/^0+/, '')).toBe(expectedValue.toString());
    const future = await get(`/v1/chains/43114/addresses/${tx.to.address}/balances:getNative?blockNumber=${chain.headNumber + 5}`);
    expect(future.status).toBe(404);
  });

  it('getDeployment returns every section for ERC-20, ERC-721 and ERC-1155 contracts, with teleporter info on the bridged token', async () => {
    const contracts = chain.store.contracts;
    for (const kind of ['erc20', 'erc721', 'erc1155'] as const) {
      const c = contracts.find((x) => x.kind === kind)!;
      const d = (await ok('getDeploymentTransaction', `/v1/chains/43114/contracts/${c.address}/transactions:getDeployment?currency=chf`))!;
      for (const key of [
        'erc20Transfers',
        'erc721Transfers',
        'erc1155Transfers',
        'internalTransactions',
        'networkTokenDetails',
        'nativeTransaction',
      ]) {
        expect(d).toHaveProperty(key);
      }
      // The Data API's OpenAPI (Method.methodName): "If the callType is CONTRACT_CREATION this is set to 'Contract Created'".
      expect(d.nativeTransaction.method).toMatchObject({ callType: 'CONTRACT_CREATION', methodName: 'Contract Created' });
      expect(d.nativeTransaction.to.address).toBe(c.address);
      expect(d.nativeTransaction.input).toMatch(/^0x60806040/);
      expect(d.internalTransactions[0]).toMatchObject({ internalTxType: 'CREATE', isReverted: false });
      expect(d.networkTokenDetails.currentPrice.currencyCode).toBe('chf');
      if (kind === 'erc20') expect(d.erc20Transfers[0].value).toBe((BigInt(c.supply) * 10n ** BigInt(c.decimals)).toString());
      if (kind === 'erc721') expect(d.erc721Transfers).toHaveLength(3);
      if (kind === 'erc1155') expect(d.erc1155Transfers.length).toBeGreaterThan(0);
    }
    const bridged = contracts.find((x) => x.teleporter)!;
    const d = (await ok('getDeploymentTransaction', `/v1/chains/43114/contracts/${bridged.address}/transactions:getDeployment`))!;
    expect(d.teleporterMessageInfo).toMatchObject({ direction: 'DESTINATION_TRANSACTION', destinationChainId: chain.spec.blockchainId });
    const eoa = chain.store.pool.hexOf(50);
    expect((await get(`/v1/chains/43114/contracts/${eoa}/transactions:getDeployment`)).status).toBe(404);
  });

  it('NFT tokens show several index states, with images the service serves', async () => {
    const c = chain.store.contracts.find((x) => x.kind === 'erc721')!;
    const { tokens } = (await ok('listNftTokens', `/v1/chains/43114/nfts/collections/${c.address}/tokens?pageSize=100`))!;
    const states = new Set(tokens.map((t: any) => t.metadata.indexStatus));
    expect(states.size).toBeGreaterThanOrEqual(3);
    const indexed = tokens.find((t: any) => t.metadata.indexStatus === 'indexed');
    const image = await fetch(indexed.metadata.imageUri);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    const doc = await (await fetch(indexed.tokenUri)).json();
    expect(doc.name).toBe(indexed.metadata.name);
    expect((await get(`/v1/chains/43114/nfts/collections/${chain.store.pool.hexOf(9)}/tokens`)).status).toBe(404);
  });

  it('reindex answers an empty 200, updates metadataLastUpdatedTimestamp, and allows one per token per hour', async () => {
    const c = chain.store.contracts.find((x) => x.kind === 'erc721')!;
    const path = `/v1/chains/43114/nfts/collections/${c.address}/tokens/2:reindex`;
    const first = await fetch(suite.service.dataUrl + path, { method: 'POST' });
    expect(first.status).toBe(200);
    expect(await first.text()).toBe('');
    const { tokens } = (await ok('listNftTokens', `/v1/chains/43114/nfts/collections/${c.address}/tokens?pageSize=2`))!;
    expect(tokens[1].metadata.metadataLastUpdatedTimestamp).toBe(Math.floor(clock.nowMs() / 1000));
    clock.advance(59 * 60_000);
    const again = await get(path, { method: 'POST' });
    expect(again.status).toBe(429);
    expect(again.headers.get('retry-after')).toBe('60');
    expect(again.body).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    clock.advance(60_000);
    expect((await fetch(suite.service.dataUrl + path, { method: 'POST' })).status).toBe(200);
    expect((await get(`/v1/chains/43114/nfts/collections/${c.address}/tokens/999999:reindex`, { method: 'POST' })).status).toBe(404);
  });

  it('ERC-721 transfers honour startBlock (inclusive) and endBlock (exclusive)', async () => {
    const owner = chain.ownerOf(
      chain.store.contracts.find((x) => x.kind === 'erc721')!,
      1,
    )!;
    const base = `/v1/chains/43114/addresses/${owner}/transactions:listErc721?pageSize=100`;
    const all = (await ok('listErc721Transfers', base))!.transactions;
    expect(all.length).toBeGreaterThan(0);
    const b = Number(all[0].blockNumber);
    const from = (await ok('listErc721Transfers', `${base}&startBlock=${b}`))!.transactions;
    expect(from.length).toBeGreaterThan(0);
    expect(from.every((t: any) => Number(t.blockNumber) >= b)).toBe(true);
    const before = (await ok('listErc721Transfers', `${base}&endBlock=${b}`))!.transactions;
    expect(before.every((t: any) => Number(t.blockNumber) < b)).toBe(true);
    for (const t of all) expect([t.from.address, t.to.address]).toContain(owner);
    expect((await get(`${base}&startBlock=10&endBlock=10`)).status).toBe(400);
  });

  it('collectibles can be filtered by contract', async () => {
    const c = chain.store.contracts.find((x) => x.kind === 'erc721')!;
    const owner = chain.ownerOf(c, 1)!;
    const all = (await ok('listCollectibleBalances', `/v1/chains/43114/addresses/${owner}/balances:listCollectibles?pageSize=500`))!;
    const one = (await ok(
      'listCollectibleBalances',
      `/v1/chains/43114/addresses/${owner}/balances:listCollectibles?pageSize=500&contractAddress=${c.address}`,
    ))!;
    expect(one.collectibleBalances.length).toBeGreaterThan(0);
    expect(one.collectibleBalances.every((x: any) => x.address === c.address && x.chainId === '43114')).toBe(true);
    expect(all.collectibleBalances.length).toBeGreaterThanOrEqual(one.collectibleBalances.length);
  });
});

describe('determinism', { timeout: 30_000 }, () => {
  // The traffic follows the clock's days and weeks (traffic.ts), so the transactions depend on the
  // start time too; the accounts and the tokens deployed at genesis do not.
  it('one seed and start time give the same chains; another start keeps the accounts and tokens; another seed gives others', () => {
    const a = new EvmSimulation({ seed: 11, scale: 'small', clock: new ManualClock(START) });
    const again = new EvmSimulation({ seed: 11, scale: 'small', clock: new ManualClock(START) });
    const later = new EvmSimulation({ seed: 11, scale: 'small', clock: new ManualClock(START + 5 * 86_400_000) });
    const c = new EvmSimulation({ seed: 12, scale: 'small', clock: new ManualClock(START) });
    const fingerprint = (sim: EvmSimulation) =>
      sim.chains.map((ch) => [ch.headNumber, ch.txCount, ch.block(ch.headNumber)!.hash, ch.transaction(ch.txCount - 1).txHash]);
    const tokens = (sim: EvmSimulation) =>
      sim.chains.map((ch) => [
        Array.from({ length: 20 }, (_, i) => ch.store.pool.hexOf(i)),
        ch.store.contracts.slice(0, 6).map((x) => x.address),
      ]);
    expect(fingerprint(a)).toEqual(fingerprint(again));
    expect(tokens(later)).toEqual(tokens(a));
    expect(fingerprint(a)).not.toEqual(fingerprint(c));
    expect(tokens(a)).not.toEqual(tokens(c));
  });
});
