import type { MonitorState } from '../../../shared/bridge/monitorChannels';
import type { ChannelHandler } from '../bridge/registry';
import type { BridgeEventBus } from '../events';
import { InputError } from '../inputError';
import type { WatchlistStore } from '../watchlist/watchlistStore';
import type { WatchScheduler } from '../watchlist/watchScheduler';
import type { MonitorStore } from './monitorStore';

type MonitorChannel = 'monitor:get' | 'monitor:update' | 'monitor:mute';

/** The monitor's settings as they apply now: keeping watching with the window closed is on by default while anything is watched. */
export function monitorState(monitor: MonitorStore, watchlist: WatchlistStore): MonitorState {
  const settings = monitor.get();
  return { ...settings, watchingInBackground: settings.keepWatching ?? watchlist.state().items.length > 0 };
}

export interface MonitorDeps {
  monitor: MonitorStore;
  watchlist: WatchlistStore;
  watchScheduler: WatchScheduler;
  events: BridgeEventBus;
}

/** Changes the monitor's settings and tells every window and the tray; resuming checks at once. */
export async function updateMonitor(deps: MonitorDeps, patch: Parameters<MonitorStore['update']>[0]): Promise<MonitorState> {
  const wasPaused = deps.monitor.get().paused;
  await deps.monitor.update(patch);
  const state = monitorState(deps.monitor, deps.watchlist);
  deps.events.emit('monitor', state);
  if (wasPaused && !state.paused) void deps.watchScheduler.runRound();
  return state;
}

export function monitorHandlers(deps: MonitorDeps): { [C in MonitorChannel]: ChannelHandler<C> } {
  return {
    'monitor:get': async () => monitorState(deps.monitor, deps.watchlist),
    'monitor:update': (patch) => updateMonitor(deps, patch),
    'monitor:mute': async ({ key, muted }) => {
      if (muted && !deps.watchlist.item(key)) throw new InputError('key', 'is not on the watchlist');
      await deps.monitor.mute(key, muted);
      const state = monitorState(deps.monitor, deps.watchlist);
      deps.events.emit('monitor', state);
      return state;
    },
  };
}
