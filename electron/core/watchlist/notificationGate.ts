import type { WatchAlert } from '../../../shared/bridge/watchlistChannels';
import type { WatchClock } from './watchScheduler';

export interface DesktopNotification {
  title: string;
  body: string;
}

/** Desktop notifications a minute at most, whatever the watchlist raises: the rest are counted in one. */
export const NOTIFICATIONS_PER_MINUTE = 5;
const MINUTE = 60_000;

/**
 * The global limit on the watchlist's desktop notifications: at most NOTIFICATIONS_PER_MINUTE in
 * any minute; alerts beyond it are held and, once the minute is over, shown as one notification
 * counting them (every alert stays on the watchlist's page).
 */
export class NotificationGate {
  private shown: number[] = [];
  private held = 0;
  private cancel: (() => void) | undefined;

  constructor(
    private readonly show: (n: DesktopNotification) => void,
    private readonly clock: WatchClock,
    private readonly perMinute = NOTIFICATIONS_PER_MINUTE,
  ) {}

  offer(alert: WatchAlert): void {
    if (this.room()) return this.notify({ title: alert.title, body: alert.body });
    this.held += 1;
    this.cancel ??= this.clock.after(this.shown[0] + MINUTE - this.clock.now(), () => this.flush());
  }

  /** Stops a pending count from showing (the app quitting). */
  close(): void {
    this.cancel?.();
    this.cancel = undefined;
  }

  private room(): boolean {
    const now = this.clock.now();
    this.shown = this.shown.filter((t) => t > now - MINUTE);
    return this.shown.length < this.perMinute;
  }

  private notify(n: DesktopNotification): void {
    this.shown.push(this.clock.now());
    this.show(n);
  }

  private flush(): void {
    this.cancel = undefined;
    if (this.held === 0) return;
    const count = this.held;
    this.held = 0;
    this.notify({
      title: `${count} more watchlist alert${count === 1 ? '' : 's'}`,
      body: 'Open Tools > Watchlist to see them all.',
    });
  }
}
