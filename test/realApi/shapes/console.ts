import { PRIMARY_EXPLORER_RESPONSES } from '../endpoints/primaryExplorer.samples';
import { BLOCK_ID, NOW, TX_ID } from './common';

/**
 * The API console and the last Primary Network reads as the real APIs send them, written from chainkit 0.3.13's
 * response models (UsageMetricsResponseDTO, LogsResponseDTO, SubnetRpcUsageMetricsResponseDTO, HealthCheckResultDto,
 * ListXChainVerticesResponse, XChainVertex, LastActivityTimestamp): every required field present, made-up values.
 */
const hour = Math.floor(NOW / 3600) * 3600;
const usageValue = (groupedBy: string, groupValue: string | number | undefined, totalRequests: number, credits: number) => ({
  groupedBy,
  ...(groupValue !== undefined && { groupValue }),
  totalRequests,
  requestsPerSecond: totalRequests / 3600,
  successRatePercent: 98.5,
  medianResponseTimeMsecs: 42,
  invalidRequests: 1,
  apiCreditsUsed: credits,
  apiCreditsWasted: 20,
});
const health = {
  status: 'ok',
  info: { database: { status: 'up' }, cache: { status: 'up' } },
  error: {},
  details: { database: { status: 'up' }, cache: { status: 'up' } },
};
const rpcUsage = {
  aggregateDuration: '1 hour',
  chainId: '43114',
  metrics: [{ timestamp: hour, values: [usageValue('rpcMethod', 'eth_getLogs', 120, 2400)] }],
};
const vertex = {
  vertexHash: BLOCK_ID,
  parentHashes: [TX_ID],
  vertexHeight: 1_234_000,
  vertexIndex: 3,
  vertexTimestamp: 1_650_000_000,
  txCount: 1,
  transactions: [TX_ID],
  vertexSizeBytes: 1024,
};
const lastActivity = {
  timestamp: NOW - 600,
  blockNumber: '18250341',
  txHash: TX_ID,
  utxoId: '2b4p7S9vXzvK1hJ3pQ6cR5fE8tYwN4mL2kD9sA7uG3jH1xC6vB',
  isConsumed: false,
  chainName: 'p-chain',
  network: 'mainnet',
};

export const consoleAnswers = {
  getApiUsageMetrics: {
    aggregateDuration: '1 hour',
    orgId: 'org_2a1bc3d4e5',
    metrics: [
      { timestamp: hour - 3600, values: [usageValue('requestPath', '/v1/chains/{chainId}/blocks', 310, 6200)] },
      { timestamp: hour, values: [usageValue('requestPath', '/v1/chains/{chainId}/blocks', 280, 5600)] },
    ],
  },
  listApiLogs: {
    orgId: 'org_2a1bc3d4e5',
    nextPageToken: 'eyJvZmZzZXQiOjEwfQ',
    logs: [
      {
        orgId: 'org_2a1bc3d4e5',
        logId: '9f8e7d6c-5b4a-3f2e-1d0c-ba9876543210',
        eventTimestamp: NOW - 30,
        apiKeyId: 'key_7h6g5f4e',
        apiKeyAlias: 'explorer',
        hostRegion: 'us-east-1',
        requestType: 'data',
        requestPath: '/v1/chains/43114/blocks',
        apiCreditsConsumed: 20,
        requestDurationMsecs: 37,
        responseCode: 200,
        chainId: '43114',
        metadata: { ipAddress: '203.0.113.7', host: 'data-api.avax.network', userAgent: 'Ridgeline' },
      },
    ],
  },
  getRpcUsageMetrics: rpcUsage,
  getSubnetRpcUsageMetrics: { ...rpcUsage, chainId: '8021' },
  dataHealthCheck: health,
  dataLiveCheck: { status: 'ok', info: {}, error: {}, details: {} },
  metricsHealthCheck: health,
  metricsLiveCheck: { status: 'ok', info: {}, error: {}, details: {} },
  listLatestVertices: {
    vertices: [vertex, { ...vertex, vertexHash: TX_ID, vertexIndex: 2 }],
    chainInfo: { chainName: 'x-chain', network: 'mainnet' },
    nextPageToken: 'eyJoIjoxMjMzOTk5fQ',
  },
  getVertex: vertex,
  getLastActivity: lastActivity,
  getLastActivityOfAddressSet: lastActivity,
  listUtxosOfAddressSet: PRIMARY_EXPLORER_RESPONSES.listUtxos,
};

/** EVMAddressActivityResponse, ListWebhooksResponse, ListWebhookAddressesResponse, SharedSecretsResponse. */
const webhook = {
  id: '401da7d9-d6d7-46c8-b431-72ff1e1543f4',
  url: 'https://hooks.example.com/avalanche',
  chainId: '43114',
  status: 'active',
  createdAt: NOW - 86_400,
  name: 'treasury',
  description: 'Moves of the treasury wallet',
  eventType: 'address_activity',
  metadata: { addresses: ['0x71c7656ec7ab88b098defb751b7401b5f6d8976f'] },
  includeInternalTxs: true,
  includeLogs: true,
};
const validatorWebhook = {
  ...webhook,
  id: '7c1f0b2e-3a4d-4e5f-8a9b-0c1d2e3f4a5b',
  chainId: '11111111111111111111111111111111LpoYY',
  eventType: 'validator_activity',
  metadata: {
    keyType: 'nodeId',
    keys: ['NodeID-7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg'],
    subEvents: { validatorActivitySubEvents: ['validator_stake', 'reward_distribution'] },
  },
};
export const webhookAnswers = {
  createWebhook: webhook,
  listWebhooks: { webhooks: [webhook, validatorWebhook], nextPageToken: 'eyJpZCI6Ijdj In0' },
  getWebhook: webhook,
  updateWebhook: { ...webhook, status: 'inactive' },
  deactivateWebhook: { ...webhook, status: 'inactive' },
  addWebhookAddresses: webhook,
  listWebhookAddresses: { addresses: webhook.metadata.addresses, totalAddresses: 1 },
  removeWebhookAddresses: webhook,
  rotateWebhookSecret: { secret: 'a3f9c0e1b2d4f6a8c0e2b4d6f8a0c2e4' },
  getWebhookSecret: { secret: 'a3f9c0e1b2d4f6a8c0e2b4d6f8a0c2e4' },
};
