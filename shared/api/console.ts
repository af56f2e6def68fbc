import { z } from 'zod';
import { int, resource } from './schema';

/**
 * The API console's resources: usage metrics, request logs and health checks. Shapes from @avalanche-sdk/chainkit 0.3.13
 * (models/components: UsageMetricsResponseDTO, LogsResponseDTO, SubnetRpcUsageMetricsResponseDTO, HealthCheckResultDto).
 */

/** The buckets usage comes in (TimeIntervalGranularityExtended); RPC usage has no minute buckets. */
export const USAGE_INTERVALS = ['minute', 'hourly', 'daily', 'weekly', 'monthly'] as const;
export type UsageInterval = (typeof USAGE_INTERVALS)[number];
export const RPC_USAGE_INTERVALS = ['hourly', 'daily', 'weekly', 'monthly'] as const;
export const USAGE_GROUP_BY = ['requestPath', 'responseCode', 'chainId', 'apiKeyId', 'requestType'] as const;
export type UsageGroupBy = (typeof USAGE_GROUP_BY)[number];
export const RPC_USAGE_GROUP_BY = ['rpcMethod', 'responseCode', 'rlBypassToken'] as const;
export type RpcUsageGroupBy = (typeof RPC_USAGE_GROUP_BY)[number];
export const REQUEST_TYPES = ['data', 'rpc'] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

/** What every usage value counts, whatever it is grouped by. */
const usageCounts = {
  totalRequests: z.number(),
  requestsPerSecond: z.number(),
  successRatePercent: z.number(),
  medianResponseTimeMsecs: z.number(),
  invalidRequests: z.number(),
  apiCreditsUsed: z.number(),
  apiCreditsWasted: z.number(),
};
// groupedBy is an enum in chainkit; read as a string so a grouping the real API adds later is shown as it came.
const groupValue = z.union([z.string(), z.number()]);
export const UsageMetricsValue = resource({ groupedBy: z.string(), groupValue, ...usageCounts });
export type UsageMetricsValue = z.infer<typeof UsageMetricsValue>;
export const UsageMetrics = resource({
  aggregateDuration: z.string(),
  orgId: z.string(),
  metrics: z.array(resource({ timestamp: z.number(), values: z.array(UsageMetricsValue) })),
});
export type UsageMetrics = z.infer<typeof UsageMetrics>;

export const RpcUsageMetrics = resource({
  aggregateDuration: z.string(),
  chainId: z.string(),
  metrics: z.array(resource({ timestamp: z.number(), values: z.array(UsageMetricsValue) })),
});
export type RpcUsageMetrics = z.infer<typeof RpcUsageMetrics>;

export const ApiLog = resource({
  orgId: z.string(),
  logId: z.string(),
  eventTimestamp: z.number(),
  apiKeyId: z.string(),
  apiKeyAlias: z.string(),
  hostRegion: z.string(),
  requestType: z.string(),
  requestPath: z.string(),
  apiCreditsConsumed: z.number(),
  requestDurationMsecs: z.number(),
  responseCode: int,
  chainId: z.string(),
  rpcMethod: z.string(),
  metadata: resource({ ipAddress: z.string(), host: z.string(), userAgent: z.string() }),
});
export type ApiLog = z.infer<typeof ApiLog>;

const healthIndicator = resource({ status: z.string() });
const indicators = z.record(z.string(), healthIndicator);
/** A health or live check (NestJS terminus's result): `ok`, `error` or `shutting_down`, with each indicator up or down. */
export const HealthCheck = resource({
  status: z.string(),
  info: indicators.nullable(),
  error: indicators.nullable(),
  details: indicators,
});
export type HealthCheck = z.infer<typeof HealthCheck>;
