import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endpoints, type EndpointId } from '../../../shared/api/endpoints';
import type { BridgeEvents } from '../../../shared/bridge/channels';
import { WatchTarget, type WatchAlert } from '../../../shared/bridge/watchlistChannels';
import { formatPxAddress, parsePxAddress } from '../../../shared/codecs/bech32';
import { toChecksumAddress } from '../../../shared/codecs/evmAddress';
import { createCore } from '../createCore';
import { BridgeEventBus } from '../events';
import { MemoryKeyVault } from '../stores/keyVaultMemory';
import { tempDir } from '../../../test/support/rigs/tempDir';
import { openWatchRig } from '../../../test/support/rigs/watchRig';
import { historyItem } from '../../../test/support/rigs/pagedWatchChain';
import type { WatchClient } from './watchCheck';
import { FakeWatchClock } from '../../../test/support/rigs/fakeWatchClock';
import { WATCH_BUDGET_SHARE, WatchScheduler } from './watchScheduler';
import { WatchlistStore } from './watchlistStore';

const address = (n: number) => toChecksumAddress(`0x${n.toString(16).padStart(40, '0')}`);
const ME = address(1);

interface Tx {
  blockNumber: string;
  txHash: string;
  from: string;
  to: string;
  value: string;
}

/**
 * A chain the test writes: the answers have the shape of the Data API's getNativeBalance and
 * listTransactions (the endpoint table's schemas), newest first. Records every request.
 */
class ScriptedChain implements WatchClient {
  txs: Tx[] = [];
  balance = '5000000000000000000';
  calls: EndpointId[] = [];
  failing = false;
  async request(id: EndpointId, params: Record<string, unknown>): Promise<never> {
    this.calls.push(id);
    if (this.failing) throw new Error('503 Service Unavailable');
    const who = String(params.address).toLowerCase();
    if (id === 'getNativeBalance') {
      return { nativeTokenBalance: { name: 'Avalanche', symbol: 'AVAX', decimals: 18, chainId: '43114', balance: this.balance } } as never;
    }
    const mine = this.txs.filter((t) => t.from.toLowerCase() === who || t.to.toLowerCase() === who);
    const page = [...mine].sort((a, b) => Number(b.blockNumber) - Number(a.blockNumber)).slice(0, Number(params.pageSize));
    return {
      transactions: page.map(historyItem),
    } as never;
  }
  send(block: number, from: string, to: string, value = '1500000000000000000'): Tx {
    const tx = { blockNumber: String(block), txHash: `0x${block.toString(16).padStart(64, 'a')}`, from, to, value };
    this.txs.push(tx);
    return tx;
  }
}

let dir: Awaited<ReturnType<typeof tempDir>>;
let clock: FakeWatchClock;
let chain: ScriptedChain;
let events: BridgeEventBus;
let alerts: WatchAlert[];
let schedulers: WatchScheduler[];
beforeEach(async () => {
  dir = await tempDir();
  clock = new FakeWatchClock();
  chain = new ScriptedChain();
  events = new BridgeEventBus();
  alerts = [];
  schedulers = [];
  events.on('watch-alert', (a) => alerts.push(a));
});
afterEach(async () => {
  for (const s of schedulers) await s.stop();
  await dir.remove();
});

async function open(cuPerMinute?: number, source?: () => string) {
  const rig = await openWatchRig({ dataDir: dir.path, clock, client: chain, events, names: { [ME]: 'Treasury' }, cuPerMinute, source });
  schedulers.push(rig.scheduler);
  return rig;
}
const watch = (store: WatchlistStore, id: string) => store.add(WatchTarget.parse({ kind: 'evmAddress', id, chainId: '43114' }));

describe('watch scheduler', () => {
  it('notes where the chain is on the first check, then raises each new transaction once', async () => {
    chain.send(100, address(9), ME);
    const { store, scheduler } = await open();
    await watch(store, ME);
    scheduler.start();
    await scheduler.runRound();
    expect(alerts).toEqual([]);
    expect(store.state().items[0]).toMatchObject({
      lastSeenBlock: '100',
      balance: chain.balance,
      seenBalance: chain.balance,
      symbol: 'AVAX',
      decimals: 18,
    });

    chain.send(105, address(9), ME);
    chain.send(107, ME, address(8), '250000000000000000');
    clock.advance(60_000);
    await scheduler.runRound();
    expect(alerts.map((a) => a.title)).toEqual(['Treasury: outgoing transaction 0.25 AVAX', 'Treasury: incoming transaction 1.5 AVAX']);
    expect(alerts[1].body).toMatch(/in block 105\.$/);
    expect(store.state()).toMatchObject({ unread: 2, items: [{ lastSeenBlock: '107' }] });

    // Later rounds see the same transactions on the page: no alert fires twice.
    clock.advance(60_000);
    await scheduler.runRound();
    clock.advance(60_000);
    await scheduler.runRound();
    expect(alerts).toHaveLength(2);
    expect(store.state().alerts).toHaveLength(2);
  });

  it('catches up after a restart from the last seen block, and fires nothing twice across restarts', async () => {
    chain.send(100, address(9), ME);
    let { store, scheduler } = await open();
    await watch(store, ME);
    scheduler.start();
    await scheduler.runRound();
    await scheduler.stop();

    // While the app is closed the address receives two transactions.
    chain.send(120, address(7), ME);
    chain.send(130, address(6), ME);
    clock.advance(3_600_000);
    ({ store, scheduler } = await open());
    scheduler.start();
    await scheduler.runRound();
    expect(alerts.map((a) => a.txHash)).toEqual([chain.txs[2].txHash, chain.txs[1].txHash]);
    await scheduler.stop();

    ({ store, scheduler } = await open());
    scheduler.start();
    await scheduler.runRound();
    expect(alerts).toHaveLength(2);
    expect(store.state().items[0].lastSeenBlock).toBe('130');
  });

  it('spends at most its share of the budget per round and reaches every item in turn', async () => {
    const { store, scheduler } = await open(1000);
    for (let i = 10; i < 22; i++) await watch(store, address(i));
    const share = 1000 * WATCH_BUDGET_SHARE;
    const checkedPerRound: number[] = [];
    const seen = new Set<number>();
    scheduler.start();
    for (let round = 0; round < 3; round++) {
      if (round > 0) clock.advance(60_000);
      chain.calls = [];
      await scheduler.runRound();
      const spent = chain.calls.reduce((sum, id) => sum + endpoints[id].computeUnits, 0);
      expect(spent).toBeLessThanOrEqual(share);
      checkedPerRound.push(chain.calls.length / 2);
      store.state().items.forEach((item, i) => item.checkedAt !== undefined && seen.add(i));
    }
    // 200 CU a round, 40 CU an address: five a round, and after three rounds all twelve were checked.
    expect(checkedPerRound).toEqual([5, 5, 5]);
    expect(seen.size).toBe(12);
  });

  it('counts the check of a newly watched item against the share of the next round', async () => {
    const { store, scheduler } = await open(1000);
    // Five addresses watched at once, each checked at once as the bridge's add does: 5 × 40 CU, the whole share of a round.
    for (let i = 30; i < 35; i++) await scheduler.checkNow((await watch(store, address(i))).key);
    expect(chain.calls).toHaveLength(10);
    chain.calls = [];
    await scheduler.runRound();
    expect(chain.calls).toEqual([]);
    clock.advance(60_000);
    await scheduler.runRound();
    expect(chain.calls).toHaveLength(10);
  });

  it('stop waits for a check of a newly watched item in flight, and nothing of it is saved once stopped', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow: WatchClient = { request: async (id, params) => (await gate, chain.request(id, params as Record<string, unknown>)) };
    const { store, scheduler } = await openWatchRig({ dataDir: dir.path, clock, client: slow, events, names: {} });
    const item = await watch(store, ME);
    const checking = scheduler.checkNow(item.key);
    let stopped = false;
    const stopping = scheduler.stop().then(() => (stopped = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    release();
    await stopping;
    await checking;
    expect(chain.calls).toEqual(['getNativeBalance', 'listTransactions']);
    expect(store.state().items[0].checkedAt).toBeUndefined();
    expect((await WatchlistStore.open(dir.path, clock.now)).store.state().items[0].checkedAt).toBeUndefined();
    // Once stopped, a newly watched item is not checked.
    await scheduler.checkNow(item.key);
    expect(chain.calls).toHaveLength(2);
  });

  it('keeps the last seen block through a failed check, says why, and catches up when the API answers again', async () => {
    const { store, scheduler } = await open();
    await watch(store, ME);
    await scheduler.runRound();
    chain.failing = true;
    chain.send(140, address(5), ME);
    await scheduler.runRound();
    expect(store.state().items[0]).toMatchObject({ lastSeenBlock: '0', error: '503 Service Unavailable' });
    chain.failing = false;
    await scheduler.runRound();
    expect(alerts.map((a) => a.title)).toEqual(['Treasury: incoming transaction 1.5 AVAX']);
    expect(store.state().items[0].error).toBeUndefined();
  });

  it('keeps checking every interval after a round whose result could not be saved', async () => {
    const { store, scheduler } = await open();
    await watch(store, ME);
    // watchlist.json becomes a folder with a file in it: every atomic write (a rename over it) fails.
    const file = join(dir.path, 'watchlist.json');
    await rm(file);
    await mkdir(file);
    await writeFile(join(file, 'x'), '');
    scheduler.start();
    await scheduler.runRound();
    expect(store.state().items[0].checkedAt).toBeUndefined();

    await rm(file, { recursive: true });
    clock.advance(60_000);
    await scheduler.runRound();
    expect(store.state().items[0]).toMatchObject({ lastSeenBlock: '0', checkedAt: clock.time });
  });

  it("starts again from where another profile's chain is, raising nothing of its history", async () => {
    let profile = 'local';
    chain.send(100, address(9), ME);
    const { store, scheduler } = await open(undefined, () => profile);
    await watch(store, ME);
    await scheduler.runRound();
    expect(store.state().items[0]).toMatchObject({ lastSeenBlock: '100', seenFrom: 'local' });

    // The user switches to a profile of another network: its chain is far ahead, with this address's own history.
    profile = 'remote';
    chain.txs = [];
    chain.balance = '9000000000000000000';
    chain.send(5000, address(9), ME);
    chain.send(5001, ME, address(8));
    await scheduler.runRound();
    expect(alerts).toEqual([]);
    expect(store.state().items[0]).toMatchObject({ lastSeenBlock: '5001', seenBalance: chain.balance, seenFrom: 'remote' });

    chain.send(5002, address(7), ME);
    await scheduler.runRound();
    expect(alerts.map((a) => a.txHash)).toEqual([chain.txs[2].txHash]);
  });

  it('marking seen restarts the change since last seen and reads every alert', async () => {
    const { store, scheduler } = await open();
    await watch(store, ME);
    await scheduler.runRound();
    chain.balance = '7000000000000000000';
    chain.send(150, address(5), ME);
    await scheduler.runRound();
    expect(store.state()).toMatchObject({ unread: 1, items: [{ balance: '7000000000000000000', seenBalance: '5000000000000000000' }] });
    await store.markSeen();
    expect(store.state()).toMatchObject({ unread: 0, items: [{ seenBalance: '7000000000000000000' }] });
  });
});

/** The main process's core on the test's folder and clock, with a local service that never answers. */
const openCore = () =>
  createCore({
    dataDir: dir.path,
    vault: new MemoryKeyVault(),
    startLocalService: async () => ({ dataUrl: 'http://127.0.0.1:9', metricsUrl: 'http://127.0.0.1:9', close: async () => undefined }),
    watchClock: clock,
  });

describe('watchlist bridge', () => {
  it('validates what is watched, naming the field, and pushes the state', async () => {
    const core = await openCore();
    try {
      const pushed: BridgeEvents['watchlist'][] = [];
      core.events.on('watchlist', (s) => pushed.push(s));
      expect(await core.dispatch('watchlist:add', { kind: 'evmAddress', id: '0x12', chainId: '43114' })).toMatchObject({
        ok: false,
        error: { field: 'id' },
      });
      expect(await core.dispatch('watchlist:add', { kind: 'evmAddress', id: ME, chainId: 'c chain' })).toMatchObject({
        ok: false,
        error: { field: 'chainId' },
      });
      expect(await core.dispatch('watchlist:add', { kind: 'planet', id: ME, chainId: '43114' })).toMatchObject({
        ok: false,
        error: { field: 'kind' },
      });
      const added = await core.dispatch('watchlist:add', { kind: 'evmAddress', id: ME.toLowerCase(), chainId: '43114' });
      expect(added).toMatchObject({ ok: true, data: { items: [{ key: `43114:${ME.toLowerCase()}`, id: ME }] } });
      expect(pushed[0].items).toHaveLength(1);
      // Watching it again changes nothing.
      expect(await core.dispatch('watchlist:add', { kind: 'evmAddress', id: ME, chainId: '43114' })).toMatchObject({
        ok: true,
        data: { items: [{ id: ME }] },
      });
      expect(await core.dispatch('watchlist:remove', { key: `43114:${ME.toLowerCase()}` })).toMatchObject({
        ok: true,
        data: { items: [] },
      });
    } finally {
      await core.close();
    }
  });
});

describe('watchlist bridge, the Primary Network kinds and the alert days', () => {
  it('validates a P-/X- address, a NodeID, an L1 and N days in the main process, naming the field, and keeps what was saved', async () => {
    const core = await openCore();
    const P = 'P-avax18jma8ppw3nhx5r4ap8clazz0dps7rv5ukulre5';
    const refused = (field: string, message?: RegExp) => ({
      ok: false,
      error: { field, ...(message ? { message: expect.stringMatching(message) } : {}) },
    });
    try {
      // A P-/X- address names its chain; the bare form is refused rather than guessed.
      expect(await core.dispatch('watchlist:add', { kind: 'pxAddress', id: P.slice(2), network: 'mainnet' })).toMatchObject(
        refused('id', /P- or X-Chain/),
      );
      // A bad checksum, and an address of the other network, are refused at the id.
      expect(await core.dispatch('watchlist:add', { kind: 'pxAddress', id: `${P.slice(0, -1)}6`, network: 'mainnet' })).toMatchObject(
        refused('id', /checksum/),
      );
      expect(await core.dispatch('watchlist:add', { kind: 'pxAddress', id: P, network: 'fuji' })).toMatchObject(
        refused('id', /fuji1… on fuji/),
      );
      const fujiP = formatPxAddress({ ...parsePxAddress(P), hrp: 'fuji' });
      expect(await core.dispatch('watchlist:add', { kind: 'pxAddress', id: fujiP, network: 'mainnet' })).toMatchObject(refused('id'));
      expect(await core.dispatch('watchlist:add', { kind: 'validator', id: 'NodeID-0OIl', network: 'mainnet' })).toMatchObject(
        refused('id', /node id/),
      );
      expect(await core.dispatch('watchlist:add', { kind: 'l1', id: 'not-an-id', network: 'mainnet' })).toMatchObject(
        refused('id', /cb58/),
      );
      expect(
        await core.dispatch('watchlist:add', { kind: 'l1', id: '2YtBCDwh6hbtFh4oqS6M5nGcL2TCBhHVjyu1iDEakoy4tR8Cud', network: 'moon' }),
      ).toMatchObject(refused('network'));
      expect(await core.dispatch('watchlist:add', { kind: 'pxAddress', id: P, network: 'mainnet', chainId: '43114' })).toMatchObject({
        ok: false,
      });
      const added = await core.dispatch('watchlist:add', { kind: 'pxAddress', id: P, network: 'mainnet' });
      expect(added).toMatchObject({
        ok: true,
        data: { items: [{ key: `mainnet:pxAddress:${P}`, kind: 'pxAddress', network: 'mainnet' }] },
      });

      // N as typed in the form: the text is read here, and what is wrong with it named.
      expect(await core.dispatch('watchlist:setAlertDays', { alert: 'stakeEnding', days: '0' })).toMatchObject(
        refused('days', /at least 1 day/),
      );
      for (const typed of ['2.5', 'ten', '', '1e3', '-3'])
        expect(await core.dispatch('watchlist:setAlertDays', { alert: 'stakeEnding', days: typed })).toMatchObject(
          refused('days', /whole number/),
        );
      expect(await core.dispatch('watchlist:setAlertDays', { alert: 'l1Balance', days: 10 })).toMatchObject(refused('days'));
      expect(await core.dispatch('watchlist:setAlertDays', { alert: 'l1Balance', days: '400' })).toMatchObject(
        refused('days', /at most 365/),
      );
      expect(await core.dispatch('watchlist:setAlertDays', { alert: 'sunrise', days: '3' })).toMatchObject(refused('alert'));
      expect(await core.dispatch('watchlist:setAlertDays', { alert: 'l1Balance', days: ' 30 ' })).toMatchObject({
        ok: true,
        data: { alertDays: { stakeEnding: 7, l1Balance: 30 }, items: [{ id: P }] },
      });
      // The refusals changed nothing saved.
      const { store } = await WatchlistStore.open(dir.path);
      expect(store.state()).toMatchObject({ alertDays: { stakeEnding: 7, l1Balance: 30 }, items: [{ id: P }] });
    } finally {
      await core.close();
    }
  });
});
