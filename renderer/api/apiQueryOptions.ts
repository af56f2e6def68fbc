import { queryOptions } from '@tanstack/react-query';
import type { EndpointId, EndpointParams, EndpointResponse } from '../../shared/api';
import { allAnswers } from '../../shared/api/wire/pageWalker';
import { getBridge } from '../bridge';
import { apiKeys } from './queryKeys';

/**
 * The key and fetcher of one API request, the only place they are built (TanStack Query's
 * `queryOptions`): hooks pass it to useQuery, imperative code to queryClient.fetchQuery, and both
 * share the cache. React Query's AbortSignal cancels the bridge request when nobody waits for it.
 */
export function apiQueryOptions<Id extends EndpointId>(id: Id, params: EndpointParams<Id>) {
  return queryOptions<EndpointResponse<Id>, Error>({
    queryKey: apiKeys.request(id, params as object),
    queryFn: ({ signal }) => getBridge().request(id, params, { signal }),
  });
}

/** Every page of one paged request, followed by its next-page tokens (shared/api/wire/pageWalker.ts), as one query. */
export function allPagesQueryOptions<Id extends EndpointId>(id: Id, params: EndpointParams<Id>) {
  return queryOptions<EndpointResponse<Id>[], Error>({
    queryKey: apiKeys.allPages(id, params as object),
    queryFn: ({ signal }) =>
      allAnswers(
        (pageToken) => getBridge().request(id, (pageToken ? { ...params, pageToken } : params) as EndpointParams<Id>, { signal }),
        signal,
      ),
  });
}
