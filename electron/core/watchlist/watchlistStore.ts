import { join } from 'node:path';
import { z } from 'zod';
import {
  AlertDays,
  WATCH_ALERTS_MAX,
  WATCH_ITEMS_MAX,
  WatchAlert,
  WatchItem,
  watchKey,
  type WatchState,
  type WatchTarget,
} from '../../../shared/bridge/watchlistChannels';
import { DEFAULT_ALERT_DAYS, type AlertDayKind } from '../../../shared/bridge/watchlistAlertDays';
import { readJsonFile, writeJsonAtomic } from '../atomicJson';
import { InputError } from '../inputError';
import { SerialQueue } from '../serialQueue';

const StoredWatchlist = z.strictObject({
  version: z.literal(1),
  items: z.array(WatchItem).max(WATCH_ITEMS_MAX),
  alerts: z.array(WatchAlert).max(WATCH_ALERTS_MAX),
  /** Written once the user sets one; a file from before has none and reads as the defaults. */
  alertDays: AlertDays.optional(),
});
type Stored = z.infer<typeof StoredWatchlist>;

export type NewAlert = Omit<WatchAlert, 'read'>;

/**
 * The watchlist in `watchlist.json`: the watched items with what the last check saw (the last
 * seen block or time, so a restart catches up from there), the alerts, newest first and capped, and
 * the days of the "within N days" alerts.
 * Written atomically through one queue; a damaged file is set aside and reported.
 */
export class WatchlistStore {
  private readonly queue = new SerialQueue();

  private constructor(
    private readonly file: string,
    private data: Stored,
    private readonly now: () => number,
  ) {}

  static async open(dataDir: string, now: () => number = Date.now): Promise<{ store: WatchlistStore; warning?: string }> {
    const file = join(dataDir, 'watchlist.json');
    const { value, warning } = await readJsonFile(file, StoredWatchlist);
    return { store: new WatchlistStore(file, value ?? { version: 1, items: [], alerts: [] }, now), warning };
  }

  state(): WatchState {
    return {
      items: [...this.data.items],
      alerts: [...this.data.alerts],
      unread: this.data.alerts.filter((a) => !a.read).length,
      alertDays: this.alertDays(),
    };
  }

  alertDays(): AlertDays {
    return this.data.alertDays ?? DEFAULT_ALERT_DAYS;
  }

  setAlertDays(alert: AlertDayKind, days: number): Promise<void> {
    return this.change((d) => ({ next: { ...d, alertDays: { ...this.alertDays(), [alert]: days } }, result: undefined }));
  }

  item(key: string): WatchItem | undefined {
    return this.data.items.find((i) => i.key === key);
  }

  /** Watching what is already watched changes nothing. */
  add(target: WatchTarget): Promise<WatchItem> {
    return this.change((d) => {
      const key = watchKey(target);
      const existing = d.items.find((i) => i.key === key);
      if (existing) return { next: d, result: existing };
      if (d.items.length >= WATCH_ITEMS_MAX)
        throw new InputError('id', `The watchlist holds at most ${WATCH_ITEMS_MAX} items; remove one first.`);
      const item: WatchItem = { key, ...target, addedAt: this.now() };
      return { next: { ...d, items: [...d.items, item] }, result: item };
    });
  }

  remove(key: string): Promise<void> {
    return this.change((d) => ({
      next: { ...d, items: d.items.filter((i) => i.key !== key), alerts: d.alerts.filter((a) => a.itemKey !== key) },
      result: undefined,
    }));
  }

  markSeen(): Promise<void> {
    return this.change((d) => ({
      next: {
        ...d,
        items: d.items.map((i) => (i.balance === undefined ? i : { ...i, seenBalance: i.balance })),
        alerts: d.alerts.map((a) => (a.read ? a : { ...a, read: true })),
      },
      result: undefined,
    }));
  }

  /**
   * What one check of an item found, and its alerts. An alert whose id was raised before is
   * dropped (one still on the list, or one the item's last check found), so a check that overlaps the last one never
   * repeats an alert; answers those that are new.
   * An item removed while it was being checked stays removed.
   */
  recordCheck(key: string, patch: Partial<WatchItem>, alerts: NewAlert[]): Promise<WatchAlert[]> {
    return this.change((d) => {
      const item = d.items.find((i) => i.key === key);
      if (!item) return { next: d, result: [] };
      const known = new Set([...d.alerts.map((a) => a.id), ...(item.alerting ?? [])]);
      const fresh = alerts.filter((a) => !known.has(a.id)).map((a) => ({ ...a, read: false }));
      const items = d.items.map((i) => (i.key === key ? WatchItem.parse({ ...i, ...patch, key: i.key }) : i));
      return { next: { ...d, items, alerts: [...fresh, ...d.alerts].slice(0, WATCH_ALERTS_MAX) }, result: fresh };
    });
  }

  /** The file is written before the state in memory changes: a failed write leaves both as they were. */
  private change<T>(f: (d: Stored) => { next: Stored; result: T }): Promise<T> {
    return this.queue.run(async () => {
      const { next, result } = f(this.data);
      if (next !== this.data) {
        await writeJsonAtomic(this.file, next);
        this.data = next;
      }
      return result;
    });
  }
}
