import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { EndpointResponse } from '../../shared/api';
import { unreadableOf } from '../../shared/api/wire/unreadable';
import { itemsKey, pageItems, pageParams, type ListEndpointId, type ListItem, type ListParams } from './listEndpoints';
import { apiQueryOptions } from './apiQueryOptions';
import { loadItems, type LoadedItems } from './loadedItems';
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
  /** The table tells whether it is being scrolled: the head poll waits meanwhile. */
  setScrolling: (scrolling: boolean) => void;
}

export interface ListOptions<T> {
  getRowId: (item: T) => string;
  /** Poll the first page every `pollMs` and offer what is new (latest blocks, latest transactions). */
  pollMs?: number;
  enabled?: boolean;
}

/** How many head items a live list polls: enough for a few seconds of a busy chain. */
const HEAD_SIZE = 25;

/** `params` must keep its identity while its values do (useMemo at the caller): the list's head and source follow it. */
export function useInfiniteList<Id extends ListEndpointId>(
  id: Id,
  params: ListParams<Id>,
  options: ListOptions<ListItem<Id>>,
): InfiniteList<ListItem<Id>> {
  const { getRowId, pollMs, enabled = true } = options;
  const query = useApiInfiniteQuery(id, params, { enabled });
  const queryClient = useQueryClient();

  // Built on from the previous answer when a page was only appended (loadItems): a ref, not state, since
  // it is a cache of what the memo last returned, never something to render.
  const loadedRef = useRef<LoadedItems<ListItem<Id>>>(undefined);
  const loaded = useMemo(() => {
    const next = loadItems(query.data?.pages ?? [], (page) => pageItems(id, page as EndpointResponse<Id>), getRowId, loadedRef.current);
    loadedRef.current = next;
    return next;
  }, [query.data, id, getRowId]);
  const items = loaded.items;

  // While the table is being scrolled the head poll waits: its answer would render the table in the middle
  // of the scroll's frames. Its interval starts again once the scroll stops; no poll at once then, since a
  // busy frame (over the virtualizer's 150 ms) also ends a scroll and would otherwise ask on every such frame.
  const [scrolling, setScrolling] = useState(false);
  // Built once per params, so the seeding effect below runs when the first page changes, not on every render.
  const headParams = useMemo(() => pageParams(id, params, undefined, HEAD_SIZE), [id, params]);
  // The list's first page stands for the head until the first poll, one interval later: a view opening asks for its
  // newest items once, not again as soon as they come. Declared before the head's query, so its effect runs first.
  const firstPage = query.data?.pages[0];
  const listAnsweredAt = query.dataUpdatedAt;
  useEffect(() => {
    if (pollMs === undefined || !firstPage) return;
    const headKey = apiQueryOptions(id, headParams).queryKey;
    if (!queryClient.getQueryData(headKey)) queryClient.setQueryData(headKey, firstPage, { updatedAt: listAnsweredAt });
  }, [firstPage, listAnsweredAt, pollMs, id, headParams, queryClient]);
  const head = useApiQuery(id, headParams, {
    enabled: enabled && pollMs !== undefined && query.status === 'success',
    refetchInterval: scrolling ? false : pollMs,
    staleTime: pollMs,
  });

  // Compares the head with the ids already loaded: one poll costs the head's length, not the list's.
  const fresh = useMemo(() => {
    if (!head.data || loaded.items.length === 0) return { list: [] as ListItem<Id>[], gap: false };
    const headItems = pageItems(id, head.data);
    const firstKnown = headItems.findIndex((item) => !unreadableOf(item) && loaded.has(getRowId(item)));
    // Nothing of the head is loaded: more arrived than one poll shows, so there is a gap.
    if (firstKnown < 0) return { list: headItems, gap: true };
    return { list: headItems.slice(0, firstKnown), gap: false };
  }, [head.data, loaded, id, getRowId]);

  const insert = useCallback(() => {
    const infiniteKey = apiKeys.infinite(id, params as object);
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
  }, [fresh, queryClient, id, params]);

  // Kept while nothing it says changes, so a render of the list's owner does not render the table's toolbar.
  const live = useMemo(
    () => (pollMs === undefined ? undefined : { pending: fresh.list.length, gap: fresh.gap, insert, setScrolling }),
    [pollMs, fresh, insert],
  );
  const source = useMemo(() => ({ endpointId: id, params }), [id, params]);

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
    live,
    source,
  };
}
