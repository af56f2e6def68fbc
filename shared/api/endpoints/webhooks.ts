import { z } from 'zod';
import { type EndpointDef, listResponse, noQuery, page } from '../endpointDef';
import { AddressesChangeBody, CreateWebhookBody, SharedSecret, UpdateWebhookBody, Webhook, WEBHOOK_STATUSES } from '../webhooks';

/**
 * The Webhooks API (spec complete-api.md, rows marked "console"): webhooks stored per key, their watched addresses,
 * and the key's shared secret that signs deliveries. Weights from the Webhooks API's rate-limits page.
 */
const webhookId = z.object({ id: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'must be a webhook id') });
const none = z.object({});
const row = { service: 'data', source: 'beyond' } as const;

export const webhookEndpoints = {
  createWebhook: {
    ...row,
    method: 'POST',
    computeUnits: 20,
    path: '/v1/webhooks',
    summary: 'Create a webhook',
    // chainkit's webhooksCreate matches a 201 as its success.
    successStatus: 201,
    pathParams: none,
    query: noQuery,
    body: CreateWebhookBody,
    response: Webhook,
  },
  listWebhooks: {
    ...row,
    method: 'GET',
    computeUnits: 10,
    path: '/v1/webhooks',
    summary: "The key's webhooks",
    pathParams: none,
    page: { items: 'webhooks', defaultSize: 10, maxSize: 100 },
    query: z.object({ ...page(10, 100), status: z.enum(WEBHOOK_STATUSES).optional() }),
    response: listResponse({ webhooks: z.array(Webhook) }),
  },
  getWebhook: {
    ...row,
    method: 'GET',
    computeUnits: 10,
    path: '/v1/webhooks/{id}',
    summary: 'A webhook',
    pathParams: webhookId,
    query: noQuery,
    response: Webhook,
  },
  updateWebhook: {
    ...row,
    method: 'PATCH',
    computeUnits: 20,
    path: '/v1/webhooks/{id}',
    summary: "Change a webhook's name, URL or status",
    pathParams: webhookId,
    query: noQuery,
    body: UpdateWebhookBody,
    response: Webhook,
  },
  deactivateWebhook: {
    ...row,
    method: 'DELETE',
    computeUnits: 20,
    path: '/v1/webhooks/{id}',
    summary: 'Delete a webhook',
    pathParams: webhookId,
    query: noQuery,
    response: Webhook,
  },
  addWebhookAddresses: {
    ...row,
    method: 'PATCH',
    computeUnits: 20,
    path: '/v1/webhooks/{id}/addresses',
    summary: 'Watch more addresses',
    pathParams: webhookId,
    query: noQuery,
    body: AddressesChangeBody,
    response: Webhook,
  },
  listWebhookAddresses: {
    ...row,
    method: 'GET',
    computeUnits: 10,
    path: '/v1/webhooks/{id}/addresses',
    summary: 'The addresses a webhook watches',
    pathParams: webhookId,
    page: { items: 'addresses', defaultSize: 10, maxSize: 100 },
    query: z.object(page(10, 100)),
    response: listResponse({ addresses: z.array(z.string()), totalAddresses: z.number() }),
  },
  removeWebhookAddresses: {
    ...row,
    method: 'DELETE',
    computeUnits: 20,
    path: '/v1/webhooks/{id}/addresses',
    summary: 'Stop watching addresses',
    pathParams: webhookId,
    query: noQuery,
    body: AddressesChangeBody,
    response: Webhook,
  },
  rotateWebhookSecret: {
    ...row,
    method: 'POST',
    computeUnits: 20,
    path: '/v1/webhooks:generateOrRotateSharedSecret',
    summary: 'Generate or rotate the shared secret that signs deliveries',
    pathParams: none,
    query: noQuery,
    response: SharedSecret,
  },
  getWebhookSecret: {
    ...row,
    method: 'GET',
    computeUnits: 10,
    path: '/v1/webhooks:getSharedSecret',
    summary: 'The shared secret that signs deliveries',
    pathParams: none,
    query: noQuery,
    response: SharedSecret,
  },
} as const satisfies Record<string, EndpointDef>;
