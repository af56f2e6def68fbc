import { useEffect, useState } from 'react';
import type { InfiniteList } from '../../api/useInfiniteList';

/**
 * Walks a list to its end on demand (for a total over every page), one page after another,
 * and stops when cancelled, when a page fails, or at the end.
 */
export function useLoadAll<T>(list: InfiniteList<T>) {
  const [running, setRunning] = useState(false);
  const { hasNextPage, isFetchingNextPage, nextPageError, fetchNextPage } = list;
  useEffect(() => {
    if (!running) return;
    if (!hasNextPage || nextPageError) setRunning(false);
    else if (!isFetchingNextPage) fetchNextPage();
  }, [running, hasNextPage, isFetchingNextPage, nextPageError, fetchNextPage]);
  return { running, start: () => setRunning(true), cancel: () => setRunning(false) };
}
