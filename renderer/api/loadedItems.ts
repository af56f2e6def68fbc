import { unreadableOf } from '../../shared/api/wire/unreadable';

/** A paged list's items in order, each id once. */
export interface LoadedItems<T> {
  /** The pages these items were read from, to tell whether the next answer only appended to them. */
  pages: readonly unknown[];
  getRowId: (item: T) => string;
  items: T[];
  /** Whether an item of this id is among `items`. */
  has: (id: string) => boolean;
}

/**
 * The items of `pages`, keeping the first copy of each id: pages can overlap when the list moves
 * under the cursor (a live chain). When the pages are `previous`'s with more appended (the next
 * page landed), only the new pages are read: an append reads one page's ids and copies the item
 * list (a plain copy, no id read), and the live head is compared with `has` rather than with a set
 * built from every loaded item.
 *
 * The ids are one map of id -> position shared by the answers built on from the same first page,
 * so an append adds its page's ids rather than copying a set of all of them (on a long list
 * that copy per page would be a large share of the scroll's garbage). An answer takes an id as its own
 * only when the position is within its items and its item there has that id: a render that is
 * thrown away leaves entries past `previous`'s items, which never change what `previous` reads.
 */
export function loadItems<T>(
  pages: readonly unknown[],
  itemsOf: (page: unknown) => T[],
  getRowId: (item: T) => string,
  previous: LoadedItems<T> | undefined,
): LoadedItems<T> {
  const appended = previous !== undefined && previous.getRowId === getRowId && startsWith(pages, previous.pages);
  if (appended && pages.length === previous.pages.length) return previous;
  const items = appended ? previous.items.slice() : [];
  const positions = (appended && positionsOf.get(previous)) || new Map<string, number>();
  const holds = (count: number) => (id: string) => {
    const at = positions.get(id);
    return at !== undefined && at < count && !unreadableOf(items[at]) && getRowId(items[at]) === id;
  };
  const loadedBefore = holds(items.length);
  // This answer's new ids, to keep the first copy of an id that two of its new pages share.
  const added = new Set<string>();
  for (const page of pages.slice(appended ? previous.pages.length : 0)) {
    for (const item of itemsOf(page)) {
      // An item the client could not read has no id to compare: it always keeps its row.
      if (!unreadableOf(item)) {
        const id = getRowId(item);
        if (added.has(id) || loadedBefore(id)) continue;
        added.add(id);
        positions.set(id, items.length);
      }
      items.push(item);
    }
  }
  const loaded: LoadedItems<T> = { pages, getRowId, items, has: holds(items.length) };
  positionsOf.set(loaded, positions);
  return loaded;
}

/** Each answer's id map, kept out of the answer so that only loadItems writes it. */
const positionsOf = new WeakMap<object, Map<string, number>>();

function startsWith(pages: readonly unknown[], prefix: readonly unknown[]): boolean {
  return prefix.length <= pages.length && prefix.every((page, i) => page === pages[i]);
}
