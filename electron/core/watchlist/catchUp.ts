import { walkAnswers } from '../../../shared/api/wire/pageWalker';
import type { WatchItem } from '../../../shared/bridge/watchlistChannels';
import type { NewAlert } from '../../../shared/bridge/watchlistChannels';

/** Pages of activity one check reads back at most: a longer gap is told as one grouped alert, and the next check starts after it. */
export const CATCH_UP_PAGES = 8;
/** New transactions one check raises one by one; a gap with more is one grouped alert, not a flood. */
export const ALERTS_PER_CHECK = 50;

export interface ReadBack<T> {
  /** What came after the point last seen (and, for times, at its second), newest first, each once. */
  items: T[];
  /** Whether the walk reached the point last seen (or the end of the history); false when the page cap cut it. */
  complete: boolean;
}

export interface ReadBackOptions<T> {
  /** The transaction's id: a transaction a shifted page shows twice is kept once. */
  id: (t: T) => string | undefined;
  /** Whether `t` lies before the point last seen: its page is the last one read. */
  before: (t: T) => boolean;
  /** Pages to read at most (a first check reads one: watching starts now). */
  pages?: number;
}

/**
 * Reads an address's activity newest first, page by page, back to the point the last check saw: a restart, a sleep or
 * a network loss of any length misses nothing up to CATCH_UP_PAGES pages. The page tokens come from `ask`'s answers.
 */
export async function readBack<T>(
  ask: (pageToken: string | undefined) => Promise<{ transactions?: T[]; nextPageToken?: string }>,
  { id, before, pages = CATCH_UP_PAGES }: ReadBackOptions<T>,
): Promise<ReadBack<T>> {
  const seen = new Set<string>();
  const items: T[] = [];
  let read = 0;
  for await (const answer of walkAnswers(ask)) {
    read++;
    let reached = false;
    for (const t of answer.transactions ?? []) {
      const key = id(t);
      if (before(t)) reached = true;
      else if (key !== undefined && !seen.has(key)) {
        seen.add(key);
        items.push(t);
      }
    }
    if (reached) return { items, complete: true };
    if (read >= pages) return { items, complete: !answer.nextPageToken };
  }
  return { items, complete: true };
}

/** Whether one check's new transactions are told as one grouped alert. */
export const groupsGap = (count: number, complete: boolean): boolean => !complete || count > ALERTS_PER_CHECK;

/**
 * The one alert of a long gap: how many transactions came (at least, when the walk was cut) between `from` and `to`
 * (blocks or times, as the caller words them). Its id is the newest point's, so a check that overlaps it raises it once.
 */
export function gapAlert(
  item: Pick<WatchItem, 'key'>,
  { name, at, count, complete, span, newest }: { name: string; at: number; count: number; complete: boolean; span: string; newest: string },
): NewAlert {
  return {
    id: `${item.key}:gap:${newest}`,
    itemKey: item.key,
    at,
    title: `${name}: ${count}${complete ? '' : '+'} new transactions`.slice(0, 200),
    body: `${complete ? '' : 'At least '}${count} transactions ${span} while it was not checked; open the address for each of them.`.slice(
      0,
      500,
    ),
  };
}
