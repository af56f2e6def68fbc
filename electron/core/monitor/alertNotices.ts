import {
  NOTICE_WINDOW_MS,
  NOTICES_PER_WINDOW,
  type MonitorSettings,
  type QuietHours,
  type WatchNotice,
} from '../../../shared/bridge/monitorChannels';
import type { WatchAlert, WatchItem } from '../../../shared/bridge/watchlistChannels';

/** Alert titles a grouped notification names; the rest are counted. */
const NAMED = 2;

export interface AlertNoticesDeps {
  settings: () => Pick<MonitorSettings, 'quietHours' | 'muted'>;
  /** The item's name for a grouped title (the address book's label, else its id). */
  nameOf: (item: WatchItem) => string;
  emit: (notice: WatchNotice) => void;
  now: () => number;
  /** Minutes since local midnight at `ms` (tests pass a fixed zone). */
  minuteOfDay?: (ms: number) => number;
}

const localMinuteOfDay = (ms: number) => {
  const d = new Date(ms);
  return d.getHours() * 60 + d.getMinutes();
};
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));

/** Whether `minute` (since midnight) falls in the quiet hours, which may run past midnight. */
export function inQuietHours(quiet: QuietHours | null, minute: number): boolean {
  if (!quiet) return false;
  const from = minutes(quiet.from);
  const to = minutes(quiet.to);
  return from < to ? minute >= from && minute < to : from > to ? minute >= from || minute < to : false;
}

/** An alert's title without the item's name in front ("Treasury: incoming …" -> "incoming …"). */
const withoutName = (title: string, name: string) => (title.startsWith(`${name}: `) ? title.slice(name.length + 2) : title);

/** The alerts of one check of one item as one notification. */
export function groupNotice(item: WatchItem, name: string, alerts: WatchAlert[]): WatchNotice {
  if (alerts.length === 1)
    return { id: alerts[0].id, itemKey: item.key, title: alerts[0].title, body: alerts[0].body, count: 1, alert: alerts[0] };
  const transactions = alerts.every((a) => a.txHash && !a.id.includes(':ending:'));
  const named = alerts.slice(0, NAMED).map((a) => withoutName(a.title, name));
  const more = alerts.length > NAMED ? `; and ${alerts.length - NAMED} more` : '';
  return {
    id: `${item.key}:${alerts[0].id}:${alerts.length}`,
    itemKey: item.key,
    title: `${alerts.length} new ${transactions ? 'transactions' : 'alerts'} of ${name}`.slice(0, 200),
    body: `${named.join('; ')}${more}`.slice(0, 500),
    count: alerts.length,
  };
}

/**
 * Turns the alerts each check raises into notifications: one per item per check, none for a muted item, none in quiet
 * hours, and at most NOTICES_PER_WINDOW in any NOTICE_WINDOW_MS. What was held back is told once in one notification
 * after the next round that may notify (the alerts themselves are all on the watchlist).
 */
export class AlertNotices {
  private sent: number[] = [];
  private held = 0;

  constructor(private readonly deps: AlertNoticesDeps) {}

  checked(item: WatchItem, alerts: WatchAlert[]): void {
    if (alerts.length === 0 || this.deps.settings().muted.includes(item.key)) return;
    if (!this.mayNotify()) {
      this.held += alerts.length;
      return;
    }
    this.send(groupNotice(item, this.deps.nameOf(item), alerts));
  }

  /** After a round: the alerts held back, in one notification, once notifications may go out again. */
  flush(): void {
    if (this.held === 0 || !this.mayNotify()) return;
    const count = this.held;
    this.held = 0;
    this.send({
      id: `held:${this.deps.now()}`,
      title: `${count} alert${count === 1 ? '' : 's'} while notifications were held`,
      body: 'Open the watchlist to see them.',
      count,
    });
  }

  private mayNotify(): boolean {
    const now = this.deps.now();
    if (inQuietHours(this.deps.settings().quietHours, (this.deps.minuteOfDay ?? localMinuteOfDay)(now))) return false;
    this.sent = this.sent.filter((t) => now - t < NOTICE_WINDOW_MS);
    return this.sent.length < NOTICES_PER_WINDOW;
  }

  private send(notice: WatchNotice): void {
    this.sent.push(this.deps.now());
    this.deps.emit(notice);
  }
}
