import { z } from 'zod';
import { isValidPxAddress } from '../codecs/bech32';
import { toChecksumAddress } from '../codecs/evmAddress';
import { cb58Id, chainIdParam, evmAddress, nodeId } from '../api/params';
import { ALERT_DAY_KINDS, type AlertDayKind } from './watchlistAlertDays';

/**
 * The bridge contract of the watchlist (issue 20): addresses, validators and L1s the user follows, checked by the main
 * process on a schedule, and the alerts it raised. Argument schemas of the `watchlist:*`
 * channels (merged into channelArgs in channels.ts), the state they answer and the events.
 */

export const WATCH_ALERTS_MAX = 200;
export const WATCH_ITEMS_MAX = 200;

/** A P- or X-Chain address with its chain letter: the letter says which chain's balance and transactions are watched. */
const chainPxAddress = z
  .string()
  .regex(/^[PX]-(?:avax|fuji|local|custom)1[02-9ac-hj-np-z]{38}$/, 'must be a P- or X-Chain address such as P-avax1… or X-fuji1…')
  .refine((s) => isValidPxAddress(s), 'must have a valid bech32 checksum');

/** The Primary Network an item is on: those the app's network switch offers. */
const Network = z.enum(['mainnet', 'fuji']);

/** What can be watched: an EVM address on one EVM chain, a P-/X- address, a validator (NodeID) or an L1 (its subnet id). */
export const WatchTarget = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('evmAddress'), id: evmAddress.transform(toChecksumAddress), chainId: chainIdParam }),
  // A mainnet address is checked on mainnet only: on the other network it would read as empty, or fail every check.
  z.strictObject({ kind: z.literal('pxAddress'), id: chainPxAddress, network: Network }).refine((t) => isValidPxAddress(t.id, t.network), {
    path: ['id'],
    message: 'must be an address of the chosen network (avax1… on mainnet, fuji1… on fuji)',
  }),
  z.strictObject({ kind: z.literal('validator'), id: nodeId, network: Network }),
  z.strictObject({ kind: z.literal('l1'), id: cb58Id, network: Network }),
]);
export type WatchTarget = z.output<typeof WatchTarget>;
export type WatchKind = WatchTarget['kind'];

/** One address in any spelling on one chain is one item; the other kinds are one item per network. */
export const watchKey = (t: WatchTarget): string =>
  t.kind === 'evmAddress' ? `${t.chainId}:${t.id.toLowerCase()}` : `${t.network}:${t.kind}:${t.id}`;

const digits = z.string().regex(/^\d{1,80}$/);
const seconds = z.number().int().nonnegative();

/** One validator of a watched L1 as the last check saw it. */
export const WatchedL1Validator = z.strictObject({
  validationId: z.string().max(120),
  nodeId: z.string().max(80),
  /** nAVAX left to pay the L1's fee. */
  remainingBalance: digits,
  /** When the balance runs out at the current fee (epoch seconds). */
  runsOutAt: seconds,
  /** A low-balance alert was raised for this balance; a top-up (the balance rising) allows the next one. */
  lowAlerted: z.boolean().optional(),
});
export type WatchedL1Validator = z.infer<typeof WatchedL1Validator>;

export const L1_VALIDATORS_WATCHED_MAX = 100;
/** The ids of one check's alerts an item keeps (alerting). */
export const ALERTING_IDS_MAX = 300;
/** The transactions of the last seen second a P-/X- address keeps (lastSeenTxIds); a page of activity holds fewer. */
export const LAST_SECOND_IDS_MAX = 100;

/** A watched item and what its last check saw. Fields beyond the common ones belong to the kinds named beside them. */
export const WatchItem = z.strictObject({
  key: z.string().max(200),
  kind: z.enum(['evmAddress', 'pxAddress', 'validator', 'l1']),
  id: z.string().max(120),
  /** evmAddress: the EVM chain. */
  chainId: z.string().max(80).optional(),
  /** pxAddress, validator, l1: the Primary Network. */
  network: Network.optional(),
  addedAt: z.number().int().nonnegative(),
  /** evmAddress: the newest block whose activity was seen: a restart catches up from here, and nothing at or below it raises an alert again. */
  lastSeenBlock: z
    .string()
    .regex(/^\d{1,20}$/)
    .optional(),
  /** pxAddress: the newest transaction time seen (epoch seconds), the same for its P- or X-Chain transactions. */
  lastSeenTimestamp: seconds.optional(),
  /**
   * pxAddress: the transactions seen at lastSeenTimestamp (at most LAST_SECOND_IDS_MAX): one indexed later with that same
   * time is new if its id is not among them. Absent in files from before it was kept: nothing at that second is raised again.
   */
  lastSeenTxIds: z.array(z.string().max(120)).max(LAST_SECOND_IDS_MAX).optional(),
  /**
   * The profile whose answers lastSeenBlock, lastSeenTimestamp and seenBalance came from: another profile's chain (the local
   * service's or the real network's) starts again from where it is. Absent in files from before it was kept: read as the active one.
   */
  seenFrom: z.string().max(64).optional(),
  /** Addresses: the balance at the last check, in the smallest unit, with its unit. */
  balance: digits.optional(),
  /** The balance when the user last marked the watchlist seen: "change since last seen" is balance minus this. */
  seenBalance: digits.optional(),
  symbol: z.string().max(20).optional(),
  decimals: z.number().int().min(0).max(36).optional(),
  /** validator: its current (or latest) validation. */
  validationStatus: z.string().max(40).optional(),
  endTimestamp: seconds.optional(),
  uptimePerformance: z.number().min(0).max(100).optional(),
  /** validator: the reward its validation will pay, nAVAX. */
  pendingReward: digits.optional(),
  /** l1: its validators with their remaining balance. */
  l1Validators: z.array(WatchedL1Validator).max(L1_VALIDATORS_WATCHED_MAX).optional(),
  /**
   * The ids of the alerts the last good check found, raised then or before: a condition that holds over many checks (a stake
   * ending) is raised once even after newer alerts pushed its alert off the capped list.
   */
  alerting: z.array(z.string().max(200)).max(ALERTING_IDS_MAX).optional(),
  checkedAt: z.number().int().nonnegative().optional(),
  /** Why the last check failed, when it did. */
  error: z.string().max(500).optional(),
});
export type WatchItem = z.infer<typeof WatchItem>;

export const alertDays = z
  .number()
  .int('must be a whole number of days')
  .min(1, 'must be at least 1 day')
  .max(365, 'must be at most 365 days');
/** N as the user typed it in the alert settings: the main process reads the text and names what is wrong with it. */
export const alertDaysText = z
  .string()
  .max(20, 'must be a whole number of days')
  .trim()
  .regex(/^\d+$/, 'must be a whole number of days')
  .transform(Number)
  .pipe(alertDays);
export const AlertDays = z.strictObject({ stakeEnding: alertDays, l1Balance: alertDays });
export type AlertDays = z.infer<typeof AlertDays>;

export const WatchAlert = z.strictObject({
  id: z.string().max(200),
  itemKey: z.string().max(200),
  at: z.number().int().nonnegative(),
  title: z.string().max(200),
  body: z.string().max(500),
  txHash: z.string().max(80).optional(),
  /** The Primary Network chain of `txHash`; without it the hash is an EVM transaction. */
  txChain: z.enum(['p-chain', 'x-chain']).optional(),
  read: z.boolean(),
});
export type WatchAlert = z.infer<typeof WatchAlert>;
/** An alert as a check raises it, before the store marks it read or unread. */
export type NewAlert = Omit<WatchAlert, 'read'>;

export interface WatchState {
  items: WatchItem[];
  alertDays: AlertDays;
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
  /** N of an alert kind's "within N days"; the answer is the whole state. */
  'watchlist:setAlertDays': z.strictObject({ alert: z.enum(ALERT_DAY_KINDS), days: alertDaysText }),
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
  /** `days` as typed ("14"): refused, naming the field, unless it is a whole number of days from 1 to 365. */
  setAlertDays(alert: AlertDayKind, days: string): Promise<WatchState>;
}
