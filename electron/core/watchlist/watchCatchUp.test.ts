import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WatchTarget, type WatchAlert } from '../../../shared/bridge/watchlistChannels';
import { toChecksumAddress } from '../../../shared/codecs/evmAddress';
import { BridgeEventBus } from '../events';
import { FakeWatchClock } from '../../../test/support/rigs/fakeWatchClock';
import { PagedWatchChain } from '../../../test/support/rigs/pagedWatchChain';
import { tempDir } from '../../../test/support/rigs/tempDir';
import { openWatchRig } from '../../../test/support/rigs/watchRig';
import { ALERTS_PER_CHECK, CATCH_UP_PAGES } from './catchUp';
import { ACTIVITY_PAGE } from './watchCheck';
import type { WatchlistStore } from './watchlistStore';

const address = (n: number) => toChecksumAddress(`0x${n.toString(16).padStart(40, '0')}`);
const ME = address(1);
const OTHER = address(9);

let dir: Awaited<ReturnType<typeof tempDir>>;
let clock: FakeWatchClock;
let chain: PagedWatchChain;
let events: BridgeEventBus;
let alerts: WatchAlert[];
let stops: (() => Promise<void>)[];
beforeEach(async () => {
  dir = await tempDir();
  clock = new FakeWatchClock();
  chain = new PagedWatchChain();
  events = new BridgeEventBus();
  alerts = [];
  stops = [];
  events.on('watch-alert', (a) => alerts.push(a));
});
afterEach(async () => {
  for (const stop of stops) await stop();
  await dir.remove();
});

async function open(cuPerMinute?: number) {
  const rig = await openWatchRig({ dataDir: dir.path, clock, client: chain, events, names: { [ME]: 'Treasury' }, cuPerMinute });
  stops.push(() => rig.scheduler.stop());
  return rig;
}
const watch = (store: WatchlistStore, id = ME) => store.add(WatchTarget.parse({ kind: 'evmAddress', id, chainId: '43114' }));
/** The app is watching ME, has seen block 100, and is closed. */
async function watchedThenClosed() {
  chain.send(100, OTHER, ME);
  const { store, scheduler } = await open();
  await watch(store);
  await scheduler.runRound();
  await scheduler.stop();
  expect(store.state().items[0].lastSeenBlock).toBe('100');
}
const hashes = (list: WatchAlert[]) => list.map((a) => a.txHash);

describe('watchlist catch-up', () => {
  it('after a restart past 31 transactions raises all 31, newest first, once each, and nothing more on the next restart', async () => {
    await watchedThenClosed();
    const missed = chain.receive(31, 101, OTHER, ME);
    clock.advance(3_600_000);

    let { store, scheduler } = await open();
    chain.calls = [];
    scheduler.start();
    await scheduler.runRound();
    expect(31).toBeGreaterThan(ACTIVITY_PAGE);
    expect(hashes(alerts)).toEqual(missed.map((t) => t.txHash).reverse());
    expect(new Set(hashes(alerts)).size).toBe(31);
    // Read from the block after the last seen one, on two pages.
    expect(chain.pagesRead()).toBe(2);
    expect(chain.calls.find((c) => c.id === 'listTransactions')?.params).toMatchObject({ startBlock: 101, sortOrder: 'desc' });
    expect(store.state()).toMatchObject({ unread: 31, items: [{ lastSeenBlock: '131' }] });
    await scheduler.stop();

    ({ store, scheduler } = await open());
    await scheduler.runRound();
    expect(alerts).toHaveLength(31);
    expect(store.state().alerts).toHaveLength(31);
  });

  it('after a sleep catches up once when the timer fires late, with no duplicate though a transaction arrives between two pages', async () => {
    chain.send(100, OTHER, ME);
    const { store, scheduler } = await open();
    await watch(store);
    scheduler.start();
    await scheduler.runRound();

    // The machine sleeps eight hours; the address receives 40 transactions meanwhile.
    const slept = chain.receive(40, 200, OTHER, ME);
    // While the catch-up reads its first page, one more arrives: the offset pages shift by one under the walk.
    let late: ReturnType<PagedWatchChain['send']> | undefined;
    chain.onPage = (token) => {
      if (token === undefined && !late) late = chain.send(300, OTHER, ME);
    };
    clock.advance(8 * 3_600_000);
    await scheduler.runRound();
    expect(hashes(alerts)).toEqual(slept.map((t) => t.txHash).reverse());
    expect(store.state().items[0].lastSeenBlock).toBe('239');

    // The one that came during the walk is the next check's, raised once.
    chain.onPage = undefined;
    clock.advance(60_000);
    await scheduler.runRound();
    expect(alerts).toHaveLength(41);
    expect(alerts[40].txHash).toBe(late!.txHash);
    expect(
      store
        .state()
        .alerts.map((a) => a.id)
        .filter((id, i, all) => all.indexOf(id) !== i),
    ).toEqual([]);
  });

  it('tells a gap of more than a check raises one by one as one grouped alert, and goes on one by one after it', async () => {
    const { store, scheduler } = await open();
    chain.send(100, OTHER, ME);
    await watch(store);
    await scheduler.runRound();
    // The network is lost for a while: checks fail, and 60 transactions come.
    chain.failing = true;
    const gap = chain.receive(ALERTS_PER_CHECK + 10, 1000, OTHER, ME);
    await scheduler.runRound();
    expect(store.state().items[0]).toMatchObject({ lastSeenBlock: '100', error: 'fetch failed' });
    chain.failing = false;
    await scheduler.runRound();
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      title: `Treasury: ${gap.length} new transactions`,
      body: `${gap.length} transactions in blocks 1000 to 1059 while it was not checked; open the address for each of them.`,
    });
    expect(alerts[0].txHash).toBeUndefined();
    expect(store.state().items[0].lastSeenBlock).toBe('1059');

    chain.send(1100, ME, OTHER);
    await scheduler.runRound();
    expect(alerts.map((a) => a.title)).toEqual([expect.stringContaining('60 new'), 'Treasury: outgoing transaction 1.5 AVAX']);
  });

  it('reads back at most its page cap, says "at least" and moves on to the newest', async () => {
    await watchedThenClosed();
    const count = CATCH_UP_PAGES * ACTIVITY_PAGE + 30;
    chain.receive(count, 101, OTHER, ME);
    const { store, scheduler } = await open();
    chain.calls = [];
    await scheduler.runRound();
    expect(chain.pagesRead()).toBe(CATCH_UP_PAGES);
    expect(alerts).toHaveLength(1);
    expect(alerts[0].title).toBe(`Treasury: ${CATCH_UP_PAGES * ACTIVITY_PAGE}+ new transactions`);
    expect(alerts[0].body).toMatch(/^At least 200 transactions in blocks 131 to 330 /);
    expect(store.state().items[0].lastSeenBlock).toBe(String(100 + count));
    await scheduler.runRound();
    expect(alerts).toHaveLength(1);
  });

  it("counts a catch-up's extra pages against the round's share of the budget", async () => {
    await watchedThenClosed();
    chain.receive(CATCH_UP_PAGES * ACTIVITY_PAGE, 101, OTHER, ME);
    // 1,000 CU a minute: a round's share is 200 CU. The catch-up spends 20 + 8 × 20 = 180 CU, 140 more than a check's
    // 40, which leaves 20: the second address's check (40) waits for the next round.
    const { store, scheduler } = await open(1000);
    await watch(store, address(2));
    chain.calls = [];
    await scheduler.runRound();
    expect(chain.pagesRead()).toBe(CATCH_UP_PAGES);
    expect(store.state().items[1].checkedAt).toBeUndefined();
    clock.advance(60_000);
    await scheduler.runRound();
    expect(store.state().items[1].checkedAt).toBe(clock.time);
  });
});
