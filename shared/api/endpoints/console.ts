import { z } from 'zod';
import {
  ApiLog,
  HealthCheck,
  REQUEST_TYPES,
  RPC_USAGE_GROUP_BY,
  RPC_USAGE_INTERVALS,
  RpcUsageMetrics,
  USAGE_GROUP_BY,
  USAGE_INTERVALS,
  UsageMetrics,
} from '../console';
import { type EndpointDef, listResponse, noQuery, page } from '../endpointDef';
import { timestampParam } from '../params';

/**
 * The API console of the real Data API and Metrics API (spec complete-api.md, rows marked "console"): what a key
 * spent and what failed, and whether each service is up. Query params from chainkit 0.3.13's operations
 * (GetApiUsageMetricsRequest, GetApiLogsRequest, GetRpcUsageMetricsRequest); weights from the Data API's rate-limits page.
 */
const consoleRead = { service: 'data', source: 'beyond', method: 'GET', pathParams: z.object({}) } as const;

const shortText = (what: string) => z.string().min(1).max(200, `must be a ${what} of at most 200 characters`);
const responseCode = z.string().regex(/^[1-5]\d\d$/, 'must be an HTTP status code such as 200 or 429');
const requestFilters = {
  orgId: shortText('organization id').optional(),
  startTimestamp: timestampParam,
  endTimestamp: timestampParam,
  chainId: shortText('chain id').optional(),
  responseCode: responseCode.optional(),
  requestType: z.enum(REQUEST_TYPES).optional(),
  apiKeyId: shortText('key id').optional(),
  requestPath: shortText('path').optional(),
};
const rpcFilters = {
  timeInterval: z.enum(RPC_USAGE_INTERVALS).optional(),
  startTimestamp: timestampParam,
  endTimestamp: timestampParam,
  groupBy: z.enum(RPC_USAGE_GROUP_BY).optional(),
  chainId: shortText('chain id').optional(),
  responseCode: responseCode.optional(),
  rpcMethod: shortText('method').optional(),
  rlBypassApiToken: shortText('token').optional(),
};
const healthCheck = (service: 'data' | 'metrics', path: string, summary: string) =>
  ({ ...consoleRead, service, path, summary, computeUnits: service === 'data' ? 20 : 0, query: noQuery, response: HealthCheck }) as const;

export const consoleEndpoints = {
  getApiUsageMetrics: {
    ...consoleRead,
    computeUnits: 20,
    path: '/v1/apiUsageMetrics',
    summary: 'Requests and compute units the key spent, by time bucket and grouping',
    query: z.object({ ...requestFilters, timeInterval: z.enum(USAGE_INTERVALS).optional(), groupBy: z.enum(USAGE_GROUP_BY).optional() }),
    response: UsageMetrics,
  },
  listApiLogs: {
    ...consoleRead,
    computeUnits: 20,
    path: '/v1/apiLogs',
    summary: "The key's latest requests, newest first",
    page: { items: 'logs', defaultSize: 10, maxSize: 100 },
    query: z.object({ ...requestFilters, ...page(10, 100) }),
    response: listResponse({ orgId: z.string(), logs: z.array(ApiLog) }),
  },
  getRpcUsageMetrics: {
    ...consoleRead,
    computeUnits: 20,
    path: '/v1/rpcUsageMetrics',
    summary: "The key's JSON-RPC requests, by time bucket and grouping",
    query: z.object(rpcFilters),
    response: RpcUsageMetrics,
  },
  getSubnetRpcUsageMetrics: {
    ...consoleRead,
    computeUnits: 20,
    path: '/v1/subnetRpcUsageMetrics',
    summary: "The key's JSON-RPC requests to L1 chains, by time bucket and grouping",
    query: z.object(rpcFilters),
    response: RpcUsageMetrics,
  },
  dataHealthCheck: healthCheck('data', '/v1/health-check', 'Whether the Data API and what it depends on are up'),
  dataLiveCheck: healthCheck('data', '/v1/live-check', 'Whether the Data API answers'),
  metricsHealthCheck: healthCheck('metrics', '/v2/health-check', 'Whether the Metrics API and what it depends on are up'),
  metricsLiveCheck: healthCheck('metrics', '/v2/live-check', 'Whether the Metrics API answers'),
} as const satisfies Record<string, EndpointDef>;
