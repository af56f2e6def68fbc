import { dataList, dataRead, type SpecRow } from '../endpointSpec';

/**
 * The contract of the console rows and the last Primary Network reads (endpoints/console.ts,
 * endpoints/primaryAddressSets.ts), written out by hand from chainkit 0.3.13's operations (GetApiUsageMetricsRequest,
 * GetApiLogsRequest, GetRpcUsageMetricsRequest, ListLatestXChainVerticesRequest, GetLastActivityTimestampByAddresses*,
 * GetUtxosByAddressesV2Request) for endpoints.test.ts, with a valid and an invalid sample of each row.
 */
const usageFilters = {
  orgId: 'optional',
  startTimestamp: 'optional',
  endTimestamp: 'optional',
  chainId: 'optional',
  responseCode: 'optional',
  requestType: 'optional',
  apiKeyId: 'optional',
  requestPath: 'optional',
} as const;
const rpcQuery = {
  timeInterval: 'optional',
  startTimestamp: 'optional',
  endTimestamp: 'optional',
  groupBy: 'optional',
  chainId: 'optional',
  responseCode: 'optional',
  rpcMethod: 'optional',
  rlBypassApiToken: 'optional',
} as const;
const health: SpecRow = dataRead();

export const CONSOLE_SPEC: Record<string, SpecRow> = {
  'GET /v1/apiUsageMetrics': dataRead({ ...usageFilters, timeInterval: 'optional', groupBy: 'optional' }),
  'GET /v1/apiLogs': dataList(usageFilters),
  'GET /v1/rpcUsageMetrics': dataRead(rpcQuery),
  'GET /v1/subnetRpcUsageMetrics': dataRead(rpcQuery),
  'GET /v1/health-check': health,
  'GET /v1/live-check': health,
  'GET /v2/health-check': { service: 'metrics', query: {} },
  'GET /v2/live-check': { service: 'metrics', query: {} },
  'GET /v1/networks/{network}/blockchains/{blockchainId}/vertices': dataList(),
  'GET /v1/networks/{network}/blockchains/{blockchainId}/vertices/{vertexHash}': dataRead(),
  'GET /v1/networks/{network}/blockchains/{blockchainId}/lastActivityTimestampByAddresses': dataRead({ addresses: 'required' }),
  'POST /v1/networks/{network}/blockchains/{blockchainId}/lastActivityTimestampByAddresses': {
    ...dataRead(),
    body: { addresses: 'required' },
  },
  'POST /v1/networks/{network}/blockchains/{blockchainId}/utxos': {
    ...dataList(
      {
        assetId: 'optional',
        minUtxoAmount: 'optional',
        includeSpent: 'optional',
        sortBy: 'optional',
        sortOrder: 'optional',
      },
      [10, 1024],
    ),
    body: { addresses: 'required' },
  },
};

const VERTEX = '2YtBCDwh6hbtFh4oqS6M5nGcL2TCBhHVjyu1iDEakoy4tR8Cud';
const AVAX = 'FvwEAhmxKfeiG8SnEvq42hc6whRyY3EFYAvebMqDNDGCgxN5Z';
const P_ADDR = 'P-avax18jma8ppw3nhx5r4ap8clazz0dps7rv5ukulre5';
const page = { pageToken: 'eyJvZmZzZXQiOjEwfQ', pageSize: 25 };
const usageValid = {
  orgId: 'org_1',
  startTimestamp: 1_763_000_000,
  endTimestamp: 1_763_900_000,
  chainId: '43114',
  responseCode: '200',
  requestType: 'data',
  apiKeyId: 'key_1',
  requestPath: '/v1/chains/{chainId}/blocks',
};
const rpcValid = {
  timeInterval: 'daily',
  startTimestamp: 1_763_000_000,
  endTimestamp: 1_763_900_000,
  groupBy: 'rpcMethod',
  chainId: '43114',
  responseCode: '200',
  rpcMethod: 'eth_call',
  rlBypassApiToken: 'token',
};
const xPath = { network: 'mainnet', blockchainId: 'x-chain' };
const pPath = { network: 'mainnet', blockchainId: 'p-chain' };
const noParams = { valid: {} };

export const CONSOLE_SAMPLES = {
  getApiUsageMetrics: {
    valid: { ...usageValid, timeInterval: 'minute', groupBy: 'requestPath' },
    invalid: { timeInterval: 'yearly' },
    field: 'timeInterval',
  },
  listApiLogs: { valid: { ...usageValid, ...page }, invalid: { responseCode: 'ok' }, field: 'responseCode' },
  getRpcUsageMetrics: { valid: rpcValid, invalid: { timeInterval: 'minute' }, field: 'timeInterval' },
  getSubnetRpcUsageMetrics: { valid: rpcValid, invalid: { groupBy: 'requestPath' }, field: 'groupBy' },
  dataHealthCheck: noParams,
  dataLiveCheck: noParams,
  metricsHealthCheck: noParams,
  metricsLiveCheck: noParams,
  listLatestVertices: { valid: { ...xPath, ...page }, invalid: { ...xPath, blockchainId: 'p-chain' }, field: 'blockchainId' },
  getVertex: { valid: { ...xPath, vertexHash: VERTEX }, invalid: { ...xPath, vertexHash: '0xabc' }, field: 'vertexHash' },
  getLastActivity: { valid: { ...pPath, addresses: P_ADDR }, invalid: { ...pPath, addresses: '0xabc' }, field: 'addresses.0' },
  getLastActivityOfAddressSet: {
    valid: { ...pPath, body: { addresses: `${P_ADDR},${P_ADDR.replace('P-', 'X-')}` } },
    invalid: { ...pPath, body: { addresses: '' } },
    field: 'body.addresses',
  },
  listUtxosOfAddressSet: {
    valid: {
      ...pPath,
      ...page,
      assetId: AVAX,
      minUtxoAmount: 1000,
      includeSpent: true,
      sortBy: 'amount',
      sortOrder: 'asc',
      body: { addresses: P_ADDR },
    },
    invalid: { ...pPath, sortBy: 'size', body: { addresses: P_ADDR } },
    field: 'sortBy',
  },
};

/** The Webhooks API's rows (endpoints/webhooks.ts), from chainkit's CreateWebhookRequest, UpdateWebhookRequest and AddressesChangeRequest. */
const createBody = {
  eventType: 'required',
  url: 'required',
  name: 'optional',
  description: 'optional',
  chainId: 'required',
  network: 'optional',
  metadata: 'required',
  includeInternalTxs: 'optional',
  includeLogs: 'optional',
} as const;
export const WEBHOOK_SPEC: Record<string, SpecRow> = {
  'POST /v1/webhooks': { ...dataRead(), body: createBody },
  'GET /v1/webhooks': dataList({ status: 'optional' }),
  'GET /v1/webhooks/{id}': dataRead(),
  'PATCH /v1/webhooks/{id}': {
    ...dataRead(),
    body: {
      name: 'optional',
      description: 'optional',
      url: 'optional',
      status: 'optional',
      includeInternalTxs: 'optional',
      includeLogs: 'optional',
    },
  },
  'DELETE /v1/webhooks/{id}': dataRead(),
  'PATCH /v1/webhooks/{id}/addresses': { ...dataRead(), body: { addresses: 'required' } },
  'GET /v1/webhooks/{id}/addresses': dataList(),
  'DELETE /v1/webhooks/{id}/addresses': { ...dataRead(), body: { addresses: 'required' } },
  'POST /v1/webhooks:generateOrRotateSharedSecret': dataRead(),
  'GET /v1/webhooks:getSharedSecret': dataRead(),
};

const HOOK_ID = '401da7d9-d6d7-46c8-b431-72ff1e1543f4';
const EVM = '0x71c7656ec7ab88b098defb751b7401b5f6d8976f';
const addresses = {
  valid: { id: HOOK_ID, body: { addresses: [EVM] } },
  invalid: { id: HOOK_ID, body: { addresses: [] } },
  field: 'body.addresses',
};
export const WEBHOOK_SAMPLES = {
  createWebhook: {
    valid: {
      body: {
        eventType: 'address_activity',
        url: 'http://127.0.0.1:8080/hook',
        name: 'treasury',
        description: 'its moves',
        chainId: '43114',
        metadata: { addresses: [EVM] },
        includeInternalTxs: true,
        includeLogs: true,
      },
    },
    invalid: { body: { eventType: 'address_activity', url: 'ftp://x', chainId: '43114', metadata: { addresses: [EVM] } } },
    field: 'body.url',
  },
  listWebhooks: { valid: { ...page, status: 'active' }, invalid: { status: 'paused' }, field: 'status' },
  getWebhook: { valid: { id: HOOK_ID }, invalid: { id: 'no/such' }, field: 'id' },
  updateWebhook: {
    valid: {
      id: HOOK_ID,
      body: { name: 'n', description: 'd', url: 'http://127.0.0.1/x', status: 'inactive', includeInternalTxs: false, includeLogs: false },
    },
    invalid: { id: HOOK_ID, body: { status: 'paused' } },
    field: 'body.status',
  },
  deactivateWebhook: { valid: { id: HOOK_ID }, invalid: { id: '' }, field: 'id' },
  addWebhookAddresses: addresses,
  listWebhookAddresses: { valid: { id: HOOK_ID, ...page }, invalid: { id: HOOK_ID, pageSize: 101 }, field: 'pageSize' },
  removeWebhookAddresses: addresses,
  rotateWebhookSecret: noParams,
  getWebhookSecret: noParams,
};
