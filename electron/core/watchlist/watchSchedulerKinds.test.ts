import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endpoints, type EndpointId } from '../../../shared/api/endpoints';
import { PRIMARY_EXPLORER_RESPONSES } from '../../../test/realApi/endpoints/primaryExplorer.samples';
import { WATCH_ALERTS_MAX, WatchTarget, type WatchAlert } from '../../../shared/bridge/watchlistChannels';
import { NETWORK_IDS } from '../../../shared/network/primaryNetworkIds';
import { FakeWatchClock } from '../../../test/support/rigs/fakeWatchClock';
import { tempDir } from '../../../test/support/rigs/tempDir';
import { openWatchRig } from '../../../test/support/rigs/watchRig';
import { BridgeEventBus } from '../events';
import type { WatchClient } from './watchCheck';
import { WATCH_BUDGET_SHARE, WatchScheduler } from './watchScheduler';
import { WatchlistStore } from './watchlistStore';

/**
 * The scheduler with a fake clock for the Primary Network kinds: a P-Chain address, a validator
 * and an L1. The scripted answers are the real Data API's shapes (test/realApi/endpoints/primaryExplorer.samples.ts,
 * from its OpenAPI document) with the fields each test moves.
 */
const AVAX = NETWORK_IDS.mainnet.avaxAssetId;
const ME = 'P-avax18jma8ppw3nhx5r4ap8clazz0dps7rv5ukulre5';
const OTHER = 'P-avax1h2ccj9f5ay5acl6tyn9mwmw32p8wref8vl8ctg';
const NODE = 'NodeID-7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg';
const SUBNET = '2YtBCDwh6hbtFh4oqS6M5nGcL2TCBhHVjyu1iDEakoy4tR8Cud';
const DAY = 86_400;
const avax = (amount: string) => ({ assetId: AVAX, name: 'Avalanche', symbol: 'AVAX', denomination: 9, type: 'secp256k1', amount });
const utxo = (owner: string, amount: string) => ({
  ...PRIMARY_EXPLORER_RESPONSES.listUtxos.utxos[0],
  addresses: [owner],
  asset: avax(amount),
  amount,
});
const hash = (n: number) => `${n}`.padStart(49, '3').replace(/0/g, 'z');

class ScriptedPrimary implements WatchClient {
  txs: { txHash: string; at: number; from: string; to: string; amount: string }[] = [];
  stakes: { txHash: string; end: number; txType: string }[] = [];
  validation = { txHash: hash(900), end: 0, uptime: 99.4, reward: '123456789' };
  l1: { validationId: string; nodeId: string; remainingBalance: number }[] = [];
  balance = '48120000000';
  calls: EndpointId[] = [];
  constructor(private readonly clock: FakeWatchClock) {}
  async request(id: EndpointId, params: Record<string, unknown>): Promise<never> {
    this.calls.push(id);
    switch (id) {
      case 'getPrimaryBalances':
        return { balances: { unlockedUnstaked: [avax(this.balance)], unlockedStaked: [avax('2000000000000')] } } as never;
      case 'listPrimaryTransactions':
        return {
          transactions: [...this.txs]
            .sort((a, b) => b.at - a.at)
            .slice(0, Number(params.pageSize))
            .map((t) => ({
              ...PRIMARY_EXPLORER_RESPONSES.getPrimaryTransaction,
              txType: 'BaseTx',
              txHash: t.txHash,
              blockTimestamp: t.at,
              consumedUtxos: [utxo(t.from, t.amount)],
              emittedUtxos: [utxo(t.to, t.amount)],
            })),
        } as never;
      case 'listPrimaryStakingTransactions':
        return {
          transactions: this.stakes.map((s) => ({ ...PRIMARY_EXPLORER_RESPONSES.getPrimaryTransaction, ...s, endTimestamp: s.end })),
        } as never;
      case 'getValidator': {
        const v = PRIMARY_EXPLORER_RESPONSES.getValidator.validators[0];
        const rewards = { ...v.potentialRewards, validationRewardAmount: this.validation.reward };
        return {
          validators: [
            {
              ...v,
              txHash: this.validation.txHash,
              endTimestamp: this.validation.end,
              uptimePerformance: this.validation.uptime,
              potentialRewards: rewards,
            },
          ],
        } as never;
      }
      case 'listL1Validators':
        return {
          validators: this.l1.map((v) => ({ ...PRIMARY_EXPLORER_RESPONSES.listL1Validators.validators[0], ...v, subnetId: SUBNET })),
          blockHeight: '4471112',
        } as never;
      default:
        throw new Error(`not scripted: ${id} at ${this.clock.now()}`);
    }
  }
}

let dir: Awaited<ReturnType<typeof tempDir>>;
let clock: FakeWatchClock;
let chain: ScriptedPrimary;
let alerts: WatchAlert[];
let schedulers: WatchScheduler[];
const events = new BridgeEventBus();
events.on('watch-alert', (a) => alerts.push(a));
const now = () => Math.floor(clock.now() / 1000);

beforeEach(async () => {
  dir = await tempDir();
  clock = new FakeWatchClock(1_750_000_000_000);
  chain = new ScriptedPrimary(clock);
  alerts = [];
  schedulers = [];
});
afterEach(async () => {
  for (const s of schedulers) await s.stop();
  await dir.remove();
});

/** The app's start: the store from the folder and a scheduler over it (a second call is a restart). */
async function open(cuPerMinute?: number) {
  for (const s of schedulers) await s.stop();
  const rig = await openWatchRig({ dataDir: dir.path, clock, client: chain, events, names: { [ME]: 'Savings' }, cuPerMinute });
  schedulers.push(rig.scheduler);
  return rig;
}
const watch = (store: WatchlistStore, target: Record<string, string>) => store.add(WatchTarget.parse({ network: 'mainnet', ...target }));
const round = async (scheduler: WatchScheduler) => (clock.advance(60_000), await scheduler.runRound());

describe('watching a P-Chain address', () => {
  it('notes the time first, raises each new transaction once as incoming or outgoing with its AVAX, and catches up after a restart', async () => {
    chain.txs.push({ txHash: hash(1), at: now() - 100, from: OTHER, to: ME, amount: '1000000000' });
    let { store, scheduler } = await open();
    await watch(store, { kind: 'pxAddress', id: ME });
    await scheduler.runRound();
    expect(alerts).toEqual([]);
    expect(store.state().items[0]).toMatchObject({ balance: '2048120000000', seenBalance: '2048120000000', symbol: 'AVAX', decimals: 9 });
    expect(store.state().items[0].lastSeenTimestamp).toBe(now() - 100);

    chain.txs.push({ txHash: hash(2), at: now() + 10, from: OTHER, to: ME, amount: '1500000000' });
    chain.txs.push({ txHash: hash(3), at: now() + 20, from: ME, to: OTHER, amount: '250000000' });
    await round(scheduler);
    await round(scheduler);
    expect(alerts.map((a) => a.title)).toEqual([
      'Savings: outgoing P-Chain transaction −0.25 AVAX',
      'Savings: incoming P-Chain transaction +1.5 AVAX',
    ]);
    expect(alerts.map((a) => [a.txHash, a.txChain])).toEqual([
      [hash(3), 'p-chain'],
      [hash(2), 'p-chain'],
    ]);

    // Closed for a day: two transactions arrive meanwhile; the next start raises them, and nothing twice.
    await scheduler.stop();
    clock.advance(DAY * 1000);
    chain.txs.push({ txHash: hash(4), at: now() - 500, from: OTHER, to: ME, amount: '3000000000' });
    chain.txs.push({ txHash: hash(5), at: now() - 400, from: OTHER, to: ME, amount: '4000000000' });
    const newest = now() - 400;
    ({ store, scheduler } = await open());
    await scheduler.runRound();
    await round(scheduler);
    expect(alerts.map((a) => a.txHash)).toEqual([hash(3), hash(2), hash(5), hash(4)]);
    expect(store.state()).toMatchObject({ unread: 4, items: [{ lastSeenTimestamp: newest }] });
  });

  it('raises a transaction indexed after a check with the same second as the newest one seen, and none seen at that second again', async () => {
    const second = now() - 30;
    chain.txs.push({ txHash: hash(1), at: second, from: OTHER, to: ME, amount: '1000000000' });
    const { store, scheduler } = await open();
    await watch(store, { kind: 'pxAddress', id: ME });
    await scheduler.runRound();
    expect(store.state().items[0]).toMatchObject({ lastSeenTimestamp: second, lastSeenTxIds: [hash(1)] });

    // Indexed after that check, at the same second: new by its id.
    chain.txs.push({ txHash: hash(2), at: second, from: ME, to: OTHER, amount: '250000000' });
    await round(scheduler);
    await round(scheduler);
    chain.txs.push({ txHash: hash(3), at: second, from: OTHER, to: ME, amount: '500000000' });
    await round(scheduler);
    expect(alerts.map((a) => a.txHash)).toEqual([hash(2), hash(3)]);
    expect(store.state().items[0]).toMatchObject({ lastSeenTimestamp: second, lastSeenTxIds: [hash(1), hash(2), hash(3)] });

    // A later second starts the ids again.
    chain.txs.push({ txHash: hash(4), at: second + 1, from: OTHER, to: ME, amount: '500000000' });
    await round(scheduler);
    expect(alerts.map((a) => a.txHash)).toEqual([hash(2), hash(3), hash(4)]);
    expect(store.state().items[0]).toMatchObject({ lastSeenTimestamp: second + 1, lastSeenTxIds: [hash(4)] });
  });

  it('raises nothing again at the last seen second of a file from before the ids were kept', async () => {
    const second = now() - 30;
    chain.txs.push({ txHash: hash(1), at: second, from: OTHER, to: ME, amount: '1000000000' });
    const { store, scheduler } = await open();
    const item = await watch(store, { kind: 'pxAddress', id: ME });
    await scheduler.runRound();
    await store.recordCheck(item.key, { lastSeenTxIds: undefined }, []);
    await round(scheduler);
    expect(alerts).toEqual([]);
    expect(store.state().items[0]).toMatchObject({ lastSeenTimestamp: second, lastSeenTxIds: [hash(1)] });
  });

  it('raises its own stake or delegation ending within N days once, and one further out once N is raised to reach it', async () => {
    chain.stakes.push({ txHash: hash(10), end: now() + 3 * DAY, txType: 'AddPermissionlessDelegatorTx' });
    chain.stakes.push({ txHash: hash(11), end: now() + 20 * DAY, txType: 'AddPermissionlessValidatorTx' });
    let { store, scheduler } = await open();
    await watch(store, { kind: 'pxAddress', id: ME });
    await scheduler.runRound();
    // A state, not history: the first check raises it (with the default N of 7 days).
    expect(alerts.map((a) => a.title)).toEqual([
      `Savings: delegation on ${PRIMARY_EXPLORER_RESPONSES.getPrimaryTransaction.nodeId} ends in 3 d 0 h`,
    ]);
    expect(alerts[0].body).toContain('Its delegation of 2,000 AVAX ends within 7 days');
    await round(scheduler);
    ({ store, scheduler } = await open());
    await scheduler.runRound();
    expect(alerts).toHaveLength(1);

    await store.setAlertDays('stakeEnding', 30);
    await round(scheduler);
    await round(scheduler);
    expect(alerts.map((a) => a.title)[1]).toMatch(/^Savings: stake on NodeID-\S+ ends in 19 d 23 h$/);
    expect(alerts).toHaveLength(2);
  });
});

describe('watching a validator', () => {
  it('shows its time left, uptime and pending reward, and raises its ending within N days once across rounds and restarts', async () => {
    chain.validation.end = now() + 10 * DAY;
    let { store, scheduler } = await open();
    await watch(store, { kind: 'validator', id: NODE });
    await scheduler.runRound();
    expect(alerts).toEqual([]);
    expect(store.state().items[0]).toMatchObject({
      validationStatus: 'active',
      endTimestamp: now() + 10 * DAY,
      uptimePerformance: 99.4,
      pendingReward: '123456789',
    });

    // Four days later it ends within the default 7 days.
    clock.advance(4 * DAY * 1000);
    await round(scheduler);
    await round(scheduler);
    expect(alerts.map((a) => a.title)).toEqual([`${NODE}: validation ends in 5 d 23 h`]);
    expect(alerts[0]).toMatchObject({ txHash: hash(900), txChain: 'p-chain' });
    await scheduler.stop();
    clock.advance(DAY * 1000);
    ({ store, scheduler } = await open());
    await scheduler.runRound();
    expect(alerts).toHaveLength(1);
    // Its next validation is a new one: it raises its own alert when it ends.
    chain.validation = { ...chain.validation, txHash: hash(901), end: now() + DAY };
    await round(scheduler);
    expect(alerts.map((a) => a.txHash)).toEqual([hash(900), hash(901)]);
  });
});

describe('an alert that holds over many checks', () => {
  it('is raised once even after newer alerts pushed it off the capped list', async () => {
    chain.validation.end = now() + 3 * DAY;
    const { store, scheduler } = await open();
    await watch(store, { kind: 'validator', id: NODE });
    await scheduler.runRound();
    expect(alerts).toHaveLength(1);
    // Another item's activity fills the list: the validator's alert is no longer on it.
    const other = await watch(store, { kind: 'pxAddress', id: OTHER });
    const news = Array.from({ length: WATCH_ALERTS_MAX }, (_, i) => ({
      id: `${other.key}:${i}`,
      itemKey: other.key,
      at: 1,
      title: 't',
      body: 'b',
    }));
    await store.recordCheck(other.key, {}, news);
    expect(store.state().alerts.some((a) => a.itemKey !== other.key)).toBe(false);
    await round(scheduler);
    await round(scheduler);
    expect(alerts).toHaveLength(1);
  });
});

describe('watching an L1', () => {
  it("lists its validators' balances and when they run out, and raises a balance running out within N days once, again after a top-up", async () => {
    chain.l1 = [
      { validationId: hash(20), nodeId: NODE, remainingBalance: 512 * 30 * DAY },
      { validationId: hash(21), nodeId: 'NodeID-2ka6yMxa6LnaL5pkF8DN5yh8EUKxkTLu3', remainingBalance: 512 * 10 * DAY },
    ];
    let { store, scheduler } = await open();
    await watch(store, { kind: 'l1', id: SUBNET });
    await scheduler.runRound();
    expect(store.state().items[0].l1Validators).toEqual([
      { validationId: hash(20), nodeId: NODE, remainingBalance: String(512 * 30 * DAY), runsOutAt: now() + 30 * DAY, lowAlerted: false },
      {
        validationId: hash(21),
        nodeId: 'NodeID-2ka6yMxa6LnaL5pkF8DN5yh8EUKxkTLu3',
        remainingBalance: String(512 * 10 * DAY),
        runsOutAt: now() + 10 * DAY,
        lowAlerted: true,
      },
    ]);
    // Within the default 14 days: the second one.
    expect(alerts.map((a) => a.title)).toEqual([
      'SUBNET: validator NodeID-2ka6yMxa6LnaL5pkF8DN5yh8EUKxkTLu3 runs out of balance in 10 d 0 h'.replace('SUBNET', SUBNET),
    ]);

    // Paid by the second: the balance falls, no second alert, not after a restart either.
    chain.l1[1].remainingBalance -= 512 * 60;
    await round(scheduler);
    ({ store, scheduler } = await open());
    await scheduler.runRound();
    expect(alerts).toHaveLength(1);

    // A top-up, then the balance falls low again: one more alert.
    chain.l1[1].remainingBalance = 512 * 100 * DAY;
    await round(scheduler);
    expect(alerts).toHaveLength(1);
    chain.l1[1].remainingBalance = 512 * 2 * DAY;
    await round(scheduler);
    await round(scheduler);
    expect(alerts.map((a) => a.title)[1]).toMatch(/runs out of balance in 2 d 0 h$/);
    expect(alerts).toHaveLength(2);
  });
});

describe('the budget over every kind', () => {
  it('spends at most its share per round on average, lets a check dearer than a round wait for it, and reaches every item', async () => {
    const { store, scheduler } = await open(1000);
    await watch(store, { kind: 'pxAddress', id: ME }); // 300 CU: more than a round's share
    await watch(store, { kind: 'validator', id: NODE });
    await watch(store, { kind: 'l1', id: SUBNET });
    await watch(store, { kind: 'pxAddress', id: OTHER.replace('P-', 'X-') }); // 200 CU
    const share = 1000 * WATCH_BUDGET_SHARE;
    const spentPerRound: number[] = [];
    const checked = new Set<string>();
    for (let r = 0; r < 8; r++) {
      chain.calls = [];
      await round(scheduler);
      spentPerRound.push(chain.calls.reduce((sum, id) => sum + endpoints[id].computeUnits, 0));
      for (const i of store.state().items) if (i.checkedAt !== undefined) checked.add(i.key);
    }
    // Over any first r rounds it spent no more than r shares; no round more than the dearest check.
    spentPerRound.reduce((total, spent, r) => (expect(total + spent).toBeLessThanOrEqual((r + 1) * share), total + spent), 0);
    expect(Math.max(...spentPerRound)).toBeLessThanOrEqual(300);
    expect(spentPerRound).toContain(0);
    expect(checked.size).toBe(4);
  });
});
