import { useEffect } from 'react';
import type { InfiniteList } from './useInfiniteList';

/**
 * Asks for a list's pages one after another while `active` holds, up to the last page. A page
 * that fails stops the walk: the list's retry (the table's error row) asks for it again.
 */
export function useWalkPages(list: InfiniteList<unknown>, active: boolean): void {
  const { hasNextPage, isFetchingNextPage, nextPageError, fetchNextPage } = list;
  useEffect(() => {
    if (active && hasNextPage && !isFetchingNextPage && !nextPageError) fetchNextPage();
  }, [active, hasNextPage, isFetchingNextPage, nextPageError, fetchNextPage]);
}
