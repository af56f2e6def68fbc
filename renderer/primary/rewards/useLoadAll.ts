import { useEffect, useState } from 'react';
import type { InfiniteList } from '../../api/useInfiniteList';
import { useWalkPages } from '../../api/useWalkPages';

/**
 * Walks a list to its end on demand (for a total over every page), and stops when cancelled,
 * when a page fails, or at the end; a later retry of the failed page does not restart it.
 */
export function useLoadAll<T>(list: InfiniteList<T>) {
  const [running, setRunning] = useState(false);
  const ended = !list.hasNextPage || list.nextPageError !== null;
  useWalkPages(list, running);
  useEffect(() => {
    if (running && ended) setRunning(false);
  }, [running, ended]);
  return { running, start: () => setRunning(true), cancel: () => setRunning(false) };
}
