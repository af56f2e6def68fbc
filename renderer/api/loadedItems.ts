import { unreadableOf } from '../../shared/api/unreadable';

/** A paged list's items in order, each id once, and the set of those ids. */
export interface LoadedItems<T> {
  /** The pages these items were read from, to tell whether the next answer only appended to them. */
  pages: readonly unknown[];
  getRowId: (item: T) => string;
  items: T[];
  ids: ReadonlySet<string>;
}

/**
 * The items of `pages`, keeping the first copy of each id: pages can overlap when the list moves
 * under the cursor (a live chain). When the pages are `previous`'s with more appended (the next
 * page landed), only the new pages are read: a long list's append reads one page's ids (the list
 * and the id set are copied, a plain copy with no id read), and the live head is compared with `ids`
 * rather than with a set built from every loaded item. `previous` is never changed (a render can be
 * thrown away).
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
  const ids = appended ? new Set(previous.ids) : new Set<string>();
  for (const page of pages.slice(appended ? previous.pages.length : 0)) {
    for (const item of itemsOf(page)) {
      // An item the client could not read has no id to compare: it always keeps its row.
      if (!unreadableOf(item)) {
        const id = getRowId(item);
        if (ids.has(id)) continue;
        ids.add(id);
      }
      items.push(item);
    }
  }
  return { pages, getRowId, items, ids };
}

function startsWith(pages: readonly unknown[], prefix: readonly unknown[]): boolean {
  return prefix.length <= pages.length && prefix.every((page, i) => page === pages[i]);
}
