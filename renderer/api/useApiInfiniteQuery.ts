import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { EndpointResponse } from '../../shared/api';
import { getBridge } from '../bridge';
import { pageParams, type ListEndpointId, type ListParams } from './listEndpoints';
import { apiKeys } from './queryKeys';

export type ListPages<Id extends ListEndpointId> = InfiniteData<EndpointResponse<Id>, string | undefined>;

/**
 * A paged list driven by the API's own nextPageToken, each page asked with the endpoint's
 * largest page size so a long list needs as few round trips as possible. Pages are never
 * refetched in the background: a refetch would re-walk every loaded page; live lists poll
 * their first page apart instead (useInfiniteList).
 */
export function useApiInfiniteQuery<Id extends ListEndpointId>(id: Id, params: ListParams<Id>, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...infiniteListQuery(id, params), enabled: options.enabled });
}

/** The list's query options: the hook's, and the start-up prefetch's (app/startup.ts), so a prefetched page is the one the view reads. */
export function infiniteListQuery<Id extends ListEndpointId>(id: Id, params: ListParams<Id>) {
  return infiniteQueryOptions<EndpointResponse<Id>, Error, ListPages<Id>, readonly unknown[], string | undefined>({
    queryKey: apiKeys.infinite(id, params as object),
    initialPageParam: undefined,
    queryFn: ({ pageParam, signal }) => getBridge().request(id, pageParams(id, params, pageParam), { signal }),
    getNextPageParam: (last) => (last as { nextPageToken?: string }).nextPageToken || undefined,
    staleTime: Infinity,
  });
}
