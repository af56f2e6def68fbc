import { z } from 'zod';
import { resource } from './schema';

/**
 * Resources of the network dashboards' reads, from chainkit 0.3.13's response models
 * (dist/esm/models/components: MetricsValue, Chain, MetricsListChainsResponse, RollingWindowMetricsApiResponse,
 * ICMMetricsValue, ICMRollingWindowMetricsValue, AvaxSupplyResponse, GetNetworkDetailsResponse).
 */

/** MetricsValue: one bucket of a time series; its timestamp is the bucket's start. */
export const MetricsValue = resource({ timestamp: z.number(), value: z.number() });
/** MetricsApiResponse: results newest first, a nextPageToken while more remain. */
export const MetricsSeries = resource({ results: z.array(MetricsValue), nextPageToken: z.string() });

/** Chain: a chain the Metrics API tracks. */
export const MetricsChain = resource({
  evmChainId: z.number(),
  chainName: z.string(),
  blockchainId: z.string(),
  subnetId: z.string(),
  network: z.string(),
});

/** The windows of a rolling-window answer, newest window first. */
export const ROLLING_WINDOWS = ['lastHour', 'lastDay', 'lastWeek', 'lastMonth', 'last90Days', 'lastYear', 'allTime'] as const;
export type RollingWindow = (typeof ROLLING_WINDOWS)[number];
const windows = Object.fromEntries(ROLLING_WINDOWS.map((w) => [w, z.number()])) as Record<RollingWindow, z.ZodNumber>;
export const RollingWindowValues = resource(windows);

/** ICMMetricsValue: messages of one bucket between one source and one destination chain. */
export const IcmMetricsValue = resource({
  timestamp: z.number(),
  value: z.number(),
  srcBlockchainId: z.string(),
  destBlockchainId: z.string(),
});
/** ICMRollingWindowMetricsValue: the rolling windows of one chain pair. */
export const IcmRollingWindowValues = resource({ ...windows, srcBlockchainId: z.string(), destBlockchainId: z.string() });

/** AvaxSupplyResponse: amounts in AVAX as decimal strings. */
export const AvaxSupply = resource({
  circulatingSupply: z.string(),
  totalSupply: z.string(),
  totalPBurned: z.string(),
  totalCBurned: z.string(),
  totalXBurned: z.string(),
  totalStaked: z.string(),
  totalLocked: z.string(),
  totalRewards: z.string(),
  lastUpdated: z.string(),
  genesisUnlock: z.string(),
  l1ValidatorFees: z.string(),
});

/** GetNetworkDetailsResponse: the Primary Network's stake now; amounts in nAVAX as decimal strings. */
export const NetworkDetails = resource({
  validatorDetails: resource({
    validatorCount: z.number(),
    totalAmountStaked: z.string(),
    estimatedAnnualStakingReward: z.string(),
    stakingDistributionByVersion: z.array(resource({ version: z.string(), amountStaked: z.string(), validatorCount: z.number() })),
    stakingRatio: z.string(),
  }),
  delegatorDetails: resource({ delegatorCount: z.number(), totalAmountStaked: z.string() }),
});

/** PChainAddressDetails: one validation's reward addresses; sortKey is its AddValidatorTx's timestamp (seconds). */
export const PChainAddressDetails = resource({ addresses: z.array(z.string()), sortKey: z.string() });
/** PChainLookingGlassResponse: a subnet's validators' reward addresses, a nextPageToken while more remain. */
export const PChainAddressesPage = resource({ addresses: z.array(PChainAddressDetails), nextPageToken: z.string() });
/** BTC.b counts in satoshis: the bridged-token route's amounts are in base units of these decimals. */
export const BTCB_DECIMALS = 8;
/** AddressDetails: an EVM address; sortKey is the route's value (the bridged-token route: the balance, base units). */
export const EvmAddressDetails = resource({ address: z.string(), sortKey: z.string() });
/** LookingGlassResponse: addresses over a threshold, a nextPageToken while more remain. */
export const EvmAddressesPage = resource({ addresses: z.array(EvmAddressDetails), nextPageToken: z.string() });
