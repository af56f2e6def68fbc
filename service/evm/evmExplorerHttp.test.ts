import { beforeAll, describe, expect, it } from 'vitest';
import { NO_ADDRESS } from '../sim/evm/chainStore';
import type { EvmChain } from '../sim/evm/evmChain';
import { TX_KIND } from '../sim/evm/methods';
import { serviceSuite } from '../../test/support/rigs/serviceSuite';

/**
 * The explorer's reads beyond the interface over HTTP, parsed with the shared schemas: every list walked to its
 * end (still, and with blocks arriving between pages) and compared with what the simulation's store holds, found
 * here by brute force; the invariants between them (a block's transactions count its txCount, ERC-20 balances
 * are the sums of their transfers); and every error path.
 */
describe('EVM explorer endpoints (contract)', { timeout: 60_000 }, () => {
  const suite = serviceSuite({ startMs: Date.UTC(2026, 3, 1), seed: 7 });
  const { clock, get, ok, walk } = suite;
  /** The fuji L1: a few hundred blocks, so full walks stay quick. */
  let l1: EvmChain;
  let cChain: EvmChain;
  beforeAll(() => {
    l1 = suite.service.world.evm.chain('779673')!;
    cChain = suite.service.world.evm.chain('43114')!;
  });

  const mine = () => {
    clock.advance(8_000);
    suite.service.world.evm.mine(l1);
    suite.service.world.evm.mine(cChain);
  };

  /** Sequence numbers of the transactions the address took part in (sender, recipient, token transfer, internal call). */
  function involvement(chain: EvmChain, address: string) {
    const s = chain.store;
    const id = s.idOf(address)!;
    const wrapped = s.contractId(chain.wrappedNative());
    const native = new Set<number>();
    const internals = new Set<number>();
    const all = new Set<number>();
    for (let seq = 0; seq < s.txCount; seq++) {
      const kind = s.txKind.get(seq);
      if (s.txFrom.get(seq) === id || s.txTo.get(seq) === id) native.add(seq);
      const creation = kind === TX_KIND.contractCreation && (s.txFrom.get(seq) === id || s.txTo.get(seq) === id);
      const wrap = kind === TX_KIND.swapNative && s.txStatus.get(seq) === 1 && (s.txTo.get(seq) === id || wrapped === id);
      if (creation || wrap) internals.add(seq);
    }
    const erc20: number[] = [];
    for (let i = 0; i < s.erc20.count; i++) if (s.erc20.from.get(i) === id || s.erc20.to.get(i) === id) erc20.push(i);
    const erc1155: number[] = [];
    const nftSeqs: number[] = [];
    for (let i = 0; i < s.nft.count; i++) {
      if (s.nft.from.get(i) !== id && s.nft.to.get(i) !== id) continue;
      nftSeqs.push(s.nft.tx.get(i));
      if (s.contracts[s.nft.contract.get(i)].kind === 'erc1155') erc1155.push(i);
    }
    for (const seq of [...native, ...internals, ...erc20.map((i) => s.erc20.tx.get(i)), ...nftSeqs]) all.add(seq);
    const desc = (set: Iterable<number>) => [...set].sort((a, b) => b - a);
    return { all: desc(all), native: desc(native), internals: desc(internals), erc20: erc20.reverse(), erc1155: erc1155.reverse() };
  }

  /** The EOA with the most ERC-20 transfers on the chain. */
  function busiestTokenHolder(chain: EvmChain): string {
    let best = 0;
    for (let id = 0; id < chain.store.pool.size; id++) {
      if (chain.store.addressErc20.lengthOf(id) > chain.store.addressErc20.lengthOf(best)) best = id;
    }
    return chain.store.addressOf(best);
  }

  it('GET a transaction by hash: the list item in full, with fees, input, its transfers and internal calls', async () => {
    const { transactions } = await ok('listLatestTransactions', '/v1/chains/43114/transactions?pageSize=100');
    for (const item of transactions) {
      const d = await ok('getTransaction', `/v1/chains/43114/transactions/${item.txHash}`);
      expect(d.nativeTransaction).toMatchObject(item);
      expect(d.nativeTransaction.input).toMatch(/^0x/);
      expect(BigInt(d.nativeTransaction.gasPrice)).toBeGreaterThanOrEqual(BigInt(d.nativeTransaction.baseFeePerGas));
      expect(d.networkTokenDetails.networkToken).toMatchObject({ symbol: 'AVAX', decimals: 18 });
      expect(d.networkTokenDetails.currentPrice.currencyCode).toBe('usd');
      const ok20 = item.method.methodName === 'transfer(address,uint256)' && item.txStatus === '1';
      expect(d.erc20Transfers.length).toBe(ok20 ? 1 : 0);
      if (ok20) {
        expect(d.erc20Transfers[0].from.address).toBe(item.from.address);
        expect(d.erc20Transfers[0].erc20Token.address).toBe(item.to.address);
        expect(BigInt(d.erc20Transfers[0].value)).toBeGreaterThan(0n);
      }
      if (item.method.methodName.startsWith('swapExactAVAXForTokens') && item.txStatus === '1') {
        expect(d.internalTransactions).toEqual([
          expect.objectContaining({
            internalTxType: 'CALL',
            value: item.value,
            from: expect.objectContaining({ address: item.to.address }),
          }),
        ]);
      }
      if (item.method.methodName.startsWith('sendCrossChainMessage') && item.txStatus === '1') {
        expect(d.teleporterMessageInfo).toMatchObject({ direction: 'SOURCE_TRANSACTION', sourceChainId: cChain.spec.blockchainId });
      }
    }
    expect(transactions.some((t: any) => t.method.methodName === 'transfer(address,uint256)')).toBe(true);
  });

  it('a deployment is the same as its transaction read by hash; a fresh transaction has no historical price yet', async () => {
    const token = cChain.store.contracts.find((c) => c.kind === 'erc20')!;
    const deployment = await ok('getDeploymentTransaction', `/v1/chains/43114/contracts/${token.address}/transactions:getDeployment`);
    const byHash = await ok('getTransaction', `/v1/chains/43114/transactions/${deployment.nativeTransaction.txHash}`);
    expect(byHash).toEqual(deployment);
    expect(byHash.erc20Transfers[0]).toMatchObject({
      from: { address: `0x${'0'.repeat(40)}` },
      value: (BigInt(token.supply) * 10n ** 18n).toString(),
    });
    expect(byHash.networkTokenDetails.historicalPrice.currencyCode).toBe('usd');
    const newest = cChain.transaction(cChain.txCount - 1);
    expect((await ok('getTransaction', `/v1/chains/43114/transactions/${newest.txHash}`)).networkTokenDetails).not.toHaveProperty(
      'historicalPrice',
    );
  });

  it('GET a transaction: 404 for a hash no transaction has (or one of another chain), 400 naming txHash for a malformed one', async () => {
    const hash = cChain.transaction(5).txHash;
    const off = `${hash.slice(0, 10)}${hash[10] === '0' ? '1' : '0'}${hash.slice(11)}`;
    for (const path of [
      `/v1/chains/43114/transactions/${off}`,
      `/v1/chains/779673/transactions/${hash}`,
      `/v1/chains/43114/transactions/0x${'f'.repeat(64)}`,
    ]) {
      const r = await get(path);
      expect(r.status, path).toBe(404);
    }
    const bad = await get('/v1/chains/43114/transactions/0x1234');
    expect(bad.status).toBe(400);
    expect((bad.body as { message: string }).message).toMatch(/txHash/);
  });

  it("a block's transactions: as many as its txCount, in block order, the same as the latest list, by number or hash", async () => {
    const head = cChain.headNumber;
    const { transactions: latest } = await ok('listLatestTransactions', '/v1/chains/43114/transactions?pageSize=100');
    for (let n = head; n > head - 15; n--) {
      const block = await ok('getBlock', `/v1/chains/43114/blocks/${n}`);
      const { items, pages } = await walk('listBlockTransactions', `/v1/chains/43114/blocks/${n}/transactions?pageSize=2`, (t) =>
        JSON.stringify(t),
      );
      const txs = items.map((t) => JSON.parse(t));
      expect(txs).toHaveLength(block.txCount);
      expect(pages).toHaveLength(Math.max(1, Math.ceil(block.txCount / 2)));
      expect(txs.map((t) => t.blockIndex)).toEqual(txs.map((_, i) => i));
      expect(txs.every((t) => t.blockHash === block.blockHash)).toBe(true);
      const inLatest = latest.filter((t: any) => t.blockNumber === String(n)).reverse();
      // Blocks newer than the oldest one of the latest 100 transactions are there whole.
      if (Number(latest.at(-1).blockNumber) < n) expect(txs).toEqual(inLatest);
      const byHash = await walk('listBlockTransactions', `/v1/chains/43114/blocks/${block.blockHash}/transactions?pageSize=100`, (t) =>
        JSON.stringify(t),
      );
      expect(byHash.items).toEqual(items);
    }
    expect((await get(`/v1/chains/43114/blocks/${head + 1000}/transactions`)).status).toBe(404);
    for (const size of [0, 101]) {
      const r = await get(`/v1/chains/43114/blocks/${head}/transactions?pageSize=${size}`);
      expect(r.status).toBe(400);
      expect((r.body as { message: string }).message).toMatch(/pageSize/);
    }
  });

  it.each([false, true])(
    "an address's history walks complete, each transaction once, with its parts that involve the address (blocks arriving: %s)",
    async (live) => {
      const address = busiestTokenHolder(l1);
      const expected = involvement(l1, address);
      const hashes = expected.all.map((seq) => l1.transaction(seq).txHash);
      const { items, pages } = await walk(
        'listTransactions',
        `/v1/chains/779673/addresses/${address}/transactions?pageSize=7`,
        (t) => t.nativeTransaction.txHash,
        live ? mine : undefined,
      );
      expect(hashes.length).toBeGreaterThan(14);
      expect(items).toEqual(hashes);
      for (const item of pages.flatMap((p) => p.transactions)) {
        const parts = [...item.erc20Transfers, ...item.erc721Transfers, ...item.erc1155Transfers, ...item.internalTransactions];
        for (const p of parts) expect([p.from.address, p.to.address]).toContain(address);
        const own = [item.nativeTransaction.from.address, item.nativeTransaction.to.address].includes(address);
        expect(own || parts.length > 0).toBe(true);
      }
      const asc = await walk(
        'listTransactions',
        `/v1/chains/779673/addresses/${address.toUpperCase().replace('0X', '0x')}/transactions?pageSize=50&sortOrder=asc`,
        (t) => t.nativeTransaction.txHash,
      );
      expect(asc.items.slice(0, hashes.length)).toEqual([...hashes].reverse());
    },
  );

  it('the history honours startBlock (inclusive) and endBlock (exclusive)', async () => {
    const address = busiestTokenHolder(l1);
    const all = involvement(l1, address).all.map((seq) => l1.transaction(seq));
    const mid = all[Math.floor(all.length / 2)].blockNumber;
    const startBlock = mid - 40;
    const { items } = await walk(
      'listTransactions',
      `/v1/chains/779673/addresses/${address}/transactions?pageSize=100&startBlock=${startBlock}&endBlock=${mid}`,
      (t) => t.nativeTransaction.txHash,
    );
    expect(items).toEqual(all.filter((t) => t.blockNumber >= startBlock && t.blockNumber < mid).map((t) => t.txHash));
    const r = await get(`/v1/chains/779673/addresses/${address}/transactions?startBlock=10&endBlock=10`);
    expect(r.status).toBe(400);
    expect((r.body as { message: string }).message).toMatch(/endBlock/);
  });

  it.each([false, true])('native, ERC-20, ERC-1155 and internal lists of an address walk complete (blocks arriving: %s)', async (live) => {
    const address = busiestTokenHolder(l1);
    const router = l1.store.contracts.find((c) => c.kind === 'router')!.address;
    // What the store holds when each walk starts (the walk before it may have mined blocks).
    let expected = involvement(l1, address);
    const base = `/v1/chains/779673/addresses/${address}/transactions`;
    const native = await walk('listNativeTransactions', `${base}:listNative?pageSize=9`, (t) => t.txHash, live ? mine : undefined);
    expect(native.items).toEqual(expected.native.map((seq) => l1.transaction(seq).txHash));
    expected = involvement(l1, address);
    const erc20 = await walk(
      'listErc20Transfers',
      `${base}:listErc20?pageSize=4`,
      (t) => `${t.txHash}:${t.logIndex}`,
      live ? mine : undefined,
    );
    expect(erc20.items).toEqual(expected.erc20.map((i) => `${l1.erc20Transfer(i).tx.txHash}:${l1.erc20Transfer(i).logIndex}`));
    expect(erc20.items.length).toBeGreaterThan(4);
    expected = involvement(l1, address);
    const erc1155 = await walk(
      'listErc1155Transfers',
      `${base}:listErc1155?pageSize=3`,
      (t) => `${t.txHash}:${t.logIndex}`,
      live ? mine : undefined,
    );
    expect(erc1155.items).toEqual(expected.erc1155.map((i) => `${l1.nftTransfer(i).tx.txHash}:${l1.nftTransfer(i).logIndex}`));
    for (const t of erc1155.pages.flatMap((p) => p.transactions)) expect(t.erc1155Token.ercType).toBe('ERC-1155');
    const routerInternals = involvement(l1, router).internals;
    const internals = await walk(
      'listInternalTransactions',
      `/v1/chains/779673/addresses/${router}/transactions:listInternals?pageSize=5`,
      (t) => t.txHash,
      live ? mine : undefined,
    );
    expect(internals.items).toEqual(routerInternals.map((seq) => l1.transaction(seq).txHash));
    expect(internals.items.length).toBeGreaterThan(0);
    for (const t of internals.pages.flatMap((p) => p.transactions)) {
      expect(['CALL', 'CREATE']).toContain(t.internalTxType);
      if (t.internalTxType === 'CALL') expect(BigInt(t.value)).toBeGreaterThan(0n);
    }
  });

  it('ERC-20 balances are the sums of the transfers listed, priced in the asked currency; spam is hidden unless asked', async () => {
    for (const chain of [l1, cChain]) {
      const id = chain.spec.evmChainId;
      const address = busiestTokenHolder(chain);
      const transfers = await walk('listErc20Transfers', `/v1/chains/${id}/addresses/${address}/transactions:listErc20?pageSize=100`, (t) =>
        JSON.stringify(t),
      );
      const sums = new Map<string, bigint>();
      for (const t of transfers.items.map((x) => JSON.parse(x))) {
        const sign = (t.to.address === address ? 1n : 0n) - (t.from.address === address ? 1n : 0n);
        sums.set(t.erc20Token.address, (sums.get(t.erc20Token.address) ?? 0n) + sign * BigInt(t.value));
      }
      const held = [...sums].filter(([, v]) => v > 0n);
      const all = await walk(
        'listErc20Balances',
        `/v1/chains/${id}/addresses/${address}/balances:listErc20?pageSize=2&filterSpamTokens=false&currency=eur`,
        (b) => JSON.stringify(b),
      );
      const balances = all.items.map((x) => JSON.parse(x));
      expect(Object.fromEntries(balances.map((b) => [b.address, BigInt(b.balance)]))).toEqual(Object.fromEntries(held));
      expect(balances.map((b) => b.address)).toEqual(balances.map((b) => b.address).toSorted());
      for (const b of balances) {
        const contract = chain.contract(b.address)!;
        expect(b).toMatchObject({ chainId: String(id), ercType: 'ERC-20', decimals: contract.decimals, symbol: contract.symbol });
        expect(b.tokenReputation).toBe(chain.spec.isCChain ? (contract.spam ? 'Malicious' : 'Benign') : null);
        if (contract.unpriced) {
          expect(b).not.toHaveProperty('price');
          expect(b).not.toHaveProperty('balanceValue');
        } else {
          expect(b.price.currencyCode).toBe('eur');
          const [whole, fraction] = b.price.value.split('.');
          const expectedValue = (BigInt(b.balance) * BigInt(whole + fraction)) / 10n ** BigInt(contract.decimals);
          expect(b.balanceValue.value.replace('.', '')).toBe(expectedValue.toString().padStart(7, '0'));
        }
      }
      expect(all.pages[0].nativeTokenBalance).toMatchObject({ symbol: chain.spec.token.symbol, chainId: String(id) });
      const unfiltered = await ok('listErc20Balances', `/v1/chains/${id}/addresses/${address}/balances:listErc20?pageSize=500`);
      expect(unfiltered.erc20TokenBalances.map((b: any) => b.address)).toEqual(
        balances.filter((b) => !chain.contract(b.address)!.spam).map((b) => b.address),
      );
      const one = balances[0].address;
      const only = await ok(
        'listErc20Balances',
        `/v1/chains/${id}/addresses/${address}/balances:listErc20?contractAddresses=${one}&filterSpamTokens=false`,
      );
      expect(only.erc20TokenBalances.map((b: any) => b.address)).toEqual([one]);
    }
  });

  it('some holders hold spam, and some tokens have no price', async () => {
    const spam = cChain.store.contracts.find((c) => c.spam)!;
    const holder = cChain.store.addressOf(spam.holders[0].ids.find((h) => h !== NO_ADDRESS)!);
    const shown = await ok(
      'listErc20Balances',
      `/v1/chains/43114/addresses/${holder}/balances:listErc20?filterSpamTokens=false&pageSize=500`,
    );
    expect(shown.erc20TokenBalances.find((b: any) => b.address === spam.address)).toMatchObject({ tokenReputation: 'Malicious' });
    const hidden = await ok('listErc20Balances', `/v1/chains/43114/addresses/${holder}/balances:listErc20?pageSize=500`);
    expect(hidden.erc20TokenBalances.find((b: any) => b.address === spam.address)).toBeUndefined();
  });

  it('ERC-721 and ERC-1155 balances split the collectibles between them', async () => {
    const id = l1.spec.evmChainId;
    let richest = 0;
    for (let a = 0; a < l1.store.pool.size; a++) {
      if (l1.store.addressNft.lengthOf(a) > l1.store.addressNft.lengthOf(richest)) richest = a;
    }
    const address = l1.store.addressOf(richest);
    const collectibles = await walk(
      'listCollectibleBalances',
      `/v1/chains/${id}/addresses/${address}/balances:listCollectibles?pageSize=100`,
      (c) => `${c.ercType}:${c.address}:${c.tokenId}`,
    );
    const erc721 = await walk(
      'listErc721Balances',
      `/v1/chains/${id}/addresses/${address}/balances:listErc721?pageSize=3`,
      (c) => `${c.ercType}:${c.address}:${c.tokenId}`,
      mine,
    );
    const erc1155 = await walk(
      'listErc1155Balances',
      `/v1/chains/${id}/addresses/${address}/balances:listErc1155?pageSize=3`,
      (c) => `${c.ercType}:${c.address}:${c.tokenId}`,
      mine,
    );
    expect([...erc721.items, ...erc1155.items].sort()).toEqual([...collectibles.items].sort());
    expect(erc721.items.every((k) => k.startsWith('ERC-721'))).toBe(true);
    expect(erc1155.items.every((k) => k.startsWith('ERC-1155'))).toBe(true);
    for (const b of erc1155.pages.flatMap((p) => p.erc1155TokenBalances)) expect(Number(b.balance)).toBeGreaterThan(0);
  });

  it('an address with no history gets empty lists; bad addresses, block ranges and page sizes are 400s naming the field', async () => {
    const nobody = '0x000000000000000000000000000000000000dEaD';
    for (const [id, path] of [
      ['listTransactions', 'transactions'],
      ['listNativeTransactions', 'transactions:listNative'],
      ['listErc20Transfers', 'transactions:listErc20'],
      ['listErc1155Transfers', 'transactions:listErc1155'],
      ['listInternalTransactions', 'transactions:listInternals'],
    ] as const) {
      const body = await ok(id, `/v1/chains/43114/addresses/${nobody}/${path}`);
      expect(body).toEqual({ transactions: [] });
      const bad = await get(`/v1/chains/43114/addresses/0x12/${path}`);
      expect(bad.status).toBe(400);
      expect((bad.body as { message: string }).message).toMatch(/address/);
      for (const size of [0, 101]) expect((await get(`/v1/chains/43114/addresses/${nobody}/${path}?pageSize=${size}`)).status).toBe(400);
      expect((await get(`/v1/chains/43114/addresses/${nobody}/${path}?pageSize=100`)).status).toBe(200);
    }
    for (const [id, path, list] of [
      ['listErc20Balances', 'balances:listErc20', 'erc20TokenBalances'],
      ['listErc721Balances', 'balances:listErc721', 'erc721TokenBalances'],
      ['listErc1155Balances', 'balances:listErc1155', 'erc1155TokenBalances'],
    ] as const) {
      const body = await ok(id, `/v1/chains/43114/addresses/${nobody}/${path}?pageSize=500`);
      expect(body[list]).toEqual([]);
      expect(body.nativeTokenBalance.balance).toBe('0');
      const r = await get(`/v1/chains/43114/addresses/${nobody}/${path}?pageSize=501`);
      expect(r.status).toBe(400);
      expect((r.body as { message: string }).message).toMatch(/pageSize/);
    }
    const spamFlag = await get(`/v1/chains/43114/addresses/${nobody}/balances:listErc20?filterSpamTokens=maybe`);
    expect(spamFlag.status).toBe(400);
    expect((spamFlag.body as { message: string }).message).toMatch(/filterSpamTokens/);
    const contracts = await get(`/v1/chains/43114/addresses/${nobody}/balances:listErc20?contractAddresses=0x1,0x2`);
    expect((contracts.body as { message: string }).message).toMatch(/contractAddresses/);
  });
});
