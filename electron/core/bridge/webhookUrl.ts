import type { EndpointId } from '../../../shared/api/endpoints';
import type { Profile } from '../../../shared/bridge/channels';
import { clientError, type ApiClientError } from '../apiClient/apiError';
import { isLoopbackHost } from '../stores/keyOrigin';

/**
 * A webhook's URL for a profile whose Data API is another machine: the real API delivers only to https (the local
 * service only to loopback, and says so itself). The error names the field as the endpoint table's checks do.
 */
export function remoteWebhookUrlError(endpointId: EndpointId, params: unknown, profile: Profile): ApiClientError | undefined {
  if (endpointId !== 'createWebhook' && endpointId !== 'updateWebhook') return undefined;
  if (profile.kind === 'local' || !profile.dataUrl || isLoopbackHost(new URL(profile.dataUrl).hostname)) return undefined;
  const url = (params as { body?: { url?: unknown } } | undefined)?.body?.url;
  if (typeof url !== 'string' || /^https:\/\//i.test(url)) return undefined;
  return clientError(endpointId, 'invalid-params', 'Invalid body.url: must be an https URL for the real API', { field: 'body.url' });
}
