import type { EndpointId } from '../../shared/api';

/**
 * Query keys, one factory per resource as in TanStack Query's examples. Every API resource
 * is named by its endpoint id (the endpoint table is the one list of resources), so one
 * generic factory covers them all: `['api', id, ...]` lets a page invalidate every query of a
 * resource with `apiKeys.endpoint(id)`. Bridge-side state (settings, profiles, key) has its own.
 */
export const apiKeys = {
  all: ['api'] as const,
  endpoint: (id: EndpointId) => ['api', id] as const,
  request: (id: EndpointId, params: object) => ['api', id, 'one', params] as const,
  infinite: (id: EndpointId, params: object) => ['api', id, 'infinite', params] as const,
  /** Every page of a paged read, whole answers (a portfolio's holdings). */
  allPages: (id: EndpointId, params: object) => ['api', id, 'all-pages', params] as const,
  /** The first page of a live list, polled apart from the list so polling never refetches every loaded page. */
  head: (id: EndpointId, params: object) => ['api', id, 'head', params] as const,
};

/** What the omnibox resolved an id or hash to (several requests, tried in order: renderer/search). */
export const searchKeys = {
  id: (network: string, text: string) => ['search', network, text] as const,
  hash: (chainId: string, hash: string) => ['search-hash', chainId, hash] as const,
};

export const bridgeKeys = {
  settings: ['bridge', 'settings'] as const,
  profiles: ['bridge', 'profiles'] as const,
  keyStatus: ['bridge', 'key-status'] as const,
};
