import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { EndpointId, EndpointParams, EndpointResponse } from '../../shared/api';
import { getBridge } from '../bridge';
import { apiKeys } from './queryKeys';

type Options<Id extends EndpointId> = Omit<UseQueryOptions<EndpointResponse<Id>, Error>, 'queryKey' | 'queryFn'>;

/** One API request as a query; react-query's AbortSignal cancels the bridge request when the view goes away. */
export function useApiQuery<Id extends EndpointId>(id: Id, params: EndpointParams<Id>, options: Options<Id> = {}) {
  return useQuery<EndpointResponse<Id>, Error>({
    queryKey: apiKeys.request(id, params as object),
    queryFn: ({ signal }) => getBridge().request(id, params, { signal }),
    ...options,
  });
}
