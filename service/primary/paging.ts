import { ParamError } from '../../shared/api/wire/request';
import type { PageCursor } from '../server/pageToken';
import { partitionPoint } from '../sim/partitionPoint';

/** A position in a list: its sort value and a unique tiebreaker, compared in that order. */
export type SortKey = [number, number | string];

export const compareKeys = (a: SortKey, b: SortKey): number => (a[0] !== b[0] ? a[0] - b[0] : a[1] === b[1] ? 0 : a[1] < b[1] ? -1 : 1);

/**
 * One page of `ascending` (sorted ascending by `key`) in `order`, keeping the items `keep`
 * accepts, continuing after the request's cursor. The cursor is the last served item's key,
 * so items that appear meanwhile (the clock moves) are never repeated or skipped. Finding the
 * start is a binary search, so deep pages cost no more than the first.
 */
export function pageAfterCursor<T>(
  ascending: readonly T[],
  key: (item: T) => SortKey,
  order: 'asc' | 'desc',
  pageSize: number,
  page: PageCursor,
  keep: (item: T) => boolean = () => true,
): PageOf<T> {
  const after = page.cursor<SortKey>();
  if (after !== undefined && !isSortKey(after))
    throw new ParamError('pageToken', 'holds no list position; start again from the first page');
  const step = order === 'asc' ? 1 : -1;
  // First index strictly past the cursor in reading order.
  let i = order === 'asc' ? 0 : ascending.length - 1;
  if (after) {
    const cmp = (j: number) => compareKeys(key(ascending[j]), after);
    i = order === 'asc' ? partitionPoint(ascending.length, (j) => cmp(j) <= 0) : partitionPoint(ascending.length, (j) => cmp(j) < 0) - 1;
  }
  const items: T[] = [];
  let more = false;
  for (; i >= 0 && i < ascending.length; i += step) {
    if (!keep(ascending[i])) continue;
    if (items.length === pageSize) {
      more = true;
      break;
    }
    items.push(ascending[i]);
  }
  return { items, ...(more && { nextPageToken: page.next(key(items[items.length - 1])) }) };
}

/** When the next item of a list in time order appears after `now` (seconds); Infinity if none will. */
export function nextAppearing(ascending: readonly { timestamp: number }[], now: number): number {
  return ascending[partitionPoint(ascending.length, (i) => ascending[i].timestamp <= now)]?.timestamp ?? Infinity;
}

/** One page of a list: its items and, when more follow, the token of the next page. */
export interface PageOf<T> {
  items: T[];
  nextPageToken?: string;
}

/** A list answer: the page's items rendered under `field`, and the next page's token when there is one. */
export function listPage<T, U, F extends string>(
  field: F,
  page: PageOf<T>,
  render: (item: T) => U,
): Record<F, U[]> & { nextPageToken?: string } {
  const items = { [field]: page.items.map(render) } as Record<F, U[]>;
  return page.nextPageToken ? { ...items, nextPageToken: page.nextPageToken } : items;
}

const isSortKey = (c: unknown): c is SortKey =>
  Array.isArray(c) && c.length === 2 && typeof c[0] === 'number' && (typeof c[1] === 'number' || typeof c[1] === 'string');
