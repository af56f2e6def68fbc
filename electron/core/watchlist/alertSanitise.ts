import { createHash } from 'node:crypto';
import { WatchAlert, WatchItem } from '../../../shared/bridge/watchlistChannels';
import { plainText } from '../../../shared/format/plainText';
import type { NewAlert } from '../../../shared/bridge/watchlistChannels';

const TITLE_MAX = WatchAlert.shape.title.maxLength ?? 200;
const BODY_MAX = WatchAlert.shape.body.maxLength ?? 500;
const ID_MAX = WatchAlert.shape.id.maxLength ?? 200;

/** An alert id as stored: one too long becomes its item's key and a digest of it, the same each time. */
export const storedAlertId = (id: string, itemKey: string): string =>
  id.length <= ID_MAX ? id : `${itemKey}:${createHash('sha256').update(id).digest('hex')}`.slice(0, ID_MAX);

/**
 * An alert built from a server's answer, made to fit what the store reads back: titles and bodies
 * lose control and text-direction characters and are shortened, an id too long is shortened to a
 * stable digest (the same answer gives the same id, so it is still raised once), and a field still
 * out of bounds (a 102-character txHash) is dropped. Answers undefined when nothing readable is
 * left; one odd answer never makes the saved watchlist unreadable.
 */
export function sanitiseAlert(alert: NewAlert): NewAlert | undefined {
  const next: NewAlert = {
    ...alert,
    id: storedAlertId(alert.id, alert.itemKey),
    title: plainText(alert.title, TITLE_MAX),
    body: plainText(alert.body, BODY_MAX),
  };
  for (const field of ['txHash', 'txChain'] as const) {
    if (next[field] !== undefined && !WatchAlert.shape[field].safeParse(next[field]).success) delete next[field];
  }
  // A txChain names the chain of a txHash; without the hash it says nothing.
  if (next.txHash === undefined) delete next.txChain;
  return WatchAlert.safeParse({ ...next, read: false }).success ? next : undefined;
}

/** What a check saw, without the fields that would not read back (those keep their last value). */
export function sanitisePatch(patch: Partial<WatchItem>): Partial<WatchItem> {
  const shape = WatchItem.shape as Record<string, { safeParse(v: unknown): { success: boolean } }>;
  return Object.fromEntries(
    Object.entries(patch).filter(([field, value]) => value === undefined || shape[field]?.safeParse(value).success),
  );
}
