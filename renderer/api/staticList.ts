import type { InfiniteList } from './useInfiniteList';

/** A list that came whole inside one response (e.g. the transfers of a deployment), for the DataTable. */
export function staticList<T>(items: T[] | undefined, query: { status: 'pending' | 'error' | 'success'; error: Error | null; refetch: () => unknown }): InfiniteList<T> {
  return {
    items: items ?? [],
    status: query.status,
    error: query.error,
    nextPageError: null,
    hasNextPage: false,
    isFetchingNextPage: false,
    fetchNextPage: () => undefined,
    retry: () => void query.refetch(),
  };
}
