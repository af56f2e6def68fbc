import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { EndpointId, EndpointParams, EndpointResponse } from '../../shared/api';
import { apiQueryOptions } from './apiQueryOptions';

type Options<Id extends EndpointId> = Omit<UseQueryOptions<EndpointResponse<Id>, Error>, 'queryKey' | 'queryFn'>;

/** One API request as a query. */
export function useApiQuery<Id extends EndpointId>(id: Id, params: EndpointParams<Id>, options: Options<Id> = {}) {
  return useQuery<EndpointResponse<Id>, Error>({ ...apiQueryOptions(id, params), ...options });
}
