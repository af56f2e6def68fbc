import { useMemo } from 'react';
import type { InfiniteList } from '../../api/useInfiniteList';

export type Tagged<T, Tag> = T & { source: Tag };

/**
 * Several lists that are each newest first, read as one list newest first. An item is shown only
 * once no list still to be paged could hold a newer one: below the oldest loaded item of a list
 * with more pages, that list might. Loading more pages the list that holds the others back.
 */
export function useMergedList<T, Tag extends string>(
  sources: { tag: Tag; list: InfiniteList<T> }[],
  timeOf: (item: T) => number,
  rowId: (item: T) => string,
): InfiniteList<Tagged<T, Tag>> {
  return useMemo(() => {
    const lastTime = (l: InfiniteList<T>) => (l.items.length ? timeOf(l.items[l.items.length - 1]) : Infinity);
    const open = sources.filter((s) => s.list.hasNextPage);
    const boundary = open.length ? Math.max(...open.map((s) => lastTime(s.list))) : -Infinity;
    const all = sources.flatMap((s) => s.list.items.map((item) => ({ ...item, source: s.tag })));
    const items = all.filter((i) => timeOf(i) >= boundary).sort((a, b) => timeOf(b) - timeOf(a) || (rowId(a) < rowId(b) ? -1 : 1));
    const limiting = open.find((s) => lastTime(s.list) === boundary);
    const failed = sources.find((s) => s.list.status === 'error');
    const nextPageError = sources.map((s) => s.list.nextPageError).find(Boolean) ?? null;
    return {
      items,
      status: failed ? 'error' : sources.some((s) => s.list.status === 'pending') ? 'pending' : 'success',
      error: failed?.list.error ?? null,
      nextPageError,
      hasNextPage: open.length > 0,
      isFetchingNextPage: sources.some((s) => s.list.isFetchingNextPage),
      fetchNextPage: () => limiting?.list.fetchNextPage(),
      retry: () => sources.forEach((s) => (s.list.status === 'error' || s.list.nextPageError) && s.list.retry()),
    };
  }, [sources, timeOf, rowId]);
}
