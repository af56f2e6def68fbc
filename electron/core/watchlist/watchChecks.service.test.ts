import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ALERT_DAYS } from '../../../shared/bridge/watchlistAlertDays';
import { watchKey, WatchTarget, type AlertDays, type WatchItem } from '../../../shared/bridge/watchlistChannels';
import { formatAmount } from '../../../shared/format/amount';
import { NETWORK_IDS } from '../../../shared/network/primaryNetworkIds';
import { describePrimaryNetwork, type KnownPrimaryData } from '../../../test/support/rigs/primaryNetworkFacts';
import { startPrimaryTestService, type PrimaryTestService } from '../../../test/support/rigs/primaryTestService';
import { ApiClient } from '../apiClient/apiClient';
import { WATCH_CHECKS } from './watchChecks';

/**
 * Each kind's checker against the local service over HTTP, through the app's API client. What
 * it must find is read from the service with plain GETs: the checker's answers are compared with them.
 */
let rig: PrimaryTestService;
let client: ApiClient;
let known: KnownPrimaryData;
const DAY = 86_400;
const AVAX = NETWORK_IDS.mainnet.avaxAssetId;

beforeAll(async () => {
  rig = await startPrimaryTestService();
  client = new ApiClient({ dataUrl: rig.service.dataUrl, metricsUrl: rig.service.metricsUrl });
  known = describePrimaryNetwork(rig.expected, 'mainnet', Math.floor(rig.clock.nowMs() / 1000));
}, 60_000);
afterAll(async () => {
  await rig?.service.close();
});

const now = () => Math.floor(rig.clock.nowMs() / 1000);
const item = (target: Record<string, string>, seen: Partial<WatchItem> = {}): WatchItem => {
  const t = WatchTarget.parse(target.kind === 'evmAddress' ? target : { network: 'mainnet', ...target });
  return { key: watchKey(t), ...t, addedAt: 0, ...seen };
};
const check = (i: WatchItem, alertDays: AlertDays = DEFAULT_ALERT_DAYS) =>
  WATCH_CHECKS[i.kind].run({ client, at: rig.clock.nowMs(), name: 'Mine', alertDays }, i);

type Tx = { txHash: string; blockTimestamp: number; consumedUtxos: { addresses: string[] }[]; endTimestamp?: number };

describe('the checker of a P-Chain address', () => {
  it('reads its AVAX, notes the newest time, then raises exactly the transactions after it, incoming or outgoing', async () => {
    const address = known.addresses.user;
    const bare = address.slice(2);
    const first = await check(item({ kind: 'pxAddress', id: address }));
    const { body: balances } = await rig.get(`/v1/networks/mainnet/blockchains/p-chain/balances?addresses=${bare}`);
    const expected = Object.values(balances.balances as Record<string, { assetId: string; amount: string }[]>)
      .flat()
      .filter((e) => e.assetId === AVAX)
      .reduce((s, e) => s + BigInt(e.amount), 0n);
    expect(first.patch).toMatchObject({ balance: expected.toString(), seenBalance: expected.toString(), symbol: 'AVAX', decimals: 9 });
    expect(first.alerts.filter((a) => !a.id.includes(':ending:'))).toEqual([]);
    const seen = first.patch.lastSeenTimestamp!;

    // Time passes on the simulated network until the address has a newer transaction.
    let newer: Tx[] = [];
    for (let hours = 0; newer.length === 0 && hours < 24 * 14; hours += 6) {
      rig.clock.advance(6 * 3_600_000);
      const { body } = await rig.get(`/v1/networks/mainnet/blockchains/p-chain/transactions?addresses=${bare}&pageSize=25&sortOrder=desc`);
      newer = (body.transactions as Tx[]).filter((t) => t.blockTimestamp > seen);
    }
    expect(newer.length).toBeGreaterThan(0);
    const second = await check(item({ kind: 'pxAddress', id: address }, first.patch));
    const activity = second.alerts.filter((a) => !a.id.includes(':ending:'));
    expect(activity.map((a) => a.txHash)).toEqual(newer.map((t) => t.txHash));
    for (const [i, t] of newer.entries()) {
      const outgoing = t.consumedUtxos.some((u) => u.addresses.some((a) => a.replace(/^P-/, '') === bare));
      expect(activity[i]).toMatchObject({ txChain: 'p-chain' });
      expect(activity[i].title).toMatch(new RegExp(`^Mine: ${outgoing ? 'outgoing' : 'incoming'} P-Chain transaction`));
    }
    expect(second.patch.lastSeenTimestamp).toBe(Math.max(...newer.map((t) => t.blockTimestamp)));
  }, 60_000);

  it('raises its own stakes ending within N days and none further out', async () => {
    const address = known.addresses.validatorOwner;
    const { body } = await rig.get(
      `/v1/networks/mainnet/blockchains/p-chain/transactions:listStaking?addresses=${address.slice(2)}&pageSize=100`,
    );
    const stakes = body.transactions as Tx[];
    expect(stakes.length).toBeGreaterThan(0);
    const soonest = Math.min(...stakes.map((s) => s.endTimestamp!));
    const days = Math.ceil((soonest - now()) / DAY);
    const { alerts } = await check(item({ kind: 'pxAddress', id: address }), { ...DEFAULT_ALERT_DAYS, stakeEnding: days });
    const ending = stakes.filter((s) => s.endTimestamp! - now() <= days * DAY).map((s) => s.txHash);
    expect(ending.length).toBeGreaterThan(0);
    expect(alerts.filter((a) => a.id.includes(':ending:')).map((a) => a.txHash)).toEqual(ending);
  });
});

describe('the checker of a validator', () => {
  it('reads its validation as the service has it, and raises its end only within N days', async () => {
    const nodeId = known.currentNodeIds[0];
    const { body } = await rig.get(`/v1/networks/mainnet/validators/${nodeId}?validationStatus=active`);
    const v = (
      body.validators as {
        txHash: string;
        endTimestamp: number;
        uptimePerformance: number;
        potentialRewards: { validationRewardAmount: string };
      }[]
    )[0];
    const days = Math.ceil((v.endTimestamp - now()) / DAY);
    const within = await check(item({ kind: 'validator', id: nodeId }), { ...DEFAULT_ALERT_DAYS, stakeEnding: days });
    expect(within.patch).toMatchObject({
      validationStatus: 'active',
      endTimestamp: v.endTimestamp,
      uptimePerformance: v.uptimePerformance,
      pendingReward: v.potentialRewards.validationRewardAmount,
    });
    expect(within.alerts.map((a) => a.txHash)).toEqual([v.txHash]);
    if (days > 1)
      expect((await check(item({ kind: 'validator', id: nodeId }), { ...DEFAULT_ALERT_DAYS, stakeEnding: days - 1 })).alerts).toEqual([]);
  });
});

describe('the checker of an L1', () => {
  it("lists its validators with the service's remaining balances and when they run out at 512 nAVAX a second", async () => {
    const subnetId = known.l1s[0].subnetId;
    const { body } = await rig.get(`/v1/networks/mainnet/l1Validators?subnetId=${subnetId}&pageSize=100`);
    const expected = body.validators as { validationId: string; nodeId: string; remainingBalance: number }[];
    expect(expected.length).toBeGreaterThan(0);
    const { patch, alerts } = await check(item({ kind: 'l1', id: subnetId }), { ...DEFAULT_ALERT_DAYS, l1Balance: 365 });
    expect(
      patch.l1Validators!.map(({ validationId, nodeId, remainingBalance }) => ({
        validationId,
        nodeId,
        remainingBalance: Number(remainingBalance),
      })),
    ).toEqual(expected.map(({ validationId, nodeId, remainingBalance }) => ({ validationId, nodeId, remainingBalance })));
    for (const v of patch.l1Validators!) expect(v.runsOutAt).toBe(now() + Math.floor(Number(v.remainingBalance) / 512));
    const low = patch.l1Validators!.filter((v) => v.runsOutAt - now() <= 365 * DAY);
    expect(alerts.map((a) => a.title)).toEqual(low.map((v) => expect.stringContaining(`validator ${v.nodeId} runs out of balance in`)));
  });
});

describe('the checker of an EVM address', () => {
  it('names the ERC-20 tokens an address received in a transaction it did not send', async () => {
    const { body: latest } = await rig.get('/v1/chains/43114/transactions?pageSize=50');
    type Detail = {
      nativeTransaction: { from: { address: string }; blockNumber: string; txHash: string };
      erc20Transfers: { to: { address: string }; value: string; erc20Token: { symbol: string; decimals: number } }[];
    };
    let found: Detail | undefined;
    for (const t of latest.transactions as { txHash: string }[]) {
      const { body } = await rig.get(`/v1/chains/43114/transactions/${t.txHash}`);
      const d = body as unknown as Detail;
      if (d.erc20Transfers?.some((x) => x.to.address.toLowerCase() !== d.nativeTransaction.from.address.toLowerCase())) {
        found = d;
        break;
      }
    }
    expect(found?.nativeTransaction.txHash, 'a transaction with an ERC-20 transfer to another address').toMatch(/^0x[0-9a-f]{64}$/);
    const transfer = found!.erc20Transfers.find((x) => x.to.address.toLowerCase() !== found!.nativeTransaction.from.address.toLowerCase())!;
    const seenBefore = String(BigInt(found!.nativeTransaction.blockNumber) - 1n);
    const { alerts } = await check(item({ kind: 'evmAddress', id: transfer.to.address, chainId: '43114' }, { lastSeenBlock: seenBefore }));
    const alert = alerts.find((a) => a.txHash === found!.nativeTransaction.txHash)!;
    expect(alert.title).toContain(
      `received ${formatAmount(transfer.value, transfer.erc20Token.decimals, { group: true })} ${transfer.erc20Token.symbol}`,
    );
    expect(alert.body).toMatch(/with \d+ token transfers? of this address\.$/);
  });
});
