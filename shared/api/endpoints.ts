import { z } from 'zod';
import { ErrorBody } from './common';
import {
  chain,
  chainAddress,
  type EndpointDef,
  listResponse,
  MAX_LISTED_IDS,
  network,
  noQuery,
  page,
  paged,
  pxAddressList,
  xChainPath,
} from './endpointDef';

export type { ContractSource, EndpointDef, HttpMethod, ServiceName } from './endpointDef';
import { PRIMARY_NETWORK_TX_TYPES } from './enums';
import { DeploymentTransaction, Erc721Transfer, EvmBlock, EvmChain, EvmTransaction, NativeTokenBalance } from './evm';
import { contractEndpoints } from './contractEndpoints';
import { evmExplorerEndpoints } from './evmExplorerEndpoints';
import { CollectibleBalance, Erc721Token } from './nft';
import { TransactionExportBody } from './exportBodies';
import { networkEndpoints } from './networkEndpoints';
import { icmEndpoints } from './icmEndpoints';
import { metricsV2Endpoints } from './metricsV2Endpoints';
import { dashboardEndpoints } from './dashboardEndpoints';
import { consoleEndpoints } from './consoleEndpoints';
import { primaryAddressSetEndpoints } from './primaryAddressSetEndpoints';
import { webhookEndpoints } from './webhookEndpoints';
import { Operation } from './operations';
import {
  chainIdParam,
  cb58Id,
  currencyParam,
  evmAddress,
  HASH32,
  intParam,
  listParam,
  Network,
  nodeId,
  pageToken,
  SortOrder,
  timestampParam,
} from './params';
import {
  Blockchain,
  ChainInfo,
  HistoricalReward,
  PendingReward,
  PrimaryBalances,
  PrimaryNetworkTransaction,
  Subnet,
  Vertex,
} from './primaryNetwork';
import { primaryExplorerEndpoints } from './primaryExplorerEndpoints';
import { resource } from './schema';

export { TransactionExportBody };

const rewardsFilter = {
  addresses: pxAddressList.optional(),
  nodeIds: listParam(nodeId, MAX_LISTED_IDS)
    .transform((a) => a.join(','))
    .optional(),
  sortOrder: SortOrder.optional(),
};
const atLeastOneOf = <T extends { addresses?: string; nodeIds?: string }>(v: T) => Boolean(v.addresses || v.nodeIds);
const atLeastOneMessage = { message: 'one of addresses or nodeIds is required', path: ['addresses'] };

const hexString = z.string().regex(/^(0x)?([0-9a-fA-F]{2})*$/, 'must be hex bytes, with or without 0x');
const percent = intParam(0, 100);

export const AggregateSignaturesBody = z
  .strictObject({
    message: hexString.optional(),
    justification: hexString.optional(),
    signingSubnetId: z
      .string()
      .regex(/^(?:0x[0-9a-fA-F]{64}|[1-9A-HJ-NP-Za-km-z]{30,60})$/, 'must be a subnet id, hex or cb58')
      .optional(),
    quorumPercentage: percent.optional().default(67),
    quorumPercentageBuffer: percent.optional().default(0),
    pChainHeight: intParam(0).optional().default(0),
  })
  .refine((b) => b.message || b.justification, { message: 'either message or justification is required', path: ['message'] })
  .refine((b) => b.quorumPercentage + b.quorumPercentageBuffer <= 100, {
    message: 'quorumPercentage + quorumPercentageBuffer must be at most 100',
    path: ['quorumPercentageBuffer'],
  });

const signedMessage = resource({ signedMessage: z.string() });

/**
 * Every endpoint of the interface, plus GET /v1/chains and GET /v1/operations/{operationId} (docs/api-contract.md); rows
 * beyond the interface are kept in their own files (one per area) and spread in at the end.
 */
export const endpoints = {
  // 4.1 Signature aggregation
  aggregateSignatures: {
    service: 'data',
    source: 'interface',
    computeUnits: 20,
    method: 'POST',
    path: '/v1/signatureAggregator/{network}/aggregateSignatures',
    summary: 'Aggregate validator signatures for a Warp message',
    pathParams: network,
    query: noQuery,
    body: AggregateSignaturesBody,
    response: signedMessage,
  },
  getAggregatedSignatures: {
    service: 'data',
    source: 'interface',
    computeUnits: 20,
    method: 'GET',
    path: '/v1/signatureAggregator/{network}/aggregateSignatures/{txHash}',
    summary: 'Aggregated signatures for a P-Chain L1 transaction',
    pathParams: z.object({ network: Network, txHash: cb58Id }),
    query: noQuery,
    response: signedMessage,
  },
  // 4.2 Primary Network
  listBlockchains: {
    service: 'data',
    source: 'interface',
    computeUnits: 20,
    method: 'GET',
    path: '/v1/networks/{network}/blockchains',
    summary: 'Blockchains of the network',
    pathParams: network,
    ...paged('blockchains', 100, 10000, { sortOrder: SortOrder.optional() }),
    response: listResponse({ blockchains: z.array(Blockchain) }),
  },
  getBlockchain: {
    service: 'data',
    source: 'interface',
    computeUnits: 20,
    method: 'GET',
    path: '/v1/networks/{network}/blockchains/{blockchainId}',
    summary: 'A blockchain',
    pathParams: z.object({ network: Network, blockchainId: cb58Id }),
    query: noQuery,
    response: Blockchain,
  },
  getSubnet: {
    service: 'data',
    source: 'interface',
    computeUnits: 20,
    method: 'GET',
    path: '/v1/networks/{network}/subnets/{subnetId}',
    summary: 'A subnet or L1',
    pathParams: z.object({ network: Network, subnetId: cb58Id }),
    query: noQuery,
    response: Subnet,
  },
  listChainIdsForAddresses: {
    service: 'data',
    source: 'interface',
    computeUnits: 20,
    method: 'GET',
    path: '/v1/networks/{network}/addresses:listChainIds',
    summary: 'Chains the addresses have interacted with',
    pathParams: network,
    query: z.object({ addresses: pxAddressList }),
    response: resource({ addresses: z.array(resource({ address: z.string(), blockchainIds: z.array(z.string()) })) }),
  },
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
  getNativeBalance: {
    service: 'data',
    source: 'interface',
    computeUnits: 20,
    method: 'GET',
    path: '/v1/chains/{chainId}/addresses/{address}/balances:getNative',
    summary: 'Native token balance of an address',
    pathParams: chainAddress,
    query: z.object({
      blockNumber: z
        .string()
        .regex(/^\d{1,20}$/, 'must be a block number')
        .optional(),
      currency: currencyParam,
    }),
    response: resource({ nativeTokenBalance: NativeTokenBalance }),
  },
  listCollectibleBalances: {
    service: 'data',
    source: 'interface',
    computeUnits: 20,
    method: 'GET',
    path: '/v1/chains/{chainId}/addresses/{address}/balances:listCollectibles',
    summary: 'ERC-721 and ERC-1155 balances of an address',
    pathParams: chainAddress,
    ...paged('collectibleBalances', 10, 500, { contractAddress: evmAddress.optional() }),
    response: listResponse({ collectibleBalances: z.array(CollectibleBalance) }),
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
  listLatestTransactions: {
    service: 'data',
    source: 'interface',
    computeUnits: 20,
    method: 'GET',
    path: '/v1/chains/{chainId}/transactions',
    summary: 'Latest transactions',
    pathParams: chain,
    ...paged('transactions', 10, 100, { status: z.enum(['failed', 'success']).optional() }),
    response: listResponse({ transactions: z.array(EvmTransaction) }),
  },
  listErc721Transfers: {
    service: 'data',
    source: 'interface',
    computeUnits: 20,
    method: 'GET',
    path: '/v1/chains/{chainId}/addresses/{address}/transactions:listErc721',
    summary: 'ERC-721 transfers of an address',
    pathParams: chainAddress,
    ...paged('transactions', 10, 100, { startBlock: intParam(0).optional(), endBlock: intParam(0).optional() }),
    response: listResponse({ transactions: z.array(Erc721Transfer) }),
  },
  getDeploymentTransaction: {
    service: 'data',
    source: 'interface',
    computeUnits: 20,
    method: 'GET',
    path: '/v1/chains/{chainId}/contracts/{address}/transactions:getDeployment',
    summary: 'Deployment transaction of a contract',
    pathParams: chainAddress,
    query: z.object({ currency: currencyParam }),
    response: DeploymentTransaction,
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
  // 4.6 Blocks
  listLatestBlocks: {
    service: 'data',
    source: 'interface',
    computeUnits: 20,
    method: 'GET',
    path: '/v1/chains/{chainId}/blocks',
    summary: 'Latest blocks',
    pathParams: chain,
    ...paged('blocks', 10, 100, {}),
    response: listResponse({ blocks: z.array(EvmBlock) }),
  },
  getBlock: {
    service: 'data',
    source: 'interface',
    computeUnits: 20,
    method: 'GET',
    path: '/v1/chains/{chainId}/blocks/{blockId}',
    summary: 'A block by number or hash',
    pathParams: z.object({
      chainId: chainIdParam,
      blockId: z.string().refine((s) => /^\d{1,20}$/.test(s) || HASH32.test(s), 'must be a block number or a 0x block hash'),
    }),
    query: noQuery,
    response: EvmBlock,
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
  // 4.8 NFTs
  listNftTokens: {
    service: 'data',
    source: 'interface',
    computeUnits: 20,
    method: 'GET',
    path: '/v1/chains/{chainId}/nfts/collections/{address}/tokens',
    summary: 'Tokens of an NFT contract',
    pathParams: chainAddress,
    ...paged('tokens', 10, 100, {}),
    response: listResponse({ tokens: z.array(Erc721Token) }),
  },
  reindexNft: {
    service: 'data',
    source: 'interface',
    computeUnits: 20,
    method: 'POST',
    path: '/v1/chains/{chainId}/nfts/collections/{address}/tokens/{tokenId}:reindex',
    summary: 'Reindex the metadata of one NFT token',
    pathParams: chainAddress.extend({ tokenId: z.string().regex(/^\d{1,78}$/, 'must be a decimal token id') }),
    query: noQuery,
    response: null,
    onceEverySec: 3600,
  },
  // 4.9 Operations
  createTransactionExport: {
    service: 'data',
    source: 'interface',
    computeUnits: 20,
    method: 'POST',
    path: '/v1/operations/transactions:export',
    summary: 'Start a transaction export',
    pathParams: z.object({}),
    query: noQuery,
    body: TransactionExportBody,
    response: Operation,
  },
  getOperation: {
    service: 'data',
    source: 'gaps',
    computeUnits: 10,
    method: 'GET',
    path: '/v1/operations/{operationId}',
    summary: 'Status of an operation',
    pathParams: z.object({ operationId: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, 'must be an operation id') }),
    query: noQuery,
    response: Operation,
  },
  // The two reads the interface names without showing (docs/api-contract.md).
  listChains: {
    service: 'data',
    source: 'gaps',
    computeUnits: 20,
    method: 'GET',
    path: '/v1/chains',
    summary: 'Supported EVM chains',
    pathParams: z.object({}),
    query: z.object({ network: z.enum(['mainnet', 'testnet', 'fuji']).optional() }),
    response: resource({ chains: z.array(EvmChain) }),
  },
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
  ...evmExplorerEndpoints,
  ...primaryExplorerEndpoints,
  ...networkEndpoints,
  ...icmEndpoints,
  ...metricsV2Endpoints,
  ...dashboardEndpoints,
  ...contractEndpoints,
  ...consoleEndpoints,
  ...primaryAddressSetEndpoints,
  ...webhookEndpoints,
} as const satisfies Record<string, EndpointDef>;

export type Endpoints = typeof endpoints;
export type EndpointId = keyof Endpoints;
export const ENDPOINT_IDS = Object.keys(endpoints) as EndpointId[];

type Def<Id extends EndpointId> = Endpoints[Id];
type BodyOf<D> = D extends { body: z.ZodType } ? { body: z.input<D['body']> } : {};
/** zod 4 types the input of `z.object({})` as Record<string, never>, which would forbid every other param in the intersection. */
type InputOf<T extends z.ZodType> = string extends keyof z.input<T> ? {} : z.input<T>;
/** What a caller passes: path and query params by name, plus `body` for POSTs. */
export type EndpointParams<Id extends EndpointId> = InputOf<Def<Id>['pathParams']> & InputOf<Def<Id>['query']> & BodyOf<Def<Id>>;
/** What the service's handler receives: the same, validated, with defaults applied. */
export type ParsedParams<Id extends EndpointId> = z.output<Def<Id>['pathParams']> &
  z.output<Def<Id>['query']> &
  (Def<Id> extends { body: z.ZodType } ? { body: z.output<Def<Id>['body']> } : {});
export type EndpointResponse<Id extends EndpointId> = Def<Id>['response'] extends z.ZodType ? z.output<Def<Id>['response']> : void;

export const ErrorBodySchema = ErrorBody;
