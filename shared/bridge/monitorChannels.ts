import { z } from 'zod';
import { WATCH_ITEMS_MAX, type WatchAlert } from './watchlistChannels';

/**
 * The bridge contract of the background monitor (issue 41): how watchlist alerts become notifications (quiet hours,
 * muted items), whether the app keeps watching with its window closed, starts at login, or is paused. Argument schemas of
 * the `monitor:*` channels (merged into channelArgs in channels.ts), the state they answer and the events.
 */

/** A local time of day, "22:00". */
const timeOfDay = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'must be a time of day such as 22:00');

/** Notifications held from `from` to `to`, local time (past midnight when `to` is earlier); equal times hold none. */
export const QuietHours = z.strictObject({ from: timeOfDay, to: timeOfDay });
export type QuietHours = z.infer<typeof QuietHours>;

export const MonitorSettings = z.strictObject({
  quietHours: QuietHours.nullable(),
  /** Watched items (their keys) whose alerts are listed but never notified. */
  muted: z.array(z.string().min(1).max(200)).max(WATCH_ITEMS_MAX),
  /** Closing the window keeps the app watching (tray icon); unset = on while the watchlist is not empty. */
  keepWatching: z.boolean().optional(),
  startAtLogin: z.boolean(),
  /** No checks run while paused (the tray's "Pause watching"). */
  paused: z.boolean(),
});
export type MonitorSettings = z.infer<typeof MonitorSettings>;

export const DEFAULT_MONITOR_SETTINGS: MonitorSettings = { quietHours: null, muted: [], startAtLogin: false, paused: false };

/** Notifications shown at most per NOTICE_WINDOW_MS over all items: one busy address cannot flood the desktop. */
export const NOTICES_PER_WINDOW = 4;
export const NOTICE_WINDOW_MS = 10 * 60_000;

export interface MonitorState extends MonitorSettings {
  /** keepWatching as it applies now (its default resolved against the watchlist). */
  watchingInBackground: boolean;
}

/**
 * One notification: the alerts one check of one item raised, grouped ("5 new transactions of Treasury"). `alert` is the
 * only alert when there is one, so a click can open its transaction; otherwise a click opens the item, or, without
 * `itemKey` (the alerts held back by quiet hours or the rate limit), the watchlist.
 */
export interface WatchNotice {
  id: string;
  itemKey?: string;
  title: string;
  body: string;
  count: number;
  alert?: WatchAlert;
}

export const monitorChannelArgs = {
  'monitor:get': z.strictObject({}),
  /** Any of the settings but the muted list; the answer is the whole state. */
  'monitor:update': MonitorSettings.omit({ muted: true }).partial().strict(),
  'monitor:mute': z.strictObject({ key: z.string().min(1).max(200), muted: z.boolean() }),
} as const;

export interface MonitorEvents {
  /** The monitor's settings changed (here or from the tray). */
  monitor: MonitorState;
  /** A notification to show: the Electron app shows it natively, the web host through the browser's Notification API. */
  'watch-notice': WatchNotice;
  /** The user clicked a native notification: the window opens it. */
  'watch-notice-open': WatchNotice;
}

export interface MonitorApi {
  get(): Promise<MonitorState>;
  update(patch: Partial<Omit<MonitorSettings, 'muted'>>): Promise<MonitorState>;
  mute(key: string, muted: boolean): Promise<MonitorState>;
}
