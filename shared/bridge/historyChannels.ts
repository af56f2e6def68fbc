import { z } from 'zod';

/**
 * The bridge contract of the history (issue 41): the item pages the user opened (a transaction, a block, an address…),
 * with when, kept on this computer and searchable offline. Argument schemas of the `history:*` channels (merged into
 * channelArgs in channels.ts) and the state they answer.
 */

export const HISTORY_MAX = 2000;

export const HistoryVisit = z.strictObject({
  /** The page's hash path, query included ("/tx/0x…?chain=43114"). */
  path: z
    .string()
    .min(1)
    .max(600)
    .regex(/^\/[^\s]*$/, 'must be an app path such as /tx/0x…'),
  /** What the page shows, in words ("Transaction", "Block"). */
  kind: z.string().min(1).max(40),
  /** The id the page is about (a hash, a block number, an address). */
  id: z.string().min(1).max(200),
});
export type HistoryVisit = z.infer<typeof HistoryVisit>;

export interface HistoryEntry extends HistoryVisit {
  /** When it was last opened, epoch ms. */
  at: number;
}

export interface HistoryState {
  /** Newest first; a page opened again moves to the top. */
  entries: HistoryEntry[];
  /** While paused nothing is recorded. */
  paused: boolean;
}

export const historyChannelArgs = {
  'history:list': z.strictObject({}),
  'history:record': HistoryVisit,
  'history:clear': z.strictObject({}),
  'history:setPaused': z.strictObject({ paused: z.boolean() }),
} as const;

export interface HistoryApi {
  list(): Promise<HistoryState>;
  record(visit: HistoryVisit): Promise<HistoryState>;
  clear(): Promise<HistoryState>;
  setPaused(paused: boolean): Promise<HistoryState>;
}
