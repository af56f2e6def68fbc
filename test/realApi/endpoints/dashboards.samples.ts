import { dataList, dataRead, pageQuery, type SpecRow } from '../endpointSpec';

/**
 * Test data of the network dashboards' rows (endpoints/dashboards.ts), kept beside them. The contract is written out
 * from chainkit 0.3.13's request models (dist/esm/models/operations: ListChainsRequest, GetStakingMetricsRequest,
 * GetICMSummaryRequest, GetICMTimeseriesRequest, GetMetricsByNodeIdRequest and the other L1 validator metrics,
 * GetValidatorsByDateRangeRequest, GetAddressesByBtcbBridgedRequest, ListPrimaryNetworkBlocksByNodeIdRequest,
 * GetNetworkDetailsRequest); page sizes default as there (100; the address lists 1,000), bounded like the chain metrics.
 */
const metrics = (query: SpecRow['query'] = {}, page?: SpecRow['page']): SpecRow => ({
  service: 'metrics',
  query: page ? { ...pageQuery, ...query } : query,
  ...(page ? { page } : {}),
});
const range = { startTimestamp: 'optional', endTimestamp: 'optional' } as const;
const icmPair = { srcBlockchainId: 'optional', destBlockchainId: 'optional', groupBy: 'optional', network: 'optional' } as const;

export const DASHBOARDS_SPEC: Record<string, SpecRow> = {
  'GET /v2/chains': metrics({ pageToken: 'optional', network: 'optional' }),
  'GET /v2/chains/{chainId}': metrics(),
  'GET /v2/chains/{chainId}/rollingWindowMetrics/{metric}': metrics(),
  'GET /v2/networks/{network}/metrics/{metric}': metrics(range, [100, 2160]),
  'GET /v2/icm/summary': metrics(icmPair),
  'GET /v2/icm/timeseries': metrics({ ...range, ...icmPair, timeInterval: 'optional' }, [100, 2160]),
  'GET /v2/validator/{nodeId}/metrics/{metric}': metrics(range),
  'GET /v2/validators/metrics/{metric}': metrics(range),
  'GET /v2/validation/{l1ValidationId}/metrics/{metric}': metrics(range),
  'GET /v2/subnet/{subnetId}/metrics/{metric}': metrics(range),
  'GET /v2/subnets/{subnetId}/validators:getAddresses': metrics({ ...range, network: 'optional' }, [1000, 1000]),
  'GET /v2/chains/43114/btcb/bridged:getAddresses': metrics({ threshold: 'required' }, [1000, 5000]),
  'GET /v1/networks/{network}/blockchains/{blockchainId}/nodes/{nodeId}/blocks': dataList(range),
  'GET /v1/avax/supply': dataRead(),
  'GET /v1/networks/{network}': dataRead(),
};

const C_CHAIN = '2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5';
const L1_CHAIN = '2D8RG4UpSXbPbvPCAWppNJyqTG2i2CAXSkTgmTBBvs7GKNZjsY';
const SUBNET = '2i4bdS4kzFPSgc3zMMnkeDqXhhnvyqVMKuXgeXcvAPRaekE9Yx';
const NODE = 'NodeID-7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg';
const times = { startTimestamp: 1_700_000_000, endTimestamp: 1_700_086_400 };
const page = { pageToken: 'eyJ0cyI6MTcwMDAwMDAwMH0', pageSize: 25 };

export const DASHBOARDS_SAMPLES = {
  listMetricsChains: { valid: { pageToken: page.pageToken, network: 'fuji' }, invalid: { network: 'devnet' }, field: 'network' },
  getMetricsChain: { valid: { chainId: '43114' }, invalid: { chainId: '' }, field: 'chainId' },
  getChainRollingWindowMetric: {
    valid: { chainId: C_CHAIN, metric: 'gasUsed' },
    invalid: { chainId: '43114', metric: 'cumulativeTxCount' },
    field: 'metric',
  },
  getStakingMetric: {
    valid: { network: 'mainnet', metric: 'validatorCount', ...times, ...page },
    invalid: { network: 'mainnet', metric: 'stakers' },
    field: 'metric',
  },
  getIcmSummary: {
    valid: { srcBlockchainId: C_CHAIN, destBlockchainId: L1_CHAIN, groupBy: 'srcBlockchainId,destBlockchainId', network: 'mainnet' },
    invalid: { groupBy: 'chain' },
    field: 'groupBy',
  },
  getIcmTimeseries: {
    valid: { ...times, srcBlockchainId: C_CHAIN, destBlockchainId: L1_CHAIN, groupBy: 'srcBlockchainId', timeInterval: 'day', ...page },
    invalid: { timeInterval: 'year' },
    field: 'timeInterval',
  },
  getNodeFeeMetric: {
    valid: { nodeId: NODE, metric: 'perNodeDailyFeesPaid', ...times },
    invalid: { nodeId: 'node-1', metric: 'perNodeDailyFeesPaid' },
    field: 'nodeId',
  },
  getL1ValidatorsMetric: {
    valid: { metric: 'totalPayingValidatorsDaily', ...times },
    invalid: { metric: 'totalPayingValidatorsDaily', startTimestamp: -1 },
    field: 'startTimestamp',
  },
  getValidationFeeMetric: {
    valid: { l1ValidationId: SUBNET, metric: 'validationFeesDaily', ...times },
    invalid: { l1ValidationId: SUBNET, metric: 'fees' },
    field: 'metric',
  },
  getSubnetFeeMetric: {
    valid: { subnetId: SUBNET, metric: 'perSubnetPayingValidators', ...times },
    invalid: { subnetId: '0x12', metric: 'perSubnetPayingValidators' },
    field: 'subnetId',
  },
  getSubnetValidatorAddresses: {
    valid: { subnetId: SUBNET, ...times, ...page, network: 'mainnet' },
    invalid: { subnetId: SUBNET, pageSize: 1001 },
    field: 'pageSize',
  },
  listBtcbBridgers: { valid: { threshold: '1000000', ...page }, invalid: { threshold: '0.5' }, field: 'threshold' },
  listBlocksByNode: {
    valid: { network: 'mainnet', blockchainId: 'p-chain', nodeId: NODE, ...times, ...page },
    invalid: { network: 'mainnet', blockchainId: 'p-chain', nodeId: 'node-1' },
    field: 'nodeId',
  },
  getAvaxSupply: { valid: {} },
  getNetworkDetails: { valid: { network: 'mainnet' }, invalid: { network: 'devnet' }, field: 'network' },
};
