import { PRIMARY_EXPLORER_RESPONSES } from '../endpoints/primaryExplorer.samples';
import { C_CHAIN_ID, L1_CHAIN, L1_SUBNET, NOW, OTHER, P_ADDRESS, PRIMARY_NETWORK } from './common';

/**
 * The network dashboards' reads, shaped by chainkit 0.3.13's response models (dist/esm/models/components):
 * MetricsListChainsResponse and Chain, RollingWindowMetricsApiResponse, MetricsApiResponse (newest first),
 * ICMRollingWindowMetricsApiResponse, ICMMetricsApiResponse, AvaxSupplyResponse (AVAX as decimal strings) and
 * GetNetworkDetailsResponse (nAVAX as decimal strings), PChainLookingGlassResponse (sortKey: the AddValidatorTx's
 * timestamp, as a string) and LookingGlassResponse (the BTC.b route's sortKey: the net amount bridged, in satoshis;
 * build.avax.network's Metrics API reference, getAddressesByBtcbBridged); a node's blocks are
 * ListPrimaryNetworkBlocksResponse, the block list's shape, each block naming the node in proposerDetails.
 */
const DAY = 86_400;
const day = Math.floor(NOW / DAY) * DAY;
const daily = (values: number[]) => ({ results: values.map((value, i) => ({ timestamp: day - i * DAY, value })) });
const cChain = { evmChainId: 43114, chainName: 'C-Chain', blockchainId: C_CHAIN_ID, subnetId: PRIMARY_NETWORK, network: 'mainnet' };
const windows = { lastHour: 52_113, lastDay: 1_204_455, lastWeek: 8_390_112, lastMonth: 35_120_777, last90Days: 101_345_000 };

export const dashboardsAnswers = {
  listMetricsChains: {
    chains: [cChain, { evmChainId: 8021, chainName: 'Numine', blockchainId: L1_CHAIN, subnetId: L1_SUBNET, network: 'mainnet' }],
  },
  getMetricsChain: cChain,
  getChainRollingWindowMetric: { result: { ...windows, lastYear: 402_118_900, allTime: 1_210_334_876 } },
  getStakingMetric: { ...daily([1_531, 1_529, 1_534]), nextPageToken: 'eyJ0cyI6MTc2MzY4MzIwMH0' },
  getIcmSummary: {
    result: { lastHour: 12, lastDay: 301, lastWeek: 2_100, allTime: 190_211, srcBlockchainId: C_CHAIN_ID, destBlockchainId: L1_CHAIN },
  },
  getIcmTimeseries: {
    results: [
      { timestamp: day, value: 301, srcBlockchainId: C_CHAIN_ID, destBlockchainId: L1_CHAIN },
      { timestamp: day, value: 97, srcBlockchainId: L1_CHAIN, destBlockchainId: C_CHAIN_ID },
      { timestamp: day - DAY, value: 288, srcBlockchainId: C_CHAIN_ID, destBlockchainId: L1_CHAIN },
    ],
  },
  getNodeFeeMetric: daily([86_400_000, 86_400_000]),
  getL1ValidatorsMetric: daily([1_342, 1_339]),
  getValidationFeeMetric: daily([172_800_000, 86_400_000]),
  getSubnetFeeMetric: daily([12, 12, 11]),
  getSubnetValidatorAddresses: {
    addresses: [
      { addresses: [P_ADDRESS], sortKey: '1763510400' },
      { addresses: ['avax1qqrl2v0sa9nmxq6m3cp4pz3u8kfwgrtnm2w0kh'], sortKey: '1763596800' },
    ],
    nextPageToken: 'eyJ0cyI6MTc2MzU5NjgwMH0',
  },
  listBtcbBridgers: {
    addresses: [
      { address: OTHER, sortKey: '2500000000' },
      { address: '0x6e2b1f0c8f1a3b9d4e7c2a5f8b0d3e6a9c1f4b7d', sortKey: '1000000' },
    ],
  },
  listBlocksByNode: PRIMARY_EXPLORER_RESPONSES.listPrimaryBlocks,
  getAvaxSupply: {
    circulatingSupply: '425619071.95',
    totalSupply: '460718301.01',
    totalPBurned: '3245.11',
    totalCBurned: '4871532.38',
    totalXBurned: '2087.66',
    totalStaked: '226341217.02',
    totalLocked: '35099229.06',
    totalRewards: '47211022.08',
    lastUpdated: '2025-11-23T12:00:00.000Z',
    genesisUnlock: '360000000',
    l1ValidatorFees: '9120.4',
  },
  getNetworkDetails: {
    validatorDetails: {
      validatorCount: 1_531,
      totalAmountStaked: '226341217020000000',
      estimatedAnnualStakingReward: '15122410100000000',
      stakingDistributionByVersion: [{ version: 'avalanchego/1.13.5', amountStaked: '201221000000000000', validatorCount: 1_402 }],
      stakingRatio: '0.4912',
    },
    delegatorDetails: { delegatorCount: 19_088, totalAmountStaked: '23110101000000000' },
  },
};
