import { join } from 'node:path';
import { z } from 'zod';
import {
  ALERTING_IDS_MAX,
  AlertDays,
  WATCH_ALERTS_MAX,
  WATCH_ITEMS_MAX,
  WatchAlert,
  WatchItem,
  watchKey,
  type NewAlert,
  type WatchState,
  type WatchTarget,
} from '../../../shared/bridge/watchlistChannels';
import { DEFAULT_ALERT_DAYS, type AlertDayKind } from '../../../shared/bridge/watchlistAlertDays';
import { readJsonFile, writeJsonAtomic } from '../stores/atomicJson';
import { InputError } from '../inputError';
import { SerialQueue } from '../stores/serialQueue';
import { keepDropped, readItems } from '../stores/storeItems';
import { sanitiseAlert, sanitisePatch, storedAlertId } from './alertSanitise';

/** The file's frame; its items and alerts are read one by one (readItems), so one bad item costs only itself. */
const StoredWatchlist = z.strictObject({
  version: z.literal(1),
  items: z.array(z.unknown()),
  alerts: z.array(z.unknown()),
  /** Written once the user sets one; a file from before has none and reads as the defaults. */
  alertDays: z.unknown().optional(),
});
interface Stored {
  version: 1;
  items: WatchItem[];
  alerts: WatchAlert[];
  alertDays?: AlertDays;
}

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
    const items = readItems(value?.items ?? [], WatchItem, 'item');
    const alerts = readItems(value?.alerts ?? [], WatchAlert, 'alert');
    const days = AlertDays.safeParse(value?.alertDays);
    const dropped = [...items.dropped, ...alerts.dropped];
    if (value?.alertDays !== undefined && !days.success) dropped.push(`alertDays: ${days.error.issues[0].message}`);
    const data: Stored = {
      version: 1,
      items: items.items.slice(0, WATCH_ITEMS_MAX),
      alerts: alerts.items.slice(0, WATCH_ALERTS_MAX),
      ...(days.success && { alertDays: days.data }),
    };
    return { store: new WatchlistStore(file, data, now), warning: warning ?? (await keepDropped(file, dropped)) };
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
   * An item removed while it was being checked stays removed. What a server's answer put in the
   * patch and the alerts is made to fit the file's schema first (sanitiseAlert, sanitisePatch), so
   * the file always reads back whole.
   */
  recordCheck(key: string, patch: Partial<WatchItem>, alerts: NewAlert[]): Promise<WatchAlert[]> {
    return this.change((d) => {
      const item = d.items.find((i) => i.key === key);
      if (!item) return { next: d, result: [] };
      const known = new Set([...d.alerts.map((a) => a.id), ...(item.alerting ?? [])]);
      const fresh = (alerts.map(sanitiseAlert).filter((a) => a !== undefined && !known.has(a.id)) as NewAlert[]).map((a) => ({
        ...a,
        read: false,
      }));
      const alerting = patch.alerting?.map((id) => storedAlertId(id, key)).slice(0, ALERTING_IDS_MAX);
      const clean = sanitisePatch({ ...patch, ...(alerting && { alerting }) });
      const items = d.items.map((i) => (i.key === key ? WatchItem.parse({ ...i, ...clean, key: i.key }) : i));
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
