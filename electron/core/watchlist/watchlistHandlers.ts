import type { BridgeEventBus } from '../events';
import type { ChannelHandler } from '../bridge/registry';
import type { WatchlistStore } from './watchlistStore';
import type { WatchScheduler } from './watchScheduler';

type WatchlistChannel = 'watchlist:list' | 'watchlist:add' | 'watchlist:remove' | 'watchlist:markSeen' | 'watchlist:setAlertDays';

export function watchlistHandlers(
  store: WatchlistStore,
  scheduler: WatchScheduler,
  events: BridgeEventBus,
): { [C in WatchlistChannel]: ChannelHandler<C> } {
  const changed = () => {
    const state = store.state();
    events.emit('watchlist', state);
    return state;
  };
  return {
    'watchlist:list': async () => store.state(),
    'watchlist:add': async (target) => {
      const item = await store.add(target);
      // The first check runs in the background: it notes the balance and where the chain is, and raises no alert.
      void scheduler.checkNow(item.key);
      return changed();
    },
    'watchlist:remove': async ({ key }) => (await store.remove(key), changed()),
    'watchlist:markSeen': async () => (await store.markSeen(), changed()),
    // The next round checks with the new N; an alert already raised stays.
    'watchlist:setAlertDays': async ({ alert, days }) => (await store.setAlertDays(alert, days), changed()),
  };
}
