import { describe, expect, it } from 'vitest';
import { endpoints, type EndpointResponse } from '../../shared/api/endpoints';
import { NETWORK_IDS, P_CHAIN_ID } from '../sim/catalog';
import { explorerIndex } from '../sim/primary/explorerIndex';
import { pChainHeightAt } from '../sim/primary/network';
import { describePrimaryNetwork } from '../../test/support/rigs/primaryNetworkFacts';
import { primaryContractSuite } from '../../test/support/rigs/primaryContract';

/**
 * Contract tests of the Primary Network reads beyond the interface over HTTP: every answer parses
 * with the shared schema, lists page without gaps or repeats, and what they say agrees with the
 * other endpoints (rewards, balances, asset transactions) and with the simulation itself.
 */
const t = primaryContractSuite();
const { ok, expectError, walk } = t;

const now = () => Math.floor(t.clock.nowMs() / 1000);
const sim = () => t.expected.sim('mainnet');
const known = () => describePrimaryNetwork(t.expected, 'mainnet', now());
const ids = NETWORK_IDS.mainnet;
const base = '/v1/networks/mainnet/blockchains';

type Tx = EndpointResponse<'getPrimaryTransaction'>;
type Utxo = NonNullable<Tx['emittedUtxos']>[number];

/** Per asset, what a list of UTXOs holds. */
function sums(utxos: Utxo[] | undefined): Record<string, bigint> {
  const out: Record<string, bigint> = {};
  for (const u of utxos ?? []) out[u.asset!.assetId!] = (out[u.asset!.assetId!] ?? 0n) + BigInt(u.asset!.amount!);
  return out;
}
const amount = (list: { amount?: string }[] | undefined) => (list ?? []).reduce((s, a) => s + BigInt(a.amount ?? '0'), 0n);

describe('a transaction by id', () => {
  it('serves a staking transaction of the P-Chain with its staking data, and its reward matches the rewards endpoint', async () => {
    const owner = known().addresses.validatorOwner;
    const { historicalRewards } = await ok('listHistoricalRewards', `/v1/networks/mainnet/rewards?addresses=${owner}&pageSize=5`);
    const reward = historicalRewards!.find((r) => r.rewardType === 'VALIDATOR')!;
    const tx = await ok('getPrimaryTransaction', `${base}/p-chain/transactions/${reward.txHash}`);
    expect(tx).toMatchObject({
      txHash: reward.txHash,
      nodeId: reward.nodeId,
      startTimestamp: reward.startTimestamp,
      endTimestamp: reward.endTimestamp,
      rewardTxHash: reward.rewardTxHash,
      rewardAddresses: [owner],
      subnetId: '11111111111111111111111111111111LpoYY',
    });
    expect(tx.txType).toMatch(/^Add(Permissionless)?ValidatorTx$/);
    expect(amount(tx.amountStaked)).toBe(BigInt(reward.amountStaked!));
    expect(tx.estimatedReward).toBe(reward.reward!.amount);
    expect(Number(tx.delegationFeePercent)).toBeGreaterThanOrEqual(2);
    // The staked output is the STAKE UTXO of the period, and the reward transaction points back.
    expect(tx.emittedUtxos!.find((u) => u.utxoType === 'STAKE')).toMatchObject({
      staked: true,
      utxoStartTimestamp: reward.startTimestamp,
      rewardType: 'VALIDATOR',
    });
    const rewardTx = await ok('getPrimaryTransaction', `${base}/${P_CHAIN_ID}/transactions/${reward.rewardTxHash}`);
    expect(rewardTx).toMatchObject({ txType: 'RewardValidatorTx', stakingTxHash: reward.txHash, nodeId: reward.nodeId });
    expect(rewardTx.emittedUtxos!.map((u) => u.utxoId)).toContain(reward.utxoId);
  });

  it('balances every P-Chain transaction: consumed = emitted + burned, except the rewards the network mints', async () => {
    const txs = await walk<Tx>(`${base}/p-chain/transactions`, 'transactions', 100);
    expect(txs.length).toBe(explorerIndex(sim()).txs.P.filter((tx) => tx.timestamp <= now()).length);
    for (const tx of txs) {
      endpoints.getPrimaryTransaction.response.parse(tx);
      const consumed = sums(tx.consumedUtxos);
      const emitted = sums(tx.emittedUtxos);
      // The fee is burned; a top-up's deposit leaves the UTXOs for an L1 validator's balance.
      const burned = amount(tx.amountBurned) + amount(tx.amountL1ValidatorBalanceBurned);
      if (tx.txType === 'RewardValidatorTx') {
        expect(emitted[ids.avaxAssetId]).toBeGreaterThan(consumed[ids.avaxAssetId]);
        continue;
      }
      expect(consumed[ids.avaxAssetId] ?? 0n, `${tx.txType} ${tx.txHash}`).toBe((emitted[ids.avaxAssetId] ?? 0n) + burned);
      expect(amount(tx.value)).toBe(emitted[ids.avaxAssetId] ?? 0n);
      expect(pChainHeightAt(sim(), tx.blockTimestamp!)).toBe(Number(tx.blockNumber));
    }
    const types = new Set(txs.map((tx) => tx.txType));
    for (const type of [
      'ImportTx',
      'ExportTx',
      'CreateSubnetTx',
      'CreateChainTx',
      'ConvertSubnetToL1Tx',
      'RegisterL1ValidatorTx',
      'IncreaseL1ValidatorBalanceTx',
      'AddPermissionlessDelegatorTx',
    ]) {
      expect(types, type).toContain(type);
    }
  });

  it('serves an X-Chain transaction as the asset transactions list does, and a C-Chain export with its EVM side', async () => {
    const { transactions } = await ok('listAssetTransactions', `${base}/x-chain/assets/${ids.avaxAssetId}/transactions?pageSize=3`);
    const x = await ok('getPrimaryTransaction', `${base}/x-chain/transactions/${transactions![0].txHash}`);
    expect(x).toEqual(transactions![0]);

    const cTxs = await walk<Tx>(`${base}/c-chain/transactions`, 'transactions', 100);
    const exp = cTxs.find((tx) => tx.txType === 'ExportTx' && tx.emittedUtxos!.some((u) => u.consumingTxHash))!;
    expect(exp.evmInputs![0].fromAddress).toMatch(/^0x[0-9a-fA-F]{40}$/);
    // What left the EVM account = what the export emitted + its fee.
    expect(BigInt(exp.evmInputs![0].asset!.amount!)).toBe(amount(exp.amountCreated) + 1_000_000n);
    // The other leg: the import that consumed the exported UTXO lists it among its consumed UTXOs.
    const spent = exp.emittedUtxos!.find((u) => u.consumingTxHash)!;
    const leg = spent.consumedOnChainId === P_CHAIN_ID ? 'p-chain' : 'x-chain';
    const imp = await ok('getPrimaryTransaction', `${base}/${leg}/transactions/${spent.consumingTxHash}`);
    expect(imp).toMatchObject({ txType: 'ImportTx', sourceChain: ids.cChainId });
    expect(imp.consumedUtxos!.map((u) => u.utxoId)).toContain(spent.utxoId);
    // The 0x address lists its own C-Chain atomic transactions.
    const mine = await walk<Tx>(`${base}/c-chain/transactions?addresses=${exp.evmInputs![0].fromAddress}`, 'transactions', 50);
    expect(mine.map((tx) => tx.txHash)).toContain(exp.txHash);
  });

  it('answers 404 for an unknown id or one of another chain (naming it), 400 for a malformed one', async () => {
    const pTx = known().nonL1TxHash;
    await expectError(`${base}/x-chain/transactions/${pTx}`, 404, /not found on the X-Chain of mainnet \(it is a P-Chain transaction\)/);
    await expectError(`${base}/p-chain/transactions/${ids.avaxAssetId}`, 404, /not found on the P-Chain/);
    await expectError(`${base}/p-chain/transactions/0x1234`, 400, /txHash/);
    await expectError(`${base}/${NETWORK_IDS.fuji.xChainId}/transactions/${pTx}`, 400, /blockchainId.*fuji/);
  });
});

describe('transaction lists', () => {
  it("pages an address's P-Chain history newest first, each transaction once, filtered by type and time", async () => {
    const user = known().addresses.user;
    const all = await walk<Tx>(`${base}/p-chain/transactions?addresses=${user}`, 'transactions', 7);
    expect(new Set(all.map((tx) => tx.txHash)).size).toBe(all.length);
    expect(all.length).toBeGreaterThan(10);
    const times = all.map((tx) => tx.blockTimestamp!);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const bare = user.slice(2);
    for (const tx of all) {
      const addresses = [...tx.consumedUtxos!, ...tx.emittedUtxos!].flatMap((u) => u.addresses ?? []).map((a) => a.replace(/^[PXC]-/, ''));
      expect(addresses).toContain(bare);
    }
    const asc = await walk<Tx>(`${base}/p-chain/transactions?addresses=${user}&sortOrder=asc`, 'transactions', 100);
    expect(asc.map((tx) => tx.txHash)).toEqual(all.map((tx) => tx.txHash).reverse());

    const from = all[Math.floor(all.length / 2)].blockTimestamp!;
    const filtered = await walk<Tx>(
      `${base}/p-chain/transactions?addresses=${user}&txTypes=ImportTx&txTypes=ExportTx&startTimestamp=${from}`,
      'transactions',
      100,
    );
    expect(filtered.map((tx) => tx.txHash)).toEqual(
      all.filter((tx) => ['ImportTx', 'ExportTx'].includes(tx.txType!) && tx.blockTimestamp! >= from).map((tx) => tx.txHash),
    );
  });

  it('lists the transactions of one L1 validation, and the active staking transactions of an address', async () => {
    const l1 = known().l1s[0];
    const register = await ok('getPrimaryTransaction', `${base}/p-chain/transactions/${l1.registerTxHashes[0]}`);
    const validationId = register.l1ValidatorDetails![0].validationId!;
    const ofValidation = await ok('listPrimaryTransactions', `${base}/p-chain/transactions?l1ValidationId=${validationId}&pageSize=100`);
    expect(ofValidation.transactions!.map((tx) => tx.txHash)).toContain(l1.registerTxHashes[0]);
    expect(ofValidation.transactions!.every((tx) => tx.l1ValidatorDetails!.some((d) => d.validationId === validationId))).toBe(true);

    const owner = known().addresses.validatorOwner;
    const staking = await walk<Tx>(`${base}/p-chain/transactions:listStaking?addresses=${owner}`, 'transactions', 100);
    expect(staking.length).toBeGreaterThan(0);
    for (const tx of staking) {
      expect(tx.endTimestamp!).toBeGreaterThan(now());
      expect(tx.rewardAddresses).toEqual([owner]);
    }
    const { pendingRewards } = await ok('listPendingRewards', `/v1/networks/mainnet/rewards:listPending?addresses=${owner}&pageSize=100`);
    expect(new Set(staking.map((tx) => tx.txHash))).toEqual(
      new Set(pendingRewards!.filter((r) => r.rewardType !== 'VALIDATOR_FEE').map((r) => r.txHash)),
    );
  });

  it('rejects 0x addresses off the C-Chain, staking lists off the P-Chain, and a validation filter off the P-Chain', async () => {
    await expectError(`${base}/p-chain/transactions?addresses=0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed`, 400, /addresses/);
    await expectError(`${base}/x-chain/transactions:listStaking`, 400, /blockchainId/);
    await expectError(`${base}/x-chain/transactions?l1ValidationId=${ids.avaxAssetId}`, 400, /l1ValidationId/);
    await expectError(`${base}/p-chain/transactions?addresses=P-fuji1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq`, 400, /addresses/);
  });
});

describe('P-Chain blocks', () => {
  it('pages the latest blocks by height down, each holding the transactions of its height', async () => {
    const first = await ok('listPrimaryBlocks', `${base}/p-chain/blocks?pageSize=5`);
    const top = pChainHeightAt(sim(), now());
    expect(first.blocks!.map((b) => Number(b.blockNumber))).toEqual([top, top - 1, top - 2, top - 3, top - 4]);
    const second = await ok('listPrimaryBlocks', `${base}/p-chain/blocks?pageSize=5&pageToken=${encodeURIComponent(first.nextPageToken!)}`);
    expect(Number(second.blocks![0].blockNumber)).toBe(top - 5);
    expect(second.blocks![0].blockHash).toBe(first.blocks![4].parentHash);

    const { transactions } = await ok('listPrimaryTransactions', `${base}/p-chain/transactions?pageSize=1`);
    const tx = transactions![0];
    const byNumber = await ok('getPrimaryBlock', `${base}/p-chain/blocks/${tx.blockNumber}`);
    const byHash = await ok('getPrimaryBlock', `${base}/p-chain/blocks/${tx.blockHash}`);
    expect(byHash).toEqual(byNumber);
    expect(byNumber).toMatchObject({ blockHash: tx.blockHash, txCount: byNumber.transactions!.length });
    expect(byNumber.transactions).toContain(tx.txHash);

    const range = await walk<{ blockNumber: string }>(
      `${base}/p-chain/blocks?startTimestamp=${now() - 600}&endTimestamp=${now() - 300}`,
      'blocks',
      4,
    );
    expect(range.map((b) => Number(b.blockNumber))).toEqual(Array.from({ length: 11 }, (_, i) => pChainHeightAt(sim(), now() - 300) - i));
  });

  it('answers 404 for a future height or an unknown hash', async () => {
    await expectError(`${base}/p-chain/blocks/${pChainHeightAt(sim(), now()) + 10}`, 404, /not found on the P-Chain/);
    await expectError(`${base}/p-chain/blocks/${ids.avaxAssetId}`, 404, /not found/);
  });
});

describe('X-Chain and C-Chain blocks', () => {
  // The X-Chain's blocks hold its transactions since the linearisation; the C-Chain's listed blocks are those holding atomic transactions.
  for (const [alias, chainId, hashPattern] of [
    ['x-chain', ids.xChainId, /^[1-9A-HJ-NP-Za-km-z]{40,60}$/],
    ['c-chain', ids.cChainId, /^0x[0-9a-f]{64}$/],
  ] as const) {
    it(`${alias}: pages every block newest first, and each listed transaction resolves by id naming that block`, async () => {
      const blocks = await walk<Record<string, any>>(`${base}/${alias}/blocks`, 'blocks', 100);
      const chain = alias === 'x-chain' ? sim().xBlocks : sim().cBlocks;
      const expected = chain.ascending.filter((b) => b.timestamp <= now()).reverse();
      expect(blocks.map((b) => b.blockNumber)).toEqual(expected.map((b) => String(b.height)));
      expect(blocks.length).toBeGreaterThan(100);
      for (const b of blocks) endpoints.getPrimaryBlock.response.parse(b);
      for (let i = 1; i < blocks.length; i++) {
        expect(Number(blocks[i].blockNumber)).toBeLessThan(Number(blocks[i - 1].blockNumber));
        expect(blocks[i].blockTimestamp).toBeLessThanOrEqual(blocks[i - 1].blockTimestamp);
      }
      // Every X-Chain transaction after the switch, and every C-Chain atomic one, is in exactly one listed block.
      const listed = blocks.flatMap((b) => b.transactions as string[]);
      expect(new Set(listed).size).toBe(listed.length);
      const inBlocks = explorerIndex(sim()).txs[alias === 'x-chain' ? 'X' : 'C'].filter((tx) => tx.timestamp <= now() && !tx.vertex);
      expect(listed.sort()).toEqual(inBlocks.map((tx) => tx.txHash).sort());

      for (const b of [blocks[0], blocks[Math.floor(blocks.length / 2)], blocks[blocks.length - 1]]) {
        expect(b.blockHash).toMatch(hashPattern);
        expect(b.txCount).toBe(b.transactions.length);
        const byHeight = await ok('getPrimaryBlock', `${base}/${alias}/blocks/${b.blockNumber}`);
        expect(await ok('getPrimaryBlock', `${base}/${chainId}/blocks/${b.blockHash}`)).toEqual(byHeight);
        expect(byHeight).toEqual(b);
        for (const hash of b.transactions) {
          const tx = await ok('getPrimaryTransaction', `${base}/${alias}/transactions/${hash}`);
          expect(tx).toMatchObject({ blockHeight: Number(b.blockNumber), blockHash: b.blockHash });
          if (alias === 'x-chain') {
            expect(tx.chainFormat).toBe('linear');
            expect(tx.vertices).toBeUndefined();
          }
          const t0 = b.blockTimestamp as number;
          expect(tx.timestamp).toBeLessThanOrEqual(t0);
        }
      }
      if (alias === 'x-chain') {
        // The X-Chain's blocks follow one another; the first one's parent is the last vertex.
        const oldest = blocks[blocks.length - 1];
        expect(oldest.blockNumber).toBe('0');
        const lastHeight = sim().verticesByHeight.length - 1;
        expect(oldest.parentHash).toBe(sim().verticesByHeight[lastHeight].at(-1)!.vertexHash);
        expect(blocks[0].parentHash).toBe(blocks[1].blockHash);
      }
    });

    it(`${alias}: a time range and a page token narrow the list; the transaction list names the same blocks`, async () => {
      const from = now() - 20 * 86_400;
      const to = now() - 10 * 86_400;
      const range = await walk<Record<string, any>>(`${base}/${alias}/blocks?startTimestamp=${from}&endTimestamp=${to}`, 'blocks', 7);
      expect(range.length).toBeGreaterThan(0);
      expect(range.every((b) => b.blockTimestamp >= from && b.blockTimestamp <= to)).toBe(true);
      const chain = alias === 'x-chain' ? sim().xBlocks : sim().cBlocks;
      expect(range.length).toBe(chain.ascending.filter((b) => b.timestamp >= from && b.timestamp <= to).length);

      const { transactions } = await ok('listPrimaryTransactions', `${base}/${alias}/transactions?pageSize=20`);
      for (const tx of transactions!) {
        const block = await ok('getPrimaryBlock', `${base}/${alias}/blocks/${tx.blockHeight}`);
        expect(block.blockHash).toBe(tx.blockHash);
        expect(block.transactions).toContain(tx.txHash);
      }
    });

    it(`${alias}: answers 404 for an unknown or future block and 400 for bad parameters`, async () => {
      const chain = alias === 'x-chain' ? sim().xBlocks : sim().cBlocks;
      const future = chain.ascending.find((b) => b.timestamp > now())!;
      await expectError(
        `${base}/${alias}/blocks/${future.height}`,
        404,
        new RegExp(`Block ${future.height} not found on the ${alias === 'x-chain' ? 'X' : 'C'}-Chain`),
      );
      await expectError(`${base}/${alias}/blocks/${future.hash}`, 404, /not found/);
      await expectError(`${base}/${alias}/blocks/${ids.avaxAssetId}`, 404, /not found/);
      await expectError(`${base}/${alias}/blocks?pageSize=0`, 400, /pageSize/);
      await expectError(`${base}/${alias}/blocks?pageSize=101`, 400, /pageSize/);
      await expectError(`${base}/${alias}/blocks?startTimestamp=soon`, 400, /startTimestamp/);
      await expectError(`${base}/${alias}/blocks?pageToken=nonsense`, 400, /pageToken/);
    });
  }

  it('keeps the X-Chain transactions before the linearisation in vertices, without a block', async () => {
    const first = sim().xBlocks.ascending[0].txs[0];
    const before = explorerIndex(sim())
      .txs.X.filter((tx) => tx.timestamp < first.timestamp)
      .at(-1)!;
    const tx = await ok('getPrimaryTransaction', `${base}/x-chain/transactions/${before.txHash}`);
    expect(tx.chainFormat).toBe('non-linear');
    expect([tx.blockHeight, tx.blockHash]).toEqual([undefined, undefined]);
    expect(tx.vertices![0].hash).toBe(before.vertex!.hash);
  });
});

describe('UTXOs and assets', () => {
  it("lists an address's unspent P-Chain UTXOs adding up to its balances, and spent ones on request", async () => {
    const user = known().addresses.user;
    const unspent = await walk<Utxo>(`${base}/p-chain/utxos?addresses=${user}`, 'utxos', 10);
    const { balances } = await ok('getPrimaryBalances', `${base}/p-chain/balances?addresses=${user}&blockTimestamp=${now()}`);
    const balanceSum = amount(Object.values(balances!).flat() as { amount?: string }[]);
    expect(unspent.reduce((s, u) => s + BigInt(u.asset!.amount!), 0n)).toBe(balanceSum);
    expect(unspent.every((u) => !u.consumingTxHash)).toBe(true);

    const withSpent = await walk<Utxo>(`${base}/p-chain/utxos?addresses=${user}&includeSpent=true`, 'utxos', 100);
    expect(withSpent.length).toBeGreaterThan(unspent.length);
    expect(new Set(withSpent.map((u) => u.utxoId)).size).toBe(withSpent.length);
    // A transaction's emitted UTXO is the same UTXO the list shows.
    const spent = withSpent.find((u) => u.consumingTxHash && u.consumedOnChainId === P_CHAIN_ID)!;
    const consumer = await ok('getPrimaryTransaction', `${base}/p-chain/transactions/${spent.consumingTxHash}`);
    expect(consumer.consumedUtxos!.find((u) => u.utxoId === spent.utxoId)).toEqual(spent);
  });

  it('lists X-Chain UTXOs by asset, and serves assets', async () => {
    const asset = known().assets[0];
    const { transactions } = await ok('listAssetTransactions', `${base}/x-chain/assets/${asset.assetId}/transactions?pageSize=100`);
    const holder = transactions![0].emittedUtxos!.find((u) => u.asset?.assetId === asset.assetId)!.addresses![0];
    const utxos = await walk<Utxo>(`${base}/x-chain/utxos?addresses=${holder}&assetId=${asset.assetId}&includeSpent=true`, 'utxos', 20);
    expect(utxos.length).toBeGreaterThan(0);
    expect(utxos.every((u) => u.asset!.assetId === asset.assetId)).toBe(true);

    const created = (await walk<Tx>(`${base}/x-chain/transactions?txTypes=CreateAssetTx`, 'transactions', 10)).find(
      (tx) => tx.assetCreated?.assetId === asset.assetId,
    )!;
    expect(await ok('getXChainAsset', `${base}/x-chain/assets/${asset.assetId}`)).toEqual(created.assetCreated);
    expect(await ok('getXChainAsset', `${base}/${ids.xChainId}/assets/${ids.avaxAssetId}`)).toMatchObject({
      symbol: 'AVAX',
      denomination: 9,
      cap: 'fixed',
    });
  });

  it('needs addresses for UTXOs, and answers 404/400 for unknown assets and non-X chains', async () => {
    await expectError(`${base}/p-chain/utxos`, 400, /addresses/);
    await expectError(`${base}/p-chain/utxos?addresses=${known().addresses.user}&includeSpent=maybe`, 400, /includeSpent/);
    await expectError(`${base}/x-chain/assets/${known().nonL1TxHash}`, 404, /Asset .* not found/);
    await expectError(`${base}/p-chain/assets/${ids.avaxAssetId}`, 400, /blockchainId/);
  });
});
