import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type EndpointId } from '../../shared/api/endpoints';
import { CHAIN_METRICS, dailyOnly, TIME_INTERVALS } from '../../shared/api/endpoints/metrics';
import { ROLLING_WINDOW_METRICS, STAKING_METRICS } from '../../shared/api/endpoints/dashboards';
import { parseAmount } from '../../shared/format/amount';
import { serviceSuite, type Answer } from '../../test/support/rigs/serviceSuite';
import { testClient } from '../../test/support/rigs/testClient';
import { partnerOf, roleOf } from '../icm/icmMessages';
import { bridgedToken } from './btcbBridgers';
import { BTCB_DECIMALS } from '../../shared/api/dashboards';
import { NO_ADDRESS } from '../sim/evm/chainStore';
import { TX_KIND } from '../sim/evm/methods';
import { PRIMARY_SUBNET_ID } from '../sim/catalog';
import { PrimaryNetworks } from '../sim/primary/primaryNetworks';
import { timeAtPChainHeight } from '../sim/primary/network';
import { validatorSetAt } from '../sim/primary/validatorSets';

/**
 * The dashboards' Metrics API and Data API reads over HTTP, parsed with the shared schemas and checked against the
 * simulations read the slow way: an hour's txCount is its blocks' transactions, cumulative series never fall, the
 * stake is the P-Chain simulation's validations (the newest validatorCount is what the Data API lists as active),
 * the supply adds up from the genesis, rewards and burned fees, and ICM counts every simulated message.
 */
const DAY = 86_400;
const START = Date.UTC(2026, 3, 1, 13, 21, 5);
const SEED = 7;

describe('network dashboards endpoints (contract)', { timeout: 120_000 }, () => {
  const suite = serviceSuite({ startMs: START, seed: SEED });
  const { clock, ok: dataOk } = suite;
  let metrics: ReturnType<typeof testClient>;
  beforeAll(() => {
    metrics = testClient(suite.service.metricsUrl);
  });
  const now = () => Math.floor(clock.nowMs() / 1000);
  const evm = () => suite.service.world.evm;
  /** The same Primary Network the service built (same seed, same clock): read directly, not through the handlers. */
  const primary = () => new PrimaryNetworks(SEED, clock, () => '1').sim('mainnet');

  async function ok<Id extends EndpointId>(id: Id, path: string): Promise<Answer> {
    const r = await metrics(path);
    expect(r.status, `${path}: ${JSON.stringify(r.body)}`).toBe(200);
    return endpoints[id].response!.parse(r.body) as Answer;
  }
  async function walkSeries(id: EndpointId, path: string): Promise<Answer[]> {
    const out: Answer[] = [];
    let token: string | undefined;
    do {
      const page = await ok(id, `${path}${path.includes('?') ? '&' : '?'}${token ? `pageToken=${encodeURIComponent(token)}` : ''}`);
      out.push(...page.results);
      token = page.nextPageToken;
    } while (token);
    return out;
  }
  const latest = async (id: EndpointId, path: string) => (await ok(id, `${path}?pageSize=1`)).results[0].value as number;

  it('lists every simulated chain (and one network’s), and names one by EVM chain id or blockchain id', async () => {
    const all = await ok('listMetricsChains', '/v2/chains');
    expect(all.chains.map((c: Answer) => c.blockchainId).sort()).toEqual(
      evm()
        .chains.map((c) => c.spec.blockchainId)
        .sort(),
    );
    const fuji = await ok('listMetricsChains', '/v2/chains?network=fuji');
    expect(fuji.chains.length).toBeGreaterThan(0);
    expect(fuji.chains.every((c: Answer) => c.network === 'fuji')).toBe(true);
    const c = await ok('getMetricsChain', '/v2/chains/43114');
    expect(c).toMatchObject({ evmChainId: 43114, chainName: 'C-Chain', network: 'mainnet' });
    expect(await ok('getMetricsChain', `/v2/chains/${c.blockchainId}`)).toEqual(c);
    expect((await metrics('/v2/chains/123456')).status).toBe(404);
  });

  it('serves every chain metric at every interval it documents; the daily-only ones refuse the others, naming timeInterval', async () => {
    for (const metric of CHAIN_METRICS) {
      for (const interval of TIME_INTERVALS) {
        const r = await metrics(`/v2/chains/43114/metrics/${metric}?timeInterval=${interval}&pageSize=3`);
        if (interval !== 'day' && dailyOnly(metric)) {
          expect(r.status, `${metric} ${interval}`).toBe(400);
          expect(JSON.stringify(r.body)).toMatch(/timeInterval/);
          continue;
        }
        expect(r.status, `${metric} ${interval}`).toBe(200);
        const page = endpoints.getChainMetric.response.parse(r.body);
        // The simulated history is about two months long: three months of buckets may hold two.
        expect(page.results!.length, `${metric} ${interval}`).toBeGreaterThanOrEqual(interval === 'month' ? 2 : 3);
        for (const p of page.results!) expect(Number.isFinite(p.value) && p.value! >= 0, `${metric} ${interval}`).toBe(true);
      }
    }
  });

  it('cumulative series never fall and count what the blocks hold; a day’s contracts are its deployments', async () => {
    const chain = evm().chain('43114')!;
    const s = chain.store;
    const dayOf = (seq: number) => Math.floor(s.blockTs.get(s.txBlock.get(seq)) / DAY) * DAY;
    const txsBy = new Map<number, number>();
    const deploysBy = new Map<number, number>();
    const firstSeen = new Map<number, number>();
    for (let seq = 0; seq < s.txCount; seq++) {
      const day = dayOf(seq);
      txsBy.set(day, (txsBy.get(day) ?? 0) + 1);
      if (s.txKind.get(seq) === TX_KIND.contractCreation && s.txStatus.get(seq) === 1) deploysBy.set(day, (deploysBy.get(day) ?? 0) + 1);
      for (const id of [s.txFrom.get(seq), s.txTo.get(seq)]) if (id !== NO_ADDRESS && !firstSeen.has(id)) firstSeen.set(id, day);
    }
    const upTo = (m: Map<number, number>, day: number) => [...m].reduce((sum, [d, n]) => (d <= day ? sum + n : sum), 0);
    const addressesUpTo = (day: number) => [...firstSeen.values()].filter((d) => d <= day).length;
    for (const [metric, expected] of [
      ['cumulativeTxCount', (d: number) => upTo(txsBy, d)],
      ['cumulativeContracts', (d: number) => upTo(deploysBy, d)],
      ['cumulativeAddresses', addressesUpTo],
    ] as const) {
      const series = await walkSeries('getChainMetric', `/v2/chains/43114/metrics/${metric}?pageSize=50`);
      expect(series.length).toBeGreaterThan(2);
      for (let i = 1; i < series.length; i++) expect(series[i - 1].value, metric).toBeGreaterThanOrEqual(series[i].value);
      for (const p of series) expect(p.value, `${metric} ${p.timestamp}`).toBe(expected(p.timestamp));
    }
    const contracts = await walkSeries('getChainMetric', '/v2/chains/43114/metrics/contracts?pageSize=500');
    for (const p of contracts) expect(p.value).toBe(deploysBy.get(p.timestamp) ?? 0);
  });

  it('rolling windows: txCount over the last day and all time are the blocks’ transactions in them, each window within the next', async () => {
    const chain = evm().chain('43114')!;
    const { result } = await ok('getChainRollingWindowMetric', '/v2/chains/43114/rollingWindowMetrics/txCount');
    expect(result.lastDay).toBe(chain.txCountInTimeRange(now() + 1 - DAY, now() + 1));
    expect(result.allTime).toBe(chain.store.txCount);
    const order = ['lastHour', 'lastDay', 'lastWeek', 'lastMonth', 'last90Days', 'lastYear', 'allTime'];
    for (let i = 1; i < order.length; i++) expect(result[order[i]]).toBeGreaterThanOrEqual(result[order[i - 1]]);
    for (const metric of ROLLING_WINDOW_METRICS) await ok('getChainRollingWindowMetric', `/v2/chains/43114/rollingWindowMetrics/${metric}`);
  });

  it('staking metrics are the P-Chain simulation’s: the newest validatorCount is the active validators the Data API lists', async () => {
    const active: Answer[] = [];
    let token: string | undefined;
    do {
      const page = await dataOk(
        'listValidators',
        `/v1/networks/mainnet/validators?validationStatus=active&pageSize=100${token ? `&pageToken=${encodeURIComponent(token)}` : ''}`,
      );
      active.push(...page.validators);
      token = page.nextPageToken;
    } while (token);
    expect(active.length).toBeGreaterThan(0);
    const base = '/v2/networks/mainnet/metrics';
    expect(await latest('getStakingMetric', `${base}/validatorCount`)).toBe(active.length);
    expect(await latest('getStakingMetric', `${base}/validatorWeight`)).toBe(active.reduce((s, v) => s + Number(v.amountStaked), 0));
    expect(await latest('getStakingMetric', `${base}/delegatorCount`)).toBe(active.reduce((s, v) => s + v.delegatorCount, 0));
    expect(await latest('getStakingMetric', `${base}/delegatorWeight`)).toBe(active.reduce((s, v) => s + Number(v.amountDelegated), 0));
    const details = await dataOk('getNetworkDetails', '/v1/networks/mainnet');
    expect(details.validatorDetails.validatorCount).toBe(active.length);
    for (const metric of STAKING_METRICS) {
      const series = await walkSeries('getStakingMetric', `${base}/${metric}?pageSize=100`);
      for (let i = 1; i < series.length; i++) expect(series[i].timestamp).toBe(series[i - 1].timestamp - DAY);
    }
  });

  it('the supply is the genesis plus the rewards less the burned fees, and circulates what is neither staked nor locked', async () => {
    const s = await dataOk('getAvaxSupply', '/v1/avax/supply');
    const nano = (field: string) => BigInt(parseAmount(s[field], 9, field));
    const sim = primary();
    const t = now();
    const txs = sim.ledger.txs.filter((tx) => tx.timestamp <= t);
    expect(nano('totalRewards')).toBe(txs.reduce((sum, tx) => sum + tx.minted, 0n));
    expect(nano('totalPBurned')).toBe(txs.filter((tx) => tx.chain === 'P').reduce((sum, tx) => sum + tx.fee, 0n));
    expect(nano('totalXBurned')).toBe(txs.filter((tx) => tx.chain === 'X').reduce((sum, tx) => sum + tx.fee, 0n));
    expect(nano('totalCBurned')).toBeGreaterThan(0n);
    const burned = nano('totalPBurned') + nano('totalXBurned') + nano('totalCBurned') + nano('l1ValidatorFees');
    expect(nano('totalSupply')).toBe(nano('genesisUnlock') + nano('totalRewards') - burned);
    expect(nano('circulatingSupply')).toBe(nano('totalSupply') - nano('totalStaked') - nano('totalLocked'));
    const details = await dataOk('getNetworkDetails', '/v1/networks/mainnet');
    expect(nano('totalStaked')).toBe(
      BigInt(details.validatorDetails.totalAmountStaked) + BigInt(details.delegatorDetails.totalAmountStaked),
    );
    // Later, more rewards are minted and more fees burned: neither falls.
    clock.advance(30 * DAY * 1000);
    const later = await dataOk('getAvaxSupply', '/v1/avax/supply');
    expect(BigInt(parseAmount(later.totalRewards, 9))).toBeGreaterThanOrEqual(nano('totalRewards'));
    expect(BigInt(parseAmount(later.totalPBurned, 9))).toBeGreaterThanOrEqual(nano('totalPBurned'));
    clock.advance(-30 * DAY * 1000);
  });

  it('ICM metrics count every simulated message: the timeseries adds up to the summary’s all time, by chain pair', async () => {
    const expected = new Map<string, number>();
    for (const chain of evm().chains) {
      const partner = partnerOf(evm(), chain);
      if (!partner) continue;
      let n = 0;
      for (let seq = 0; seq < chain.store.txCount; seq++) if (roleOf(chain, seq) === 'sent') n++;
      if (n) expected.set(`${chain.spec.blockchainId}>${partner.spec.blockchainId}`, n);
    }
    expect(expected.size).toBeGreaterThan(0);
    const series = await walkSeries('getIcmTimeseries', '/v2/icm/timeseries?pageSize=7');
    const byPair = new Map<string, number>();
    for (const p of series)
      byPair.set(`${p.srcBlockchainId}>${p.destBlockchainId}`, (byPair.get(`${p.srcBlockchainId}>${p.destBlockchainId}`) ?? 0) + p.value);
    expect(byPair).toEqual(expected);
    for (let i = 1; i < series.length; i++) expect(series[i].timestamp).toBeLessThanOrEqual(series[i - 1].timestamp);
    const [pair, count] = [...expected][0];
    const [src, dest] = pair.split('>');
    const summary = await ok('getIcmSummary', `/v2/icm/summary?srcBlockchainId=${src}&destBlockchainId=${dest}`);
    expect(summary.result).toMatchObject({ allTime: count, srcBlockchainId: src, destBlockchainId: dest });
    expect(summary.result.lastDay).toBeLessThanOrEqual(summary.result.lastWeek);
  });

  it('L1 validator fees: each day’s fees add up to the cumulative ones, and the subnets’ to the total', async () => {
    const total = await ok('getL1ValidatorsMetric', '/v2/validators/metrics/totalCumulativeFeesDaily');
    const daily = await ok('getL1ValidatorsMetric', '/v2/validators/metrics/totalValidatorFeesDaily');
    expect(total.results.length).toBeGreaterThan(1);
    expect(daily.results.reduce((s: number, p: Answer) => s + p.value, 0)).toBe(total.results[0].value);
    const l1s = primary().subnets.filter((s) => s.l1 && s.l1.validators.length);
    let bySubnets = 0;
    for (const subnet of l1s)
      bySubnets += (await ok('getSubnetFeeMetric', `/v2/subnet/${subnet.subnetId}/metrics/perSubnetCumulativeFeesPaid`)).results[0].value;
    expect(bySubnets).toBe(total.results[0].value);
    const paying = await ok('getL1ValidatorsMetric', '/v2/validators/metrics/totalPayingValidatorsDaily');
    expect(paying.results[0].value).toBeGreaterThan(0);
    const node = l1s[0].l1!.validators[0].nodeId;
    const perNode = await ok('getNodeFeeMetric', `/v2/validator/${node}/metrics/perNodeCumulativeFeesPaid`);
    expect(perNode.results[0].value).toBeGreaterThan(0);
    expect((await metrics('/v2/validator/NodeID-111111111111111111116DBWJs/metrics/perNodeDailyFeesPaid')).status).toBe(404);
  });

  it('a subnet’s validator addresses are the reward owners of every validation in its validator set during the range', async () => {
    const sim = primary();
    const subnet = sim.subnets.find((x) => x.subnetId !== PRIMARY_SUBNET_ID && !x.l1)!;
    const [from, to] = [now() - 30 * DAY, now() - 2 * DAY];
    // The slow way: the subnet's validator set at the range's start and at every validation start in it (the set
    // changes only when a validation starts or ends), each validation named by its node and issue time.
    const times = [from, ...sim.validators.map((v) => v.start).filter((t) => t > from && t <= to)];
    const expected = new Set<string>();
    for (const t of times)
      for (const { nodeId } of validatorSetAt(sim, subnet, t)) {
        const v = sim.validators.find((p) => p.nodeId === nodeId && p.start <= t && t < p.end)!;
        expected.add(`${sim.wallets.address(v.owner, 'P')}@${v.issuedAt}`);
      }
    const path = `/v2/subnets/${subnet.subnetId}/validators:getAddresses?startTimestamp=${from}&endTimestamp=${to}&pageSize=4`;
    const served: string[] = [];
    let token: string | undefined;
    do {
      const page = await ok('getSubnetValidatorAddresses', `${path}${token ? `&pageToken=${encodeURIComponent(token)}` : ''}`);
      expect(page.addresses.length).toBeLessThanOrEqual(4);
      served.push(...page.addresses.map((a: Answer) => `${a.addresses[0]}@${a.sortKey}`));
      token = page.nextPageToken;
    } while (token);
    expect(served.length).toBeGreaterThan(4);
    expect(new Set(served).size).toBe(served.length);
    expect(new Set(served)).toEqual(expected);
    const keys = served.map((x) => Number(x.split('@')[1]));
    expect(keys).toEqual([...keys].sort((a, b) => a - b));
    // Primary Network validations are every subnet's superset; an unknown subnet is a 404.
    const all = await ok(
      'getSubnetValidatorAddresses',
      `/v2/subnets/${PRIMARY_SUBNET_ID}/validators:getAddresses?startTimestamp=${from}&endTimestamp=${to}`,
    );
    expect(all.addresses.length).toBeGreaterThanOrEqual(served.length);
    expect((await metrics('/v2/subnets/2i4bdS4kzFPSgc3zMMnkeDqXhhnvyqVMKuXgeXcvAPRaekE9Yx/validators:getAddresses')).status).toBe(404);
  });

  it('BTC.b bridgers are the C-Chain bridged token’s holders at or over the threshold, as its transfers add up', async () => {
    const chain = evm().chain('43114')!;
    const token = bridgedToken(chain);
    // The slow way: every transfer of the token, summed per address, in BTC.b's base units.
    const s = chain.store;
    const held = new Map<string, bigint>();
    const add = (id: number, hundredths: number) => {
      const a = s.addressOf(id);
      held.set(a, (held.get(a) ?? 0n) + BigInt(hundredths) * 10n ** BigInt(BTCB_DECIMALS - 2));
    };
    for (let i = 0; i < s.erc20.count; i++) {
      if (s.erc20.contract.get(i) !== token.index) continue;
      if (s.erc20.from.get(i) !== NO_ADDRESS) add(s.erc20.from.get(i), -s.erc20.amount.get(i));
      add(s.erc20.to.get(i), s.erc20.amount.get(i));
    }
    const amounts = [...held.values()].filter((a) => a > 0n).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const threshold = amounts[Math.floor(amounts.length / 2)];
    const expected = [...held].filter(([, a]) => a >= threshold).map(([address, a]) => `${address}=${a}`);
    const served: string[] = [];
    let nextToken: string | undefined;
    do {
      const q = `threshold=${threshold}&pageSize=3${nextToken ? `&pageToken=${encodeURIComponent(nextToken)}` : ''}`;
      const page = await ok('listBtcbBridgers', `/v2/chains/43114/btcb/bridged:getAddresses?${q}`);
      served.push(...page.addresses.map((a: Answer) => `${a.address}=${a.sortKey}`));
      nextToken = page.nextPageToken;
    } while (nextToken);
    expect(served.length).toBeGreaterThan(3);
    expect(served.sort()).toEqual(expected.sort());
    const first = await ok('listBtcbBridgers', `/v2/chains/43114/btcb/bridged:getAddresses?threshold=${threshold}&pageSize=50`);
    const keys = first.addresses.map((a: Answer) => BigInt(a.sortKey));
    expect(keys).toEqual([...keys].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0)));
    const bad = await metrics('/v2/chains/43114/btcb/bridged:getAddresses?threshold=0.5');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('threshold');
  });

  it('a node’s blocks are the P-Chain blocks naming it as proposer, newest first, pages holding still while blocks arrive', async () => {
    const [from, to] = [now() - 6 * 3600, now()];
    const range = `startTimestamp=${from}&endTimestamp=${to}&pageSize=100`;
    // The slow way: every block of the range from the block list, grouped by the proposer it names.
    const all = await suite.walk('listPrimaryBlocks', `/v1/networks/mainnet/blockchains/p-chain/blocks?${range}`, (b) =>
      JSON.stringify([b.blockNumber, b.proposerDetails.proposerNodeId]),
    );
    const byNode = new Map<string, string[]>();
    for (const [height, node] of all.items.map((x) => JSON.parse(x) as [string, string]))
      byNode.set(node, [...(byNode.get(node) ?? []), height]);
    expect(byNode.size).toBeGreaterThan(1);
    const [node, heights] = [...byNode].sort((a, b) => b[1].length - a[1].length)[0];
    const sim = primary();
    for (const height of heights.slice(0, 5)) {
      expect(validatorSetAt(sim, sim.subnets[0], timeAtPChainHeight(sim, Number(height))).map((v) => v.nodeId)).toContain(node);
    }
    const path = `/v1/networks/mainnet/blockchains/p-chain/nodes/${node}/blocks?startTimestamp=${from}&endTimestamp=${to}&pageSize=3`;
    const mine = await suite.walk(
      'listBlocksByNode',
      path,
      (b) => b.blockNumber,
      () => clock.advance(60_000),
    );
    expect(mine.items).toEqual(heights);
    expect(mine.pages.length).toBeGreaterThan(1);
    const newest = await dataOk('listBlocksByNode', `/v1/networks/mainnet/blockchains/p-chain/nodes/${node}/blocks?pageSize=2`);
    for (const b of newest.blocks) {
      expect(b.proposerDetails.proposerNodeId).toBe(node);
      expect(await dataOk('getPrimaryBlock', `/v1/networks/mainnet/blockchains/p-chain/blocks/${b.blockNumber}`)).toEqual(b);
    }
    const x = await suite.get(`/v1/networks/mainnet/blockchains/x-chain/nodes/${node}/blocks`);
    expect(x.status).toBe(400);
    expect(JSON.stringify(x.body)).toContain('blockchainId');
  });
});
