import { describe, expect, it } from 'vitest';
import { endpoints } from '../../shared/api/endpoints';
import { ALLOW_LIST_CONFIG_FIELDS, UPGRADE_BLOCK_FIELDS } from '../../shared/api/genesis';
import { BALANCE_CATEGORIES, ATOMIC_BALANCE_CATEGORIES } from '../../shared/api/primaryNetwork';
import { NETWORK_IDS, P_CHAIN_ID, PRIMARY_SUBNET_ID, evmChains } from '../sim/catalog';
import { genesisAlloc } from '../sim/evm/genesisAlloc';
import { DAY, TX_FEE } from '../sim/primary/constants';
import { describePrimaryNetwork } from '../../test/support/rigs/primaryNetworkFacts';
import { isPending, type RewardEntry } from '../sim/primary/rewards';
import { primaryContractSuite } from '../../test/support/rigs/primaryContract';
import { TEST_SEED, TEST_START_MS } from '../../test/support/rigs/primaryTestService';
import { WALLET_COUNT, WALLET_ROLES } from '../sim/primary/wallets';

const t = primaryContractSuite();
const { ok, expectError, walk } = t;

const now = () => Math.floor(t.clock.nowMs() / 1000);
const mainnet = () => t.expected.sim('mainnet');
const ids = NETWORK_IDS.mainnet;

describe('blockchains and subnets', () => {
  it('lists P, X, C, the L1 EVM chains and the plain subnets chains, the same paged as in one page', async () => {
    const all = (await ok('listBlockchains', '/v1/networks/mainnet/blockchains?pageSize=10000')).blockchains as {
      blockchainId: string;
      createBlockTimestamp: number;
    }[];
    const ids = all.map((b) => b.blockchainId);
    expect(ids.slice(0, 3).sort()).toEqual([P_CHAIN_ID, NETWORK_IDS.mainnet.xChainId, NETWORK_IDS.mainnet.cChainId].sort());
    for (const c of evmChains('mainnet')) expect(ids).toContain(c.blockchainId);
    expect(all.length).toBeGreaterThanOrEqual(3 + 2 + 4);
    const paged = await walk<{ blockchainId: string }>('/v1/networks/mainnet/blockchains?sortOrder=asc', 'blockchains', 2);
    expect(paged.map((b) => b.blockchainId)).toEqual(ids);
    const desc = await walk<{ blockchainId: string }>('/v1/networks/mainnet/blockchains?sortOrder=desc', 'blockchains', 3);
    expect(desc.map((b) => b.blockchainId)).toEqual([...ids].reverse());
  });

  it('lists every subnet (beyond-interface subnets list) as getSubnet shows it, the same paged as in one page', async () => {
    const all = (await ok('listSubnets', '/v1/networks/mainnet/subnets?pageSize=10000')).subnets as { subnetId: string; isL1?: boolean }[];
    const ids = all.map((s) => s.subnetId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(all.some((s) => s.isL1)).toBe(true);
    for (const s of all) expect(await ok('getSubnet', `/v1/networks/mainnet/subnets/${s.subnetId}`)).toEqual(s);
    const paged = await walk<{ subnetId: string }>('/v1/networks/mainnet/subnets?sortOrder=asc', 'subnets', 2);
    expect(paged.map((s) => s.subnetId)).toEqual(ids);
    const desc = await walk<{ subnetId: string }>('/v1/networks/mainnet/subnets?sortOrder=desc', 'subnets', 3);
    expect(desc.map((s) => s.subnetId)).toEqual([...ids].reverse());
  });

  it('gives every EVM chain a complete genesisData whose alloc is the EVM simulation genesis', async () => {
    for (const spec of evmChains('mainnet')) {
      const b = await ok('getBlockchain', `/v1/networks/mainnet/blockchains/${spec.blockchainId}`);
      expect(b.evmChainId).toBe(spec.evmChainId);
      // The local service sends an EVM genesis as an object (the schema also admits the real API's text form).
      if (typeof b.genesisData !== 'object') throw new Error('genesisData is not an object');
      const g = b.genesisData;
      const config = g.config!;
      expect(config.chainId).toBe(spec.evmChainId);
      for (const f of UPGRADE_BLOCK_FIELDS) expect(typeof config[f]).toBe('number');
      for (const f of ALLOW_LIST_CONFIG_FIELDS)
        expect(config[f]).toMatchObject({ blockTimestamp: expect.any(Number), adminAddresses: expect.any(Array) });
      expect(Object.keys(config.feeConfig!)).toHaveLength(8);
      expect(config.warpConfig).toMatchObject({ quorumNumerator: 67 });
      const alloc = genesisAlloc(TEST_SEED, spec);
      expect(Object.keys(g.alloc!).sort()).toEqual(Object.keys(alloc).sort());
      for (const [address, a] of Object.entries(g.alloc!)) {
        expect(a.balance).toBe(alloc[address].balance);
        expect(a.code).toMatch(/^0x([0-9a-f]{2})*$/);
      }
      expect(Object.values(g.alloc!).some((a) => a.code !== '0x')).toBe(true);
      expect(g.timestamp).toBe(`0x${b.createBlockTimestamp!.toString(16)}`);
    }
  });

  it('has at least five subnets besides the Primary Network, two of them L1s with conversion and manager', async () => {
    const subnetIds = new Set(mainnet().subnets.map((s) => s.subnetId));
    expect(subnetIds.size).toBeGreaterThanOrEqual(6);
    let l1s = 0;
    for (const subnetId of subnetIds) {
      const s = await ok('getSubnet', `/v1/networks/mainnet/subnets/${subnetId}`);
      expect(s.subnetId).toBe(subnetId);
      expect(s.blockchains!.length).toBeGreaterThan(0);
      if (subnetId === PRIMARY_SUBNET_ID) {
        expect(s.blockchains!.map((b) => b.blockchainName)).toEqual(['P-Chain', 'X-Chain', 'C-Chain']);
        continue;
      }
      expect(s.subnetOwnershipInfo!.addresses!.length).toBeGreaterThan(0);
      if (!s.isL1) continue;
      l1s++;
      const chain = evmChains('mainnet').find((c) => c.subnetId === subnetId)!;
      expect(s.l1ValidatorManagerDetails).toEqual({
        blockchainId: chain.blockchainId,
        contractAddress: expect.stringMatching(/^0x[0-9a-f]{40}$/),
      });
      const conversion = mainnet().ledger.txByHash.get(s.l1ConversionTransactionHash!);
      expect(conversion?.txType).toBe('ConvertSubnetToL1Tx');
    }
    expect(l1s).toBe(2);
  });

  it('shows a subnet whose ownership moved with its current owners', async () => {
    const moved = mainnet().subnets.find((s) => s.ownerHistory.length > 1)!;
    const s = await ok('getSubnet', `/v1/networks/mainnet/subnets/${moved.subnetId}`);
    expect(s.subnetOwnershipInfo!.addresses).toHaveLength(2);
    expect(s.ownerAddresses).toEqual(s.subnetOwnershipInfo!.addresses);
  });

  it('answers 404 for unknown ids and says when an id belongs to the other network', async () => {
    const fujiL1 = evmChains('fuji')[1];
    await expectError(`/v1/networks/mainnet/blockchains/${fujiL1.blockchainId}`, 404, /not found on mainnet \(it is on fuji\)/);
    await expectError(`/v1/networks/mainnet/subnets/${fujiL1.subnetId}`, 404, /not found on mainnet \(it is on fuji\)/);
    await expectError(`/v1/networks/testnet/blockchains/${ids.avaxAssetId}`, 404, /not found on fuji$/);
    await expectError('/v1/networks/mainnet/blockchains/not-an-id', 400, /blockchainId/);
  });
});

describe('X-Chain', () => {
  const assetTxsPath = (assetId: string, query = '') => `/v1/networks/mainnet/blockchains/x-chain/assets/${assetId}/transactions${query}`;

  it('has AVAX and three created assets, each with its CreateAssetTx', async () => {
    const created = mainnet().assets.slice(1);
    expect(created).toHaveLength(3);
    for (const asset of created) {
      const res = await ok('listAssetTransactions', assetTxsPath(asset.assetId, '?txTypes=CreateAssetTx'));
      expect(res.transactions).toHaveLength(1);
      const tx = res.transactions![0];
      expect(tx.txHash).toBe(asset.assetId);
      expect(tx.assetCreated).toMatchObject({
        assetId: asset.assetId,
        symbol: asset.symbol,
        denomination: asset.denomination,
        cap: expect.stringMatching(/fixed|variable/),
      });
      expect(res.chainInfo).toEqual({ chainName: 'x-chain', network: 'mainnet' });
    }
  });

  it('pages through every AVAX transaction exactly once, latest first, and each conserves value', async () => {
    const expected = t.expected
      .get('mainnet')
      .txsByAsset.get(ids.avaxAssetId)!
      .filter((tx) => tx.timestamp <= now());
    const txs = await walk<Record<string, any>>(assetTxsPath(ids.avaxAssetId), 'transactions', 100);
    expect(txs.map((tx) => tx.txHash)).toEqual(expected.map((tx) => tx.txHash).reverse());
    const types = new Set<string>();
    for (const tx of txs) {
      types.add(tx.txType);
      const unlocked = new Map<string, bigint>(tx.amountUnlocked.map((a: any) => [a.assetId, BigInt(a.amount)]));
      const created = new Map<string, bigint>(tx.amountCreated.map((a: any) => [a.assetId, BigInt(a.amount)]));
      // Outputs plus the fee equal the inputs: AVAX pays the fee; other assets are conserved unless created or minted.
      expect((unlocked.get(ids.avaxAssetId) ?? 0n) - (created.get(ids.avaxAssetId) ?? 0n), tx.txHash).toBe(TX_FEE);
      for (const [assetId, amount] of created) {
        if (assetId === ids.avaxAssetId || tx.txType === 'CreateAssetTx' || tx.txType === 'OperationTx') continue;
        expect(unlocked.get(assetId), `${tx.txType} ${tx.txHash}`).toBe(amount);
      }
      // The listed totals are the sums of the listed UTXOs.
      const sum = (us: any[]) =>
        us.reduce((s: bigint, u: any) => (u.asset.assetId === ids.avaxAssetId ? s + BigInt(u.asset.amount) : s), 0n);
      expect(sum(tx.consumedUtxos)).toBe(unlocked.get(ids.avaxAssetId) ?? 0n);
      expect(sum(tx.emittedUtxos)).toBe(created.get(ids.avaxAssetId) ?? 0n);
      for (const u of tx.consumedUtxos) {
        expect(u.consumingTxHash).toBe(tx.txHash);
        expect(u.credentials[0]).toMatchObject({
          signature: expect.stringMatching(/^0x[0-9a-f]{130}$/),
          publicKey: expect.stringMatching(/^0x0[23][0-9a-f]{64}$/),
        });
      }
      // Before the linearisation a transaction sits in a vertex, after it in a block: one or the other.
      if (tx.chainFormat === 'non-linear') expect(tx.vertices[0].hash).toEqual(expect.any(String));
      else {
        expect(tx).toMatchObject({ chainFormat: 'linear', blockHeight: expect.any(Number), blockHash: expect.any(String) });
        expect(tx.vertices).toBeUndefined();
      }
    }
    expect(new Set(txs.map((tx) => tx.chainFormat))).toEqual(new Set(['non-linear', 'linear']));
    expect([...types].sort()).toEqual(['BaseTx', 'CreateAssetTx', 'ExportTx', 'ImportTx', 'OperationTx']);
    const memos = txs.map((tx) => tx.memo);
    expect(memos.some((m) => /^0x(?:[2-7][0-9a-f])+$/.test(m) && m.length > 4)).toBe(true); // text
    expect(memos.some((m) => /^0x[0-9a-f]*[01][0-9a-f]/.test(m))).toBe(true); // binary
  });

  it('filters by txTypes and time, and export/import move AVAX through atomic memory of P and C', async () => {
    const from = now() - 30 * DAY;
    const to = now() - 10 * DAY;
    const txs = await walk<Record<string, any>>(
      assetTxsPath(ids.avaxAssetId, `?txTypes=ExportTx,ImportTx&startTimestamp=${from}&endTimestamp=${to}`),
      'transactions',
      50,
    );
    expect(txs.length).toBeGreaterThan(0);
    const chains = new Set<string>();
    for (const tx of txs) {
      expect(['ExportTx', 'ImportTx']).toContain(tx.txType);
      expect(tx.timestamp).toBeGreaterThanOrEqual(from);
      expect(tx.timestamp).toBeLessThanOrEqual(to);
      chains.add(tx.txType === 'ExportTx' ? tx.destinationChain : tx.sourceChain);
      if (tx.txType === 'ImportTx') for (const u of tx.consumedUtxos) expect(u.createdOnChainId).toBe(tx.sourceChain);
    }
    expect([...chains].sort()).toEqual([P_CHAIN_ID, ids.cChainId].sort());
  });

  it('serves vertices by height, each child naming the vertices below as parents and listing its transactions', async () => {
    for (const height of [0, 1, 57]) {
      const res = await ok('listVertices', `/v1/networks/mainnet/blockchains/${ids.xChainId}/vertices:listByHeight?vertexHeight=${height}`);
      expect(res.vertices!.length).toBeGreaterThan(0);
      const below = height
        ? (await ok('listVertices', `/v1/networks/mainnet/blockchains/x-chain/vertices:listByHeight?vertexHeight=${height - 1}`)).vertices!
        : [];
      for (const v of res.vertices!) {
        expect(v.vertexHeight).toBe(height);
        expect(v.parentHashes).toEqual(below.map((p) => p.vertexHash));
        expect(v.txCount).toBe(v.transactions!.length);
        for (const hash of v.transactions!) expect(mainnet().ledger.txByHash.get(hash)?.vertex?.hash).toBe(v.vertexHash);
      }
    }
    const one = await walk<{ vertexIndex: number }>(
      `/v1/networks/mainnet/blockchains/x-chain/vertices:listByHeight?vertexHeight=57&sortOrder=desc`,
      'vertices',
      1,
    );
    expect(one.map((v) => v.vertexIndex)).toEqual(
      mainnet()
        .verticesByHeight[57].map((v) => v.vertexIndex)
        .reverse(),
    );
  });

  it("rejects the other network's X-Chain, unknown assets and forged page tokens", async () => {
    await expectError(
      `/v1/networks/mainnet/blockchains/${NETWORK_IDS.fuji.xChainId}/assets/${ids.avaxAssetId}/transactions`,
      400,
      /blockchainId.*fuji/,
    );
    await expectError(`/v1/networks/mainnet/blockchains/${ids.cChainId}/vertices:listByHeight?vertexHeight=1`, 400, /blockchainId/);
    await expectError(assetTxsPath(NETWORK_IDS.fuji.avaxAssetId), 404, /Asset .* not found/);
    const first = await t.get(assetTxsPath(ids.avaxAssetId, '?pageSize=5'));
    const token = first.body.nextPageToken as string;
    await expectError(assetTxsPath(ids.avaxAssetId, `?pageSize=5&pageToken=${token.slice(0, -2)}xx`), 400, /pageToken/);
    await expectError(assetTxsPath(ids.avaxAssetId, `?pageSize=5&txTypes=BaseTx&pageToken=${token}`), 400, /pageToken/);
  });
});

describe('balances', () => {
  const addressList = (chain: 'P' | 'X') => Array.from({ length: WALLET_COUNT }, (_, i) => mainnet().wallets.address(i, chain)).join(',');
  const balances = async (chain: string, query: string) =>
    (await ok('getPrimaryBalances', `/v1/networks/mainnet/blockchains/${chain}/balances?${query}`)).balances as Record<
      string,
      { assetId: string; amount: string; utxoCount: number; sharedWithChainId?: string }[]
    >;
  const avaxIn = (b: Record<string, { assetId: string; amount: string }[]>, categories: readonly string[]) =>
    categories.reduce((s, c) => s + b[c].filter((e) => e.assetId === ids.avaxAssetId).reduce((x, e) => x + BigInt(e.amount), 0n), 0n);

  it('shows every P-Chain category somewhere in the timeline, and atomic memory shared with X', async () => {
    const seen = new Set<string>();
    for (const daysAgo of [0, 10, 40, 90, 150]) {
      const b = await balances('p-chain', `addresses=${addressList('P')}&blockTimestamp=${now() - daysAgo * DAY}`);
      for (const [c, entries] of Object.entries(b)) if (entries.length) seen.add(c);
      for (const e of b.atomicMemoryUnlocked) expect(e.sharedWithChainId).toBe(ids.xChainId);
    }
    expect([...seen].sort()).toEqual([...BALANCE_CATEGORIES, 'atomicMemoryUnlocked'].sort());
  });

  it('X-Chain balances equal the sum of the unspent UTXOs the asset transactions show', async () => {
    const address = mainnet().wallets.address(WALLET_ROLES.users[0], 'X');
    const b = await balances('x-chain', `addresses=${address}`);
    for (const asset of mainnet().assets) {
      const txs = await walk<Record<string, any>>(
        `/v1/networks/mainnet/blockchains/x-chain/assets/${asset.assetId}/transactions`,
        'transactions',
        100,
      );
      const unspent = new Map<string, bigint>();
      for (const tx of txs) {
        for (const u of tx.emittedUtxos) {
          // The real API's schema requires consumedOnChainId even before the spend: the chain that can consume it.
          expect(u.consumedOnChainId).toMatch(/^[1-9A-HJ-NP-Za-km-z]{30,60}$/);
          if (!u.consumingTxHash) expect([u.createdOnChainId, NETWORK_IDS.mainnet.cChainId, P_CHAIN_ID]).toContain(u.consumedOnChainId);
          if (u.asset.assetId === asset.assetId && u.addresses.includes(address) && !u.consumingTxHash && u.utxoType !== 'mint')
            unspent.set(u.utxoId, BigInt(u.asset.amount));
        }
      }
      const total = [...unspent.values()].reduce((s, v) => s + v, 0n);
      const shown = b.unlockedUnstaked.find((e) => e.assetId === asset.assetId);
      expect(BigInt(shown?.amount ?? '0'), asset.symbol).toBe(total);
      expect(shown?.utxoCount ?? 0).toBe(unspent.size);
    }
  });

  it('conserves AVAX: all balances on P, X and C atomic memory = genesis + rewards - fees + EVM side - L1 validator top-ups, at several times', async () => {
    const sim = mainnet();
    const genesis = [...sim.ledger.utxosByOwner.values()]
      .flat()
      .filter((u) => !sim.ledger.txByHash.has(u.txHash) && u.assetId === ids.avaxAssetId);
    const genesisTotal = [...new Set(genesis)].reduce((s, u) => s + u.amount, 0n);
    for (const daysAgo of [0, 33, 120]) {
      const at = now() - daysAgo * DAY;
      const txs = sim.ledger.txs.filter((tx) => tx.timestamp <= at);
      const expected = txs.reduce((s, tx) => s + tx.minted - tx.fee + tx.evmIn - tx.evmOut - tx.l1Deposit, genesisTotal);
      const all = [...BALANCE_CATEGORIES, ...ATOMIC_BALANCE_CATEGORIES];
      const p = avaxIn(await balances('p-chain', `addresses=${addressList('P')}&blockTimestamp=${at}`), all);
      const x = avaxIn(await balances('x-chain', `addresses=${addressList('X')}&blockTimestamp=${at}`), all);
      const c = avaxIn(await balances(ids.cChainId, `addresses=${addressList('P')}&blockTimestamp=${at}`), ATOMIC_BALANCE_CATEGORIES);
      expect(p + x + c, `${daysAgo} days ago`).toBe(expected);
    }
  });

  it("gives the C-Chain only atomic memory, and rejects the other network's chains and prefixes", async () => {
    const b = await balances('c-chain', `addresses=${addressList('P')}`);
    for (const c of BALANCE_CATEGORIES) expect(b[c]).toEqual([]);
    expect(b.atomicMemoryUnlocked.length + b.atomicMemoryLocked.length).toBeGreaterThan(0);
    await expectError(`/v1/networks/mainnet/blockchains/${NETWORK_IDS.fuji.cChainId}/balances`, 400, /blockchainId.*fuji/);
    await expectError(`/v1/networks/mainnet/blockchains/${evmChains('mainnet')[1].blockchainId}/balances`, 400, /blockchainId/);
    const fujiAddress = t.expected.sim('fuji').wallets.address(0, 'P');
    await expectError(`/v1/networks/mainnet/blockchains/p-chain/balances?addresses=${fujiAddress}`, 400, /addresses.*prefix fuji/);
    await expectError(
      `/v1/networks/mainnet/blockchains/p-chain/balances?addresses=${mainnet().wallets.address(0, 'P').slice(0, -1)}q`,
      400,
      /addresses/,
    );
  });

  it('lists the chains an address used, and none for an address never used', async () => {
    const used = mainnet().wallets.address(WALLET_ROLES.users[1], 'P');
    const unused = describePrimaryNetwork(t.expected, 'mainnet', now()).unusedAddress;
    const res = await ok('listChainIdsForAddresses', `/v1/networks/mainnet/addresses:listChainIds?addresses=${used},${unused}`);
    expect(res.addresses).toEqual([
      { address: used, blockchainIds: [ids.cChainId, P_CHAIN_ID, ids.xChainId] },
      { address: unused, blockchainIds: [] },
    ]);
  });
});

describe('rewards', () => {
  const owner = () => mainnet().wallets.address(WALLET_ROLES.validatorOwners[2], 'P');

  it('lists paid rewards of every type with the AVAX price of their day, paged the same both ways', async () => {
    const sim = mainnet();
    const delegator = sim.validators.flatMap((v) => v.delegations).find((d) => d.end <= now())!;
    const query = `/v1/networks/mainnet/rewards?addresses=${owner()},${sim.wallets.address(delegator.owner, 'P')}&currency=eur`;
    const desc = await walk<Record<string, any>>(query, 'historicalRewards', 7);
    const asc = await walk<Record<string, any>>(`${query}&sortOrder=asc`, 'historicalRewards', 100);
    expect(asc.map((r) => `${r.txHash}:${r.rewardType}`)).toEqual(desc.map((r) => `${r.txHash}:${r.rewardType}`).reverse());
    expect(new Set(desc.map((r) => r.rewardType))).toEqual(new Set(['VALIDATOR', 'DELEGATOR', 'VALIDATOR_FEE']));
    for (const r of desc) {
      endpoints.listHistoricalRewards.response.parse({ historicalRewards: [r] });
      expect(r.endTimestamp).toBeLessThanOrEqual(now());
      expect(r.reward.historicalPrice).toEqual({ currencyCode: 'eur', value: t.expected.priceOn(r.endTimestamp, 'eur') });
      const rewardTx = sim.ledger.txByHash.get(r.rewardTxHash)!;
      expect(rewardTx.txType).toBe('RewardValidatorTx');
      expect(rewardTx.emitted[r.outputIndex].amount).toBe(BigInt(r.reward.amount));
    }
  });

  it('filters by node id, and needs addresses or nodeIds', async () => {
    const v = mainnet().validators.find((x) => x.end <= now())!;
    const res = await ok('listHistoricalRewards', `/v1/networks/mainnet/rewards?nodeIds=${v.nodeId}&pageSize=100`);
    expect(res.historicalRewards!.length).toBeGreaterThan(0);
    for (const r of res.historicalRewards!) expect(r.nodeId).toBe(v.nodeId);
    await expectError('/v1/networks/mainnet/rewards', 400, /addresses.*nodeIds/);
    const v2 = mainnet().validators[0].nodeId;
    await expectError(`/v1/networks/mainnet/rewards:listPending?nodeIds=${v2.slice(0, -1)}${v2.endsWith('a') ? 'b' : 'a'}`, 400, /nodeIds/);
  });

  it('shows pending rewards whose progress is the elapsed share at the clock time, and they move on as time passes', async () => {
    const path = `/v1/networks/mainnet/rewards:listPending?addresses=${owner()}&pageSize=100`;
    const before = (await ok('listPendingRewards', path)).pendingRewards!;
    expect(before.length).toBeGreaterThan(0);
    const entries = t.expected.get('mainnet').rewards;
    const check = (list: typeof before, at: number) => {
      const expected = entries.filter((e: RewardEntry) => isPending(e, at) && e.owner === WALLET_ROLES.validatorOwners[2]);
      expect(list).toHaveLength(expected.length);
      for (const r of list) {
        const start = r.startTimestamp!;
        const end = r.endTimestamp!;
        const elapsed = Math.min(Math.max(at - start, 0), end - start);
        expect(r.progress).toBeCloseTo(elapsed / (end - start), 12);
        const entry = expected.find((e) => e.period.tx!.txHash === r.txHash && e.rewardType === r.rewardType)!;
        expect(BigInt(r.estimatedReward!.amount!)).toBe((entry.amount * BigInt(elapsed)) / BigInt(end - start));
      }
    };
    check(before, now());
    t.clock.advance(3 * DAY * 1000);
    try {
      const after = (await ok('listPendingRewards', path)).pendingRewards!;
      check(after, now());
      const same = after.find((r) =>
        before.some((b) => b.txHash === r.txHash && b.rewardType === r.rewardType && b.startTimestamp! < now() - 3 * DAY),
      );
      if (same) expect(same.progress).toBeGreaterThan(before.find((b) => b.txHash === same.txHash)!.progress!);
    } finally {
      t.clock.set(TEST_START_MS);
    }
  });
});
