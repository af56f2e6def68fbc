import type { WatchClient } from '../../../electron/core/watchlist/watchCheck';
import { WatchScheduler } from '../../../electron/core/watchlist/watchScheduler';
import { WatchlistStore } from '../../../electron/core/watchlist/watchlistStore';
import type { BridgeEventBus } from '../../../electron/core/events';
import type { FakeWatchClock } from './fakeWatchClock';

export interface WatchRigOptions {
  dataDir: string;
  clock: FakeWatchClock;
  client: WatchClient;
  events: BridgeEventBus;
  /** The address-book names the alerts use. */
  names: Record<string, string>;
  cuPerMinute?: number;
  /** The active profile's id (default: one profile throughout). */
  source?: () => string;
}

/** The app's start of the watchlist: the store from the folder and a scheduler over it, checking every minute (call again for a restart). */
export async function openWatchRig(o: WatchRigOptions): Promise<{ store: WatchlistStore; scheduler: WatchScheduler }> {
  const { store } = await WatchlistStore.open(o.dataDir, o.clock.now);
  const scheduler = new WatchScheduler({
    store,
    client: async () => o.client,
    events: o.events,
    clock: o.clock,
    cuPerMinute: () => o.cuPerMinute,
    source: o.source,
    nameOf: (id) => o.names[id],
    intervalMs: 60_000,
  });
  return { store, scheduler };
}
