import type { WatchlistApi } from './watchlistChannels';
import type { ChannelCall } from './transport';

/** WatchlistApi over a bridge's channel call (renderer/bridge/createBridge.ts); apart from the channels' schemas, so the renderer's first script holds no zod. */
export function watchlistApi(call: ChannelCall): WatchlistApi {
  return {
    list: () => call('watchlist:list', {}),
    add: (target) => call('watchlist:add', target),
    remove: (key) => call('watchlist:remove', { key }),
    markSeen: () => call('watchlist:markSeen', {}),
    setAlertDays: (alert, days) => call('watchlist:setAlertDays', { alert, days }),
  };
}
