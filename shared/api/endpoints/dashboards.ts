import { z } from 'zod';
import {
  AvaxSupply,
  IcmMetricsValue,
  IcmRollingWindowValues,
  MetricsChain,
  MetricsSeries,
  EvmAddressesPage,
  NetworkDetails,
  PChainAddressesPage,
  RollingWindowValues,
} from '../dashboards';
import { type EndpointDef, listResponse, noQuery, network, paged } from '../endpointDef';
import { TIME_INTERVALS } from './metrics';
import { cb58Id, chainIdParam, Network, nodeId, pageSizeParam, pageToken, timestampParam } from '../params';
import { resource } from '../schema';
import { ChainInfo } from '../common';
import { PrimaryNetworkBlock } from '../primaryExplorer';

/** chainkit 0.3.13's ChainRollingWindowMetric: the chain metrics that also come as rolling windows. */
export const ROLLING_WINDOW_METRICS = [
  'gasUsed',
  'txCount',
  'avgGps',
  'maxGps',
  'avgTps',
  'maxTps',
  'avgGasPrice',
  'maxGasPrice',
  'feesPaid',
  'contracts',
  'deployers',
  'activeAddresses',
  'activeSenders',
] as const;
export type RollingWindowMetric = (typeof ROLLING_WINDOW_METRICS)[number];
/** chainkit's NetworkMetric: the Primary Network's stake, by the day. */
export const STAKING_METRICS = ['validatorCount', 'validatorWeight', 'delegatorCount', 'delegatorWeight'] as const;
export type StakingMetric = (typeof STAKING_METRICS)[number];
/** chainkit's GetMetricsByNodeIdMetric, GetTotalL1ValidatorMetricsMetric, GetMetricsByValidationIdMetric, GetMetricsBySubnetIdMetric. */
export const NODE_FEE_METRICS = ['perNodeCumulativeFeesPaid', 'perNodeDailyFeesPaid'] as const;
export const TOTAL_L1_METRICS = ['totalCumulativeFeesDaily', 'totalValidatorFeesDaily', 'totalPayingValidatorsDaily'] as const;
export const VALIDATION_FEE_METRICS = ['validationCumulativeFeesDaily', 'validationFeesDaily'] as const;
export const SUBNET_FEE_METRICS = ['perSubnetDailyFeesPaid', 'perSubnetCumulativeFeesPaid', 'perSubnetPayingValidators'] as const;
export type L1FeeMetric =
  | (typeof NODE_FEE_METRICS)[number]
  | (typeof TOTAL_L1_METRICS)[number]
  | (typeof VALIDATION_FEE_METRICS)[number]
  | (typeof SUBNET_FEE_METRICS)[number];
/** chainkit's GetICMSummaryGroupBy / GetICMTimeseriesGroupBy. */
export const ICM_GROUP_BY = ['srcBlockchainId', 'destBlockchainId', 'srcBlockchainId,destBlockchainId'] as const;

const range = { startTimestamp: timestampParam, endTimestamp: timestampParam };
const metricsPage = { pageToken, pageSize: pageSizeParam(100, 2160) };
const resultsPage = { items: 'results', defaultSize: 100, maxSize: 2160 } as const;
const metricsRow = { service: 'metrics', source: 'beyond', computeUnits: 0, method: 'GET' } as const;
const dataRow = { service: 'data', source: 'beyond', computeUnits: 20, method: 'GET' } as const;
const icmPair = { srcBlockchainId: cb58Id.optional(), destBlockchainId: cb58Id.optional(), groupBy: z.enum(ICM_GROUP_BY).optional() };

/**
 * The network dashboards' reads of the real Metrics API and Data API (chainkit 0.3.13's funcs metricsChains*,
 * metricsNetworksGetStakingMetrics, metricsL1Validators*, avaxSupplyGet, dataPrimaryNetworkGetNetworkDetails).
 */
export const dashboardEndpoints = {
  listMetricsChains: {
    ...metricsRow,
    path: '/v2/chains',
    summary: 'The chains the Metrics API tracks',
    pathParams: z.object({}),
    query: z.object({ pageToken, network: Network.optional() }),
    response: resource({ chains: z.array(MetricsChain), nextPageToken: z.string() }),
  },
  getMetricsChain: {
    ...metricsRow,
    path: '/v2/chains/{chainId}',
    summary: 'One chain the Metrics API tracks',
    pathParams: z.object({ chainId: chainIdParam }),
    query: noQuery,
    response: MetricsChain,
  },
  getChainRollingWindowMetric: {
    ...metricsRow,
    path: '/v2/chains/{chainId}/rollingWindowMetrics/{metric}',
    summary: 'One chain metric over the last hour, day, week, month, 90 days, year and all time',
    pathParams: z.object({ chainId: chainIdParam, metric: z.enum(ROLLING_WINDOW_METRICS) }),
    query: noQuery,
    response: resource({ result: RollingWindowValues }),
  },
  getStakingMetric: {
    ...metricsRow,
    path: '/v2/networks/{network}/metrics/{metric}',
    summary: "The Primary Network's validators and delegators, their count or weight by the day",
    pathParams: z.object({ network: Network, metric: z.enum(STAKING_METRICS) }),
    query: z.object({ ...range, ...metricsPage }),
    page: resultsPage,
    response: MetricsSeries,
  },
  getIcmSummary: {
    ...metricsRow,
    path: '/v2/icm/summary',
    summary: 'Cross-chain messages by chain pair over rolling windows',
    pathParams: z.object({}),
    query: z.object({ ...icmPair, network: Network.optional() }),
    response: resource({ result: IcmRollingWindowValues }),
  },
  getIcmTimeseries: {
    ...metricsRow,
    path: '/v2/icm/timeseries',
    summary: 'Cross-chain messages by chain pair, per time bucket',
    pathParams: z.object({}),
    query: z.object({ ...range, ...icmPair, timeInterval: z.enum(TIME_INTERVALS).optional(), ...metricsPage, network: Network.optional() }),
    page: resultsPage,
    response: resource({ results: z.array(IcmMetricsValue), nextPageToken: z.string() }),
  },
  getNodeFeeMetric: {
    ...metricsRow,
    path: '/v2/validator/{nodeId}/metrics/{metric}',
    summary: "The fees one node's L1 validations paid, by the day",
    pathParams: z.object({ nodeId, metric: z.enum(NODE_FEE_METRICS) }),
    query: z.object(range),
    response: MetricsSeries,
  },
  getL1ValidatorsMetric: {
    ...metricsRow,
    path: '/v2/validators/metrics/{metric}',
    summary: "Every L1 validator's fees and how many paid, by the day",
    pathParams: z.object({ metric: z.enum(TOTAL_L1_METRICS) }),
    query: z.object(range),
    response: MetricsSeries,
  },
  getValidationFeeMetric: {
    ...metricsRow,
    path: '/v2/validation/{l1ValidationId}/metrics/{metric}',
    summary: 'The fees one L1 validation paid, by the day',
    pathParams: z.object({ l1ValidationId: cb58Id, metric: z.enum(VALIDATION_FEE_METRICS) }),
    query: z.object(range),
    response: MetricsSeries,
  },
  getSubnetFeeMetric: {
    ...metricsRow,
    path: '/v2/subnet/{subnetId}/metrics/{metric}',
    summary: "The fees an L1's validators paid and how many paid, by the day",
    pathParams: z.object({ subnetId: cb58Id, metric: z.enum(SUBNET_FEE_METRICS) }),
    query: z.object(range),
    response: MetricsSeries,
  },
  getSubnetValidatorAddresses: {
    ...metricsRow,
    path: '/v2/subnets/{subnetId}/validators:getAddresses',
    summary: "The reward addresses of a subnet's validations in a time frame",
    pathParams: z.object({ subnetId: cb58Id }),
    query: z.object({ ...range, pageToken, pageSize: pageSizeParam(1000, 1000), network: Network.optional() }),
    page: { items: 'addresses', defaultSize: 1000, maxSize: 1000 },
    response: PChainAddressesPage,
  },
  listBtcbBridgers: {
    ...metricsRow,
    path: '/v2/chains/43114/btcb/bridged:getAddresses',
    summary: 'The C-Chain addresses whose net bridged BTC.b is at least a threshold',
    pathParams: z.object({}),
    query: z.object({
      threshold: z.string().regex(/^\d{1,78}$/, 'must be a whole number of base units'),
      pageToken,
      pageSize: pageSizeParam(1000, 5000),
    }),
    page: { items: 'addresses', defaultSize: 1000, maxSize: 5000 },
    response: EvmAddressesPage,
  },
  listBlocksByNode: {
    ...dataRow,
    path: '/v1/networks/{network}/blockchains/{blockchainId}/nodes/{nodeId}/blocks',
    summary: 'The blocks a node proposed, newest first',
    pathParams: z.object({ network: Network, blockchainId: z.union([z.enum(['p-chain', 'x-chain', 'c-chain']), cb58Id]), nodeId }),
    ...paged('blocks', 10, 100, range),
    response: listResponse({ blocks: z.array(PrimaryNetworkBlock), chainInfo: ChainInfo }),
  },
  getAvaxSupply: {
    ...dataRow,
    path: '/v1/avax/supply',
    summary: 'AVAX supply: total, circulating, staked, burned',
    pathParams: z.object({}),
    query: noQuery,
    response: AvaxSupply,
  },
  getNetworkDetails: {
    ...dataRow,
    path: '/v1/networks/{network}',
    summary: "The Primary Network's validators and delegators now",
    pathParams: network,
    query: noQuery,
    response: NetworkDetails,
  },
} as const satisfies Record<string, EndpointDef>;
