import { z } from 'zod';
import {
  type EndpointDef,
  listResponse,
  MAX_LISTED_IDS,
  network,
  noQuery,
  page,
  paged,
  pxAddressList as pxAddressesParam,
  xChainPath,
} from '../endpointDef';
import { PRIMARY_NETWORK_TX_TYPES } from '../enums';
import { ChainInfo } from '../common';
import { HistoricalReward, PendingReward, PrimaryBalances, PrimaryNetworkTransaction, Vertex } from '../primaryNetwork';
import { resource } from '../schema';
import {
  cb58Id,
  currencyParam,
  EVM_ADDRESS,
  intParam,
  listParam,
  Network,
  NODE_ID,
  nodeId,
  PX_ADDRESS,
  SortOrder,
  timestampParam,
} from '../params';
import {
  DelegatorDetails,
  L1ValidatorDetails,
  PrimaryChainTransaction,
  PrimaryNetworkBlock,
  PrimaryUtxo,
  ValidatorDetails,
  XChainAsset,
} from '../primaryExplorer';

/**
 * Primary Network reads beyond the interface (the real Data API's transactions, blocks, UTXOs
 * and assets of the P-, X- and C-Chain), spread into the endpoint table. Their blockchainId is an
 * alias or a chain's cb58 id; which chains an endpoint serves is the service's to say.
 */
/** What every row here is: a GET of the Data API, beyond the interface. */
const beyondRead = { service: 'data', source: 'beyond', method: 'GET' } as const;
const primaryChainPath = z.object({
  network: Network,
  blockchainId: z.union([z.enum(['p-chain', 'x-chain', 'c-chain']), cb58Id]),
});
const pChainPath = z.object({ network: Network, blockchainId: z.union([z.literal('p-chain'), cb58Id]) });

/** P-/X- addresses, and 0x addresses for the C-Chain's atomic transactions. */
const anyPrimaryAddress = z
  .string()
  .refine((s) => PX_ADDRESS.test(s) || EVM_ADDRESS.test(s), 'must be a P-/X-Chain address (P-avax1…) or a 0x address');
const addressList = listParam(anyPrimaryAddress, 64).transform((a) => a.join(','));
const pxAddressList = listParam(z.string().regex(PX_ADDRESS, 'must be a P- or X-Chain address such as P-avax1… or X-fuji1…'), 64).transform(
  (a) => a.join(','),
);
const txFilter = {
  addresses: addressList.optional(),
  txTypes: listParam(z.enum(PRIMARY_NETWORK_TX_TYPES), 30).optional(),
  startTimestamp: timestampParam,
  endTimestamp: timestampParam,
  sortOrder: SortOrder.optional(),
};
export const booleanParam = z.union([z.boolean(), z.enum(['true', 'false'])]).transform((v) => v === true || v === 'true');
/** A non-negative number (seconds, percent) from a query string. */
const numberParam = (max: number) =>
  z
    .union([
      z.number(),
      z
        .string()
        .regex(/^\d+(\.\d+)?$/, 'must be a number')
        .transform(Number),
    ])
    .pipe(z.number().min(0).max(max));
/** nAVAX as the validators filter takes it: a whole number up to 720,000,000 AVAX. */
const navaxParam = z
  .string()
  .regex(/^\d{1,18}$/, 'must be a whole number of nAVAX')
  // zod runs a refinement after a failed regex too: only whole numbers reach BigInt.
  .refine((s) => !/^\d{1,18}$/.test(s) || BigInt(s) <= 720_000_000_000_000_000n, 'must be at most 720000000000000000');
const nodeIdSubstrings = listParam(z.string().regex(/^[A-Za-z0-9-]{1,60}$/, 'must be a node id or part of one'), 64).transform((a) =>
  a.join(','),
);
const nodeIdList = listParam(z.string().regex(NODE_ID, 'must be a node id such as NodeID-…'), 64).transform((a) => a.join(','));
const validationStatus = z.enum(['pending', 'active', 'completed', 'removed']);
const subnetIdParam = cb58Id;
export const VALIDATOR_SORT_KEYS = ['blockIndex', 'delegationCapacity', 'timeRemaining', 'delegationFee', 'uptimePerformance'] as const;
const validatorList = listResponse({ validators: z.array(ValidatorDetails) });

const transactionList = listResponse({ transactions: z.array(PrimaryChainTransaction), chainInfo: ChainInfo });

const rewardsFilter = {
  addresses: pxAddressesParam.optional(),
  nodeIds: listParam(nodeId, MAX_LISTED_IDS)
    .transform((a) => a.join(','))
    .optional(),
  sortOrder: SortOrder.optional(),
};
const atLeastOneOf = <T extends { addresses?: string; nodeIds?: string }>(v: T) => Boolean(v.addresses || v.nodeIds);
const atLeastOneMessage = { message: 'one of addresses or nodeIds is required', path: ['addresses'] };
export const primaryEndpoints = {
  // 4.3 Balances
  getPrimaryBalances: {
    service: 'data',
    source: 'interface',
    computeUnits: 100,
    method: 'GET',
    path: '/v1/networks/{network}/blockchains/{blockchainId}/balances',
    summary: 'P-, X- or C-Chain balances of addresses',
    pathParams: z.object({
      network: Network,
      blockchainId: z.union([z.enum(['p-chain', 'x-chain', 'c-chain']), cb58Id]),
    }),
    query: z.object({ blockTimestamp: timestampParam, addresses: pxAddressList.optional() }),
    response: resource({ balances: PrimaryBalances, chainInfo: ChainInfo }),
  },
  // 4.4 Transactions
  listAssetTransactions: {
    service: 'data',
    source: 'interface',
    computeUnits: 100,
    method: 'GET',
    path: '/v1/networks/{network}/blockchains/{blockchainId}/assets/{assetId}/transactions',
    summary: 'X-Chain transactions of an asset',
    pathParams: xChainPath.extend({ assetId: cb58Id }),
    ...paged('transactions', 10, 100, {
      txTypes: listParam(z.enum(PRIMARY_NETWORK_TX_TYPES), 30).optional(),
      startTimestamp: timestampParam,
      endTimestamp: timestampParam,
    }),
    response: listResponse({ transactions: z.array(PrimaryNetworkTransaction), chainInfo: ChainInfo }),
  },
  // 4.5 Rewards
  listHistoricalRewards: {
    service: 'data',
    source: 'interface',
    computeUnits: 100,
    method: 'GET',
    path: '/v1/networks/{network}/rewards',
    summary: 'Historical staking rewards',
    pathParams: network,
    page: { items: 'historicalRewards', defaultSize: 10, maxSize: 100 },
    query: z.object({ ...page(10, 100), ...rewardsFilter, currency: currencyParam }).refine(atLeastOneOf, atLeastOneMessage),
    response: listResponse({ historicalRewards: z.array(HistoricalReward) }),
  },
  listPendingRewards: {
    service: 'data',
    source: 'interface',
    computeUnits: 100,
    method: 'GET',
    path: '/v1/networks/{network}/rewards:listPending',
    summary: 'Pending staking rewards',
    pathParams: network,
    page: { items: 'pendingRewards', defaultSize: 10, maxSize: 100 },
    query: z.object({ ...page(10, 100), ...rewardsFilter }).refine(atLeastOneOf, atLeastOneMessage),
    response: listResponse({ pendingRewards: z.array(PendingReward) }),
  },
  // 4.7 Vertices
  listVertices: {
    service: 'data',
    source: 'interface',
    computeUnits: 20,
    method: 'GET',
    path: '/v1/networks/{network}/blockchains/{blockchainId}/vertices:listByHeight',
    summary: 'X-Chain vertices by height',
    pathParams: xChainPath,
    ...paged('vertices', 10, 100, { vertexHeight: intParam(0), sortOrder: SortOrder.optional() }),
    response: listResponse({ vertices: z.array(Vertex), chainInfo: ChainInfo }),
  },
  getPrimaryTransaction: {
    ...beyondRead,
    computeUnits: 20,
    path: '/v1/networks/{network}/blockchains/{blockchainId}/transactions/{txHash}',
    summary: 'A P-, X- or C-Chain (atomic) transaction',
    pathParams: primaryChainPath.extend({ txHash: cb58Id }),
    query: noQuery,
    response: PrimaryChainTransaction,
  },
  listPrimaryTransactions: {
    ...beyondRead,
    computeUnits: 100,
    path: '/v1/networks/{network}/blockchains/{blockchainId}/transactions',
    summary: 'Latest transactions of a Primary Network chain, or those of addresses',
    pathParams: primaryChainPath,
    ...paged('transactions', 10, 100, {
      ...txFilter,
      l1ValidationId: z
        .string()
        .regex(/^(?:0x[0-9a-fA-F]{64}|[1-9A-HJ-NP-Za-km-z]{30,60})$/, 'must be a validation id, cb58 or 0x hex')
        .optional(),
    }),
    response: transactionList,
  },
  listPrimaryStakingTransactions: {
    ...beyondRead,
    computeUnits: 100,
    path: '/v1/networks/{network}/blockchains/{blockchainId}/transactions:listStaking',
    summary: 'Active staking transactions of addresses on the P-Chain',
    pathParams: pChainPath,
    ...paged('transactions', 10, 100, txFilter),
    response: transactionList,
  },
  listPrimaryBlocks: {
    ...beyondRead,
    computeUnits: 20,
    path: '/v1/networks/{network}/blockchains/{blockchainId}/blocks',
    summary: 'Latest blocks of a Primary Network chain',
    pathParams: primaryChainPath,
    ...paged('blocks', 10, 100, { startTimestamp: timestampParam, endTimestamp: timestampParam }),
    response: listResponse({ blocks: z.array(PrimaryNetworkBlock), chainInfo: ChainInfo }),
  },
  getPrimaryBlock: {
    ...beyondRead,
    computeUnits: 20,
    path: '/v1/networks/{network}/blockchains/{blockchainId}/blocks/{blockId}',
    summary: 'A Primary Network block by height or hash',
    pathParams: primaryChainPath.extend({
      // P- and X-Chain block hashes are cb58; the C-Chain's are EVM hashes (0x hex).
      blockId: z
        .string()
        .regex(
          /^(?:\d{1,20}|[1-9A-HJ-NP-Za-km-z]{30,60}|0x[0-9a-fA-F]{64})$/,
          'must be a block height, a cb58 block hash or a 0x block hash',
        ),
    }),
    query: noQuery,
    response: PrimaryNetworkBlock,
  },
  listUtxos: {
    ...beyondRead,
    computeUnits: 20,
    path: '/v1/networks/{network}/blockchains/{blockchainId}/utxos',
    summary: 'UTXOs of addresses on a Primary Network chain',
    pathParams: primaryChainPath,
    ...paged('utxos', 10, 100, {
      addresses: pxAddressList.optional(),
      assetId: cb58Id.optional(),
      includeSpent: booleanParam.optional(),
      sortOrder: SortOrder.optional(),
    }),
    response: listResponse({ utxos: z.array(PrimaryUtxo), chainInfo: ChainInfo }),
  },
  getXChainAsset: {
    ...beyondRead,
    computeUnits: 20,
    path: '/v1/networks/{network}/blockchains/{blockchainId}/assets/{assetId}',
    summary: 'An X-Chain asset',
    pathParams: xChainPath.extend({ assetId: cb58Id }),
    query: noQuery,
    response: XChainAsset,
  },
  listValidators: {
    ...beyondRead,
    computeUnits: 20,
    path: '/v1/networks/{network}/validators',
    summary: 'Validations, filtered and sorted',
    pathParams: z.object({ network: Network }),
    ...paged('validators', 10, 100, {
      nodeIds: nodeIdSubstrings.optional(),
      sortBy: z.enum(VALIDATOR_SORT_KEYS).optional(),
      sortOrder: SortOrder.optional(),
      validationStatus: validationStatus.optional(),
      minDelegationCapacity: navaxParam.optional(),
      maxDelegationCapacity: navaxParam.optional(),
      minTimeRemaining: numberParam(Number.MAX_SAFE_INTEGER).optional(),
      maxTimeRemaining: numberParam(Number.MAX_SAFE_INTEGER).optional(),
      minFeePercentage: numberParam(100).optional(),
      maxFeePercentage: numberParam(100).optional(),
      minUptimePerformance: numberParam(100).optional(),
      maxUptimePerformance: numberParam(100).optional(),
      subnetId: subnetIdParam.optional(),
    }),
    response: validatorList,
  },
  getValidator: {
    ...beyondRead,
    computeUnits: 20,
    path: '/v1/networks/{network}/validators/{nodeId}',
    summary: 'The validations of one node',
    pathParams: z.object({ network: Network, nodeId }),
    ...paged('validators', 10, 100, { validationStatus: validationStatus.optional(), sortOrder: SortOrder.optional() }),
    response: validatorList,
  },
  listDelegators: {
    ...beyondRead,
    computeUnits: 20,
    path: '/v1/networks/{network}/delegators',
    summary: 'Delegations, by node or reward address',
    pathParams: z.object({ network: Network }),
    ...paged('delegators', 10, 100, {
      rewardAddresses: pxAddressList.optional(),
      sortOrder: SortOrder.optional(),
      delegationStatus: z.enum(['pending', 'active', 'completed']).optional(),
      nodeIds: nodeIdList.optional(),
    }),
    response: listResponse({ delegators: z.array(DelegatorDetails) }),
  },
  listL1Validators: {
    ...beyondRead,
    computeUnits: 20,
    path: '/v1/networks/{network}/l1Validators',
    summary: 'Validators of L1s with their remaining balance',
    pathParams: z.object({ network: Network }),
    ...paged('validators', 10, 100, {
      l1ValidationId: z
        .string()
        .regex(/^(?:0x[0-9a-fA-F]{64}|[1-9A-HJ-NP-Za-km-z]{30,60})$/, 'must be a validation id, cb58 or 0x hex')
        .optional(),
      includeInactiveL1Validators: booleanParam.optional(),
      nodeId: nodeId.optional(),
      subnetId: subnetIdParam.optional(),
    }),
    response: listResponse({ validators: z.array(L1ValidatorDetails), blockHeight: z.string() }),
  },
} as const satisfies Record<string, EndpointDef>;

/** Shared with the app: the chains of the Primary Network as path aliases. */
export const PRIMARY_CHAIN_ALIASES = ['p-chain', 'x-chain', 'c-chain'] as const;
export type PrimaryChainAlias = (typeof PRIMARY_CHAIN_ALIASES)[number];
