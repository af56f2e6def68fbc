import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MonitorState, WatchNotice } from '../../../shared/bridge/monitorChannels';
import { WatchTarget } from '../../../shared/bridge/watchlistChannels';
import { toChecksumAddress } from '../../../shared/codecs/evmAddress';
import { FakeWatchClock } from '../../../test/support/rigs/fakeWatchClock';
import { PagedWatchChain } from '../../../test/support/rigs/pagedWatchChain';
import { tempDir } from '../../../test/support/rigs/tempDir';
import { createCore } from '../createCore';
import { BridgeEventBus } from '../events';
import { MemoryKeyVault } from '../stores/keyVaultMemory';
import { WatchScheduler } from '../watchlist/watchScheduler';
import { WatchlistStore } from '../watchlist/watchlistStore';
import { AlertNotices } from './alertNotices';
import { MonitorStore } from './monitorStore';

const address = (n: number) => toChecksumAddress(`0x${n.toString(16).padStart(40, '0')}`);
const ME = address(1);
const OTHER = address(9);

let dir: Awaited<ReturnType<typeof tempDir>>;
let clock: FakeWatchClock;
beforeEach(async () => {
  dir = await tempDir();
  clock = new FakeWatchClock();
});
afterEach(async () => {
  await dir.remove();
});

describe('the monitor in the core', () => {
  it('notifies once per item per check, grouped, checks nothing while paused, and keeps its timer with no window', async () => {
    const chain = new PagedWatchChain();
    const events = new BridgeEventBus();
    const notices: WatchNotice[] = [];
    events.on('watch-notice', (n) => notices.push(n));
    const { store } = await WatchlistStore.open(dir.path, clock.now);
    const { store: monitor } = await MonitorStore.open(dir.path);
    const alertNotices = new AlertNotices({
      settings: () => monitor.get(),
      nameOf: () => 'Treasury',
      emit: (n) => events.emit('watch-notice', n),
      now: clock.now,
    });
    const scheduler = new WatchScheduler({
      store,
      client: async () => chain,
      events,
      clock,
      cuPerMinute: () => undefined,
      nameOf: () => 'Treasury',
      intervalMs: 60_000,
      onAlerts: (item, fresh) => alertNotices.checked(item, fresh),
      afterRound: () => alertNotices.flush(),
      paused: () => monitor.get().paused,
    });
    try {
      chain.send(100, OTHER, ME);
      await store.add(WatchTarget.parse({ kind: 'evmAddress', id: ME, chainId: '43114' }));
      // The scheduler runs on its own timer: nothing but the clock drives it (no window, no renderer).
      scheduler.start();
      await scheduler.runRound();
      chain.receive(5, 101, OTHER, ME);
      clock.advance(60_000);
      await scheduler.runRound();
      expect(notices).toMatchObject([{ title: '5 new transactions of Treasury', count: 5, itemKey: `43114:${ME.toLowerCase()}` }]);
      expect(store.state().unread).toBe(5);

      await monitor.update({ paused: true });
      chain.calls = [];
      chain.receive(1, 200, OTHER, ME);
      clock.advance(60_000);
      await scheduler.runRound();
      expect(chain.calls).toEqual([]);
      await monitor.update({ paused: false });
      clock.advance(60_000);
      await scheduler.runRound();
      expect(notices.map((n) => n.count)).toEqual([5, 1]);
    } finally {
      await scheduler.stop();
    }
  });

  it('validates its settings in the main process, naming the field, and saves them', async () => {
    const core = await createCore({
      dataDir: dir.path,
      vault: new MemoryKeyVault(),
      startLocalService: async () => ({ dataUrl: 'http://127.0.0.1:9', metricsUrl: 'http://127.0.0.1:9', close: async () => undefined }),
      watchClock: clock,
    });
    try {
      const pushed: MonitorState[] = [];
      core.events.on('monitor', (s) => pushed.push(s));
      expect(await core.dispatch('monitor:get', {})).toMatchObject({
        ok: true,
        data: { quietHours: null, muted: [], startAtLogin: false, paused: false, watchingInBackground: false },
      });
      expect(await core.dispatch('monitor:update', { quietHours: { from: '25:00', to: '07:00' } })).toMatchObject({
        ok: false,
        error: { field: 'quietHours.from', message: expect.stringMatching(/time of day/) },
      });
      expect(await core.dispatch('monitor:update', { startAtLogin: 'yes' })).toMatchObject({ ok: false, error: { field: 'startAtLogin' } });
      expect(await core.dispatch('monitor:update', { muted: [] })).toMatchObject({ ok: false, error: { field: 'muted' } });
      expect(await core.dispatch('monitor:mute', { key: '43114:0xnope', muted: true })).toMatchObject({
        ok: false,
        error: { field: 'key', message: 'is not on the watchlist' },
      });

      await core.dispatch('watchlist:add', { kind: 'evmAddress', id: ME, chainId: '43114' });
      const key = `43114:${ME.toLowerCase()}`;
      expect(await core.dispatch('monitor:mute', { key, muted: true })).toMatchObject({ ok: true, data: { muted: [key] } });
      expect(await core.dispatch('monitor:update', { quietHours: { from: '22:00', to: '07:00' }, startAtLogin: true })).toMatchObject({
        ok: true,
        data: { quietHours: { from: '22:00', to: '07:00' }, startAtLogin: true, watchingInBackground: true },
      });
      expect(pushed.at(-1)).toMatchObject({ startAtLogin: true, muted: [key] });
      expect((await core.dispatch('monitor:update', { keepWatching: false })) as unknown).toMatchObject({
        data: { watchingInBackground: false },
      });
      const { store } = await MonitorStore.open(dir.path);
      expect(store.get()).toEqual({
        quietHours: { from: '22:00', to: '07:00' },
        muted: [key],
        startAtLogin: true,
        keepWatching: false,
        paused: false,
      });
    } finally {
      await core.close();
    }
  });
});
