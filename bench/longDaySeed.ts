import { ApiClient } from '../electron/core/apiClient/apiClient';
import { WATCH_CHECKS } from '../electron/core/watchlist/watchChecks';
import { WatchlistStore } from '../electron/core/watchlist/watchlistStore';
import { DEFAULT_ALERT_DAYS } from '../shared/bridge/watchlistAlertDays';
import { watchKey, WatchTarget, type WatchState } from '../shared/bridge/watchlistChannels';
import { ALERTS_SHOWN } from '../renderer/watchlist/alertsShown';
import type { ServiceUrls } from '../test/reliability/sampleRequests';

/** How many of the address's newest transactions the seeded alerts are read from: more than the page shows. */
const SEEDED_TXS = ALERTS_SHOWN + 5;

/**
 * The watchlist a day with the app open leaves in `dataDir`: `address` on `chainId` watched, its newest transactions
 * already raised as unread alerts (more than the page shows, so a new alert replaces a shown one), and a balance that
 * changed since the user last marked it seen. Written through the app's own store and check, as the app would have.
 */
export async function seedLongDayWatchlist(dataDir: string, urls: ServiceUrls, chainId: string, address: string): Promise<WatchState> {
  const client = new ApiClient(urls);
  const target = WatchTarget.parse({ kind: 'evmAddress', id: address, chainId });
  const key = watchKey(target);
  const page = await client.request('listTransactions', { chainId, address, pageSize: SEEDED_TXS, sortOrder: 'desc' });
  const oldest = page.transactions?.at(-1)?.nativeTransaction?.blockNumber;
  if (!oldest) throw new Error(`seedLongDayWatchlist: ${address} has no transactions on chain ${chainId}`);

  const { store } = await WatchlistStore.open(dataDir);
  const item = await store.add(target);
  // The last check before "yesterday's" transactions saw up to the oldest of them: the check raises the newer ones.
  const earlier = { ...item, lastSeenBlock: oldest, seenBalance: '0' };
  const { patch, alerts } = await WATCH_CHECKS.evmAddress.run(
    { client, at: Date.now(), name: item.id, alertDays: DEFAULT_ALERT_DAYS },
    earlier,
  );
  await store.recordCheck(key, { ...patch, seenBalance: earlier.seenBalance }, alerts);
  const state = store.state();
  if (state.alerts.length <= ALERTS_SHOWN)
    throw new Error(`seedLongDayWatchlist: ${state.alerts.length} alerts raised for ${address}, more than ${ALERTS_SHOWN} needed`);
  return state;
}
