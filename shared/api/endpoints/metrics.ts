import { z } from 'zod';
import { chain, type EndpointDef } from '../endpointDef';
import { chainIdParam, pageSizeParam, pageToken, timestampParam } from '../params';
import { resource } from '../schema';

/** The chain metrics (chainkit 0.3.13's ChainMetric) Ridgeline reads from the second-version metrics service (and the local service serves). */
export const CHAIN_METRICS = [
  'activeAddresses',
  'activeSenders',
  'cumulativeTxCount',
  'cumulativeAddresses',
  'cumulativeContracts',
  'cumulativeDeployers',
  'contracts',
  'deployers',
  'gasUsed',
  'txCount',
  'avgGps',
  'maxGps',
  'avgTps',
  'maxTps',
  'avgGasPrice',
  'maxGasPrice',
  'feesPaid',
] as const;
export type ChainMetric = (typeof CHAIN_METRICS)[number];

export const TIME_INTERVALS = ['hour', 'day', 'week', 'month'] as const;
export type TimeInterval = (typeof TIME_INTERVALS)[number];

/** The metrics service's rule: averages and maxima (like cumulative counts) come by the day only. */
export const dailyOnly = (metric: string): boolean => /^(avg|max|cumulative)/.test(metric);

/** The real metrics service's second version (beyond the interface): one metric of one chain as a time series. */
export const metricsEndpoints = {
  // 4.10 Metrics service
  getAvgTps: {
    service: 'metrics',
    source: 'interface',
    computeUnits: 0,
    method: 'GET',
    path: '/v1/avg_tps/{chainId}',
    summary: 'Average transactions per second',
    // startKey / nextPageStartKey: the older metrics deployment's cursor (docs/api-contract.md, Reads beyond the interface).
    pathParams: chain,
    query: z.object({ pageToken, startKey: pageToken }),
    page: { items: 'results' },
    response: resource({
      results: z.array(resource({ timestamp: z.number(), value: z.number() })),
      status: z.number(),
      lastRun: z.number(),
      nextPageToken: z.string(),
      nextPageStartKey: z.string(),
    }),
  },
  getChainMetric: {
    service: 'metrics',
    source: 'beyond',
    computeUnits: 0,
    method: 'GET',
    path: '/v2/chains/{chainId}/metrics/{metric}',
    summary: 'A time series of one chain metric',
    pathParams: z.object({ chainId: chainIdParam, metric: z.enum(CHAIN_METRICS) }),
    query: z.object({
      startTimestamp: timestampParam,
      endTimestamp: timestampParam,
      timeInterval: z.enum(TIME_INTERVALS).optional(),
      pageToken,
      pageSize: pageSizeParam(100, 2160),
    }),
    page: { items: 'results', defaultSize: 100, maxSize: 2160 },
    response: resource({
      results: z.array(resource({ timestamp: z.number(), value: z.number() })),
      nextPageToken: z.string(),
    }),
  },
} as const satisfies Record<string, EndpointDef>;
