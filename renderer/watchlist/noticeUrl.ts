import type { WatchNotice } from '../../shared/bridge/monitorChannels';
import type { WatchItem } from '../../shared/bridge/watchlistChannels';
import { ROUTES } from '../app/urls';
import { alertTxUrl } from './AlertList';
import { watchItemUrl } from './watchColumns';

/** Where a notification opens: its one transaction on its chain, else the item on its chain, else (held alerts, a removed item) the watchlist. */
export function noticeUrl(notice: WatchNotice, items: readonly WatchItem[]): string {
  const item = items.find((i) => i.key === notice.itemKey);
  if (!item) return ROUTES.watchlist;
  const tx = notice.alert?.txHash;
  return tx ? alertTxUrl({ ...notice.alert!, txHash: tx }, item) : watchItemUrl(item);
}
