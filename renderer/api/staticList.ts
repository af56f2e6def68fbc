import type { InfiniteList } from './useInfiniteList';

/** The query a list came inside, when it did: its state and error show in the table, its refetch retries. */
interface Source {
  status: 'pending' | 'error' | 'success';
  error: Error | null;
  refetch: () => unknown;
}

const noop = () => {};

/**
 * Rows already in hand (a genesis alloc, the transfers of a deployment, a subnet's chains) as
 * the InfiniteList the DataTable reads, so they get the same table as every paged API list.
 * Without a source the rows are final: nothing to load or retry.
 */
export function staticList<T>(items: T[] | undefined, source?: Source): InfiniteList<T> {
  return {
    items: items ?? [],
    status: source?.status ?? 'success',
    error: source?.error ?? null,
    nextPageError: null,
    hasNextPage: false,
    isFetchingNextPage: false,
    fetchNextPage: noop,
    retry: source ? () => void source.refetch() : noop,
  };
}
