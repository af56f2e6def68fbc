import type { HistoryEntry } from '../../shared/bridge/historyChannels';
import type { LabelEntry } from '../../shared/bridge/addressBookChannels';
import { labelIn } from '../addressBook/bookLabels';

/**
 * The history entries whose id, kind or address-book name contains `text` (any case), newest first; all of them for
 * no text. Everything it reads is on this computer, so it works offline.
 */
export function findVisits(
  entries: readonly HistoryEntry[],
  text: string,
  book: ReadonlyMap<string, LabelEntry>,
  limit = Number.POSITIVE_INFINITY,
): HistoryEntry[] {
  const needle = text.trim().toLowerCase();
  const hits = needle
    ? entries.filter((e) => [e.id, e.kind, labelIn(book, e.id) ?? ''].some((s) => s.toLowerCase().includes(needle)))
    : entries;
  return hits.slice(0, limit);
}
