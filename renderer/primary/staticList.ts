import type { InfiniteList } from '../api/useInfiniteList';

const noop = () => {};

/**
 * Rows that are already in hand (a genesis alloc, a page's sub-list) as the InfiniteList the
 * DataTable reads, so they get the same virtualized table as every API list.
 */
export function staticList<T>(items: T[]): InfiniteList<T> {
  return {
    items,
    status: 'success',
    error: null,
    nextPageError: null,
    hasNextPage: false,
    isFetchingNextPage: false,
    fetchNextPage: noop,
    retry: noop,
  };
}
