import type { EndpointId, EndpointParams, EndpointResponse, Endpoints } from '../../shared/api';
import { endpointFacts, type EndpointFacts } from '../../shared/api/endpointFacts';

/** Endpoints that return a paged list (their row in the table has `page`). */
export type ListEndpointId = {
  [K in EndpointId]: Endpoints[K] extends { page: { items: string } } ? K : never;
}[EndpointId];

/**
 * One item of an endpoint's list, e.g. EvmBlock for listLatestBlocks. The table types its
 * `page.items` key only as string, so the item is found by shape: a list response has exactly
 * one array field (the others are nextPageToken and, for some, chainInfo).
 */
export type ListItem<Id extends ListEndpointId> = ArrayItemOf<EndpointResponse<Id>>;

/** The element type of R's array fields; resources are loose objects, so their string index signature is skipped. */
type ArrayItemOf<R> = {
  [K in keyof R as string extends K ? never : K]-?: NonNullable<R[K]> extends ReadonlyArray<infer T> ? T : never;
} extends infer M
  ? M[keyof M]
  : never;

/** What a list's caller passes: everything but the paging params, which the list drives itself. */
export type ListParams<Id extends ListEndpointId> = Omit<EndpointParams<Id>, 'pageToken' | 'pageSize'>;

export function itemsKey(id: ListEndpointId): string {
  return endpointFacts[id].page.items;
}

export function pageItems<Id extends ListEndpointId>(id: Id, page: EndpointResponse<Id> | undefined): ListItem<Id>[] {
  const items = (page as Record<string, unknown> | undefined)?.[itemsKey(id)];
  return Array.isArray(items) ? (items as ListItem<Id>[]) : [];
}

/** The largest page the endpoint allows (its row's page sizes), or undefined when it takes no pageSize or is no list. */
export function maxPageSize(id: EndpointId): number | undefined {
  return (endpointFacts[id] as EndpointFacts).page?.maxSize;
}

/** The params of one page request: the caller's params plus the token and the largest page size. */
export function pageParams<Id extends ListEndpointId>(
  id: Id,
  params: ListParams<Id>,
  pageToken: string | undefined,
  pageSize = maxPageSize(id),
): EndpointParams<Id> {
  const out: Record<string, unknown> = { ...params };
  if (pageSize !== undefined) out.pageSize = pageSize;
  if (pageToken) out.pageToken = pageToken;
  return out as EndpointParams<Id>;
}
