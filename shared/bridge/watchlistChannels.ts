import { z } from 'zod';
import { toChecksumAddress } from '../codecs/evmAddress';
import { chainIdParam, evmAddress } from '../api/params';

/**
 * The bridge contract of the watchlist (issue 20): ids the user follows, checked by the main
 * process on a schedule, and the alerts it raised. Argument schemas of the `watchlist:*`
 * channels (merged into channelArgs in channels.ts), the state they answer and the events.
 */

export const WATCH_ALERTS_MAX = 200;
export const WATCH_ITEMS_MAX = 200;

/** What can be watched: an EVM address on one EVM chain. */
export const WatchTarget = z.strictObject({
  kind: z.literal('evmAddress'),
  id: evmAddress.transform(toChecksumAddress),
  chainId: chainIdParam,
});
export type WatchTarget = z.output<typeof WatchTarget>;

/** One address in any spelling on one chain is one item. */
export const watchKey = (t: { chainId: string; id: string }) => `${t.chainId}:${t.id.toLowerCase()}`;

export const WatchItem = z.strictObject({
  key: z.string().max(200),
  kind: z.literal('evmAddress'),
  id: z.string().max(120),
  chainId: z.string().max(80),
  addedAt: z.number().int().nonnegative(),
  /** The newest block whose activity was seen: a restart catches up from here, and nothing at or below it raises an alert again. */
  lastSeenBlock: z
    .string()
    .regex(/^\d{1,20}$/)
    .optional(),
  /** The balance at the last check, in the smallest unit, with its unit. */
  balance: z
    .string()
    .regex(/^\d{1,80}$/)
    .optional(),
  /** The balance when the user last marked the watchlist seen: "change since last seen" is balance minus this. */
  seenBalance: z
    .string()
    .regex(/^\d{1,80}$/)
    .optional(),
  symbol: z.string().max(20).optional(),
  decimals: z.number().int().min(0).max(36).optional(),
  checkedAt: z.number().int().nonnegative().optional(),
  /** Why the last check failed, when it did. */
  error: z.string().max(500).optional(),
});
export type WatchItem = z.infer<typeof WatchItem>;

export const WatchAlert = z.strictObject({
  id: z.string().max(200),
  itemKey: z.string().max(200),
  at: z.number().int().nonnegative(),
  title: z.string().max(200),
  body: z.string().max(500),
  txHash: z.string().max(80).optional(),
  read: z.boolean(),
});
export type WatchAlert = z.infer<typeof WatchAlert>;

export interface WatchState {
  items: WatchItem[];
  /** Newest first. */
  alerts: WatchAlert[];
  unread: number;
}

const key = z.string().min(1).max(200);

export const watchlistChannelArgs = {
  'watchlist:list': z.strictObject({}),
  'watchlist:add': WatchTarget,
  'watchlist:remove': z.strictObject({ key }),
  /** The user has seen the watchlist: every balance's change starts again from here and every alert is read. */
  'watchlist:markSeen': z.strictObject({}),
} as const;

export interface WatchlistEvents {
  /** The watchlist changed (a check ran, an alert was raised): the whole state, for the page and the badge. */
  watchlist: WatchState;
  /** A new alert, once, for a desktop notification. */
  'watch-alert': WatchAlert;
}

export interface WatchlistApi {
  list(): Promise<WatchState>;
  add(target: z.input<typeof WatchTarget>): Promise<WatchState>;
  remove(key: string): Promise<WatchState>;
  markSeen(): Promise<WatchState>;
}

type Call = <T>(channel: string, args: unknown) => Promise<T>;

export function watchlistApi(call: Call): WatchlistApi {
  return {
    list: () => call('watchlist:list', {}),
    add: (target) => call('watchlist:add', target),
    remove: (key) => call('watchlist:remove', { key }),
    markSeen: () => call('watchlist:markSeen', {}),
  };
}
