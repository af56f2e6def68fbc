import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { unreadableOf } from '../../shared/api/unreadable';
import { itemsKey, pageItems, pageParams, type ListEndpointId, type ListItem, type ListParams } from './listEndpoints';
import { apiKeys } from './queryKeys';
import { useApiInfiniteQuery, type ListPages } from './useApiInfiniteQuery';
import type { ListSource } from '../components/DataTable/listTools';
import { useApiQuery } from './useApiQuery';

/** What the DataTable needs from a list, whatever feeds it. */
export interface InfiniteList<T> {
  items: T[];
  status: 'pending' | 'error' | 'success';
  error: Error | null;
  /** A later page failed: the loaded rows stay, the error shows as a row at the end. */
  nextPageError: Error | null;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
  retry: () => void;
  live?: LiveState;
  /** The endpoint and filters behind the list, so a report can page through the same list (ExportListButton). */
  source?: ListSource & { endpointId: ListEndpointId };
}

export interface LiveState {
  /** New items seen at the head of the list that are not inserted yet. */
  pending: number;
  /** The head moved further than one polled page: inserting means reloading from the top. */
  gap: boolean;
  insert: () => void;
}

export interface ListOptions<T> {
  getRowId: (item: T) => string;
  /** Poll the first page every `pollMs` and offer what is new (latest blocks, latest transactions). */
  pollMs?: number;
  enabled?: boolean;
}

/** How many head items a live list polls: enough for a few seconds of a busy chain. */
const HEAD_SIZE = 25;

export function useInfiniteList<Id extends ListEndpointId>(
  id: Id,
  params: ListParams<Id>,
  options: ListOptions<ListItem<Id>>,
): InfiniteList<ListItem<Id>> {
  const { getRowId, pollMs, enabled = true } = options;
  const query = useApiInfiniteQuery(id, params, { enabled });
  const queryClient = useQueryClient();

  // Pages can overlap when the list moves under the cursor (a live chain); keep the first copy.
  const items = useMemo(() => {
    const seen = new Set<string>();
    const out: ListItem<Id>[] = [];
    for (const page of query.data?.pages ?? []) {
      for (const item of pageItems(id, page)) {
        // An item the client could not read has no id to compare: it always keeps its row.
        if (!unreadableOf(item)) {
          const key = getRowId(item);
          if (seen.has(key)) continue;
          seen.add(key);
        }
        out.push(item);
      }
    }
    return out;
  }, [query.data, id, getRowId]);

  const head = useApiQuery(id, pageParams(id, params, undefined, HEAD_SIZE), {
    enabled: enabled && pollMs !== undefined && query.status === 'success',
    refetchInterval: pollMs,
    staleTime: 0,
  });

  const fresh = useMemo(() => {
    if (!head.data || items.length === 0) return { list: [] as ListItem<Id>[], gap: false };
    const readable = (item: ListItem<Id>) => !unreadableOf(item);
    const loaded = new Set(items.filter(readable).map(getRowId));
    const headItems = pageItems(id, head.data);
    const firstKnown = headItems.findIndex((item) => readable(item) && loaded.has(getRowId(item)));
    // Nothing of the head is loaded: more arrived than one poll shows, so there is a gap.
    if (firstKnown < 0) return { list: headItems, gap: true };
    return { list: headItems.slice(0, firstKnown), gap: false };
  }, [head.data, items, id, getRowId]);

  const infiniteKey = apiKeys.infinite(id, params as object);
  const insert = () => {
    if (fresh.gap) {
      void queryClient.resetQueries({ queryKey: infiniteKey, exact: true });
      return;
    }
    const key = itemsKey(id);
    queryClient.setQueryData<ListPages<Id>>(infiniteKey, (data) => {
      if (!data || data.pages.length === 0) return data;
      const [first, ...rest] = data.pages;
      const merged = { ...first, [key]: [...fresh.list, ...pageItems(id, first)] };
      return { ...data, pages: [merged, ...rest] };
    });
  };

  const nextPageError = query.isFetchNextPageError ? query.error : null;
  return {
    items,
    status: query.status === 'error' && items.length > 0 ? 'success' : query.status,
    error: query.isFetchNextPageError ? null : query.error,
    nextPageError,
    hasNextPage: query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    fetchNextPage: () => void query.fetchNextPage(),
    retry: () => void (nextPageError ? query.fetchNextPage() : query.refetch()),
    live: pollMs === undefined ? undefined : { pending: fresh.list.length, gap: fresh.gap, insert },
    source: { endpointId: id, params },
  };
}
