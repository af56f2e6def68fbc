import { z } from 'zod';
import { AddressChains, ContractMetadata, NftTokenDetails, TokenTransfer } from '../contract';
import { chain, chainAddress, type EndpointDef, listResponse, noQuery, paged } from '../endpointDef';
import { EvmBlock, EvmChain, EvmTransaction } from '../evm';
import { icmEndpoints } from './icm';
import { evmAddress, intParam, Network } from '../params';

/**
 * The EVM reads of the real Data API that complete it (docs/api-contract.md, after chainkit 0.3.13): one chain, a
 * contract's metadata, a token's transfers, the contracts an address deployed, the chains an address used, the newest
 * blocks and transactions of every chain, one NFT; and the deprecated paths the real API still answers, each served
 * by the handler of the row it names (`aliasOf`). Each costs 20 compute units (the real API's Medium weight).
 */
const complete = { service: 'data', source: 'complete', computeUnits: 20, method: 'GET' } as const;
const noPath = z.object({});
const allChainsQuery = { network: Network.optional() };
const tokenId = z.string().regex(/^\d{1,78}$/, 'must be a decimal token id');

const listLatestBlocksAllChains = {
  ...complete,
  path: '/v1/blocks',
  summary: 'The newest blocks of every EVM chain of the network, newest first',
  pathParams: noPath,
  ...paged('blocks', 10, 100, allChainsQuery),
  response: listResponse({ blocks: z.array(EvmBlock) }),
} as const;
const listLatestTransactionsAllChains = {
  ...complete,
  path: '/v1/transactions',
  summary: 'The newest transactions of every EVM chain of the network, newest first',
  pathParams: noPath,
  ...paged('transactions', 10, 100, { ...allChainsQuery, status: z.enum(['failed', 'success']).optional() }),
  response: listResponse({ transactions: z.array(EvmTransaction) }),
} as const;
const listAddressChains = {
  ...complete,
  path: '/v1/address/{address}/chains',
  summary: 'The EVM chains an address was active on',
  pathParams: z.object({ address: evmAddress }),
  query: noQuery,
  response: AddressChains,
} as const;

/** The deprecated paths come first: the table's first matching row wins, and `/v1/chains/{chainId}` would match them. */
const deprecated = {
  listAllLatestBlocks: { ...listLatestBlocksAllChains, path: '/v1/chains/allBlocks', aliasOf: 'listLatestBlocksAllChains' },
  listAllLatestTransactions: {
    ...listLatestTransactionsAllChains,
    path: '/v1/chains/allTransactions',
    aliasOf: 'listLatestTransactionsAllChains',
  },
  getAddressChains: { ...listAddressChains, path: '/v1/chains/address/{address}', aliasOf: 'listAddressChains' },
  listTeleporterMessages: {
    ...icmEndpoints.listIcmMessages,
    source: 'complete',
    path: '/v1/teleporter/messages',
    aliasOf: 'listIcmMessages',
  },
  getTeleporterMessage: {
    ...icmEndpoints.getIcmMessage,
    source: 'complete',
    path: '/v1/teleporter/messages/{messageId}',
    aliasOf: 'getIcmMessage',
  },
  listTeleporterAddressMessages: {
    ...icmEndpoints.listIcmAddressMessages,
    source: 'complete',
    path: '/v1/teleporter/addresses/{address}/messages',
    aliasOf: 'listIcmAddressMessages',
  },
} as const;

export const contractEndpoints = {
  ...deprecated,
  getChain: {
    ...complete,
    path: '/v1/chains/{chainId}',
    summary: 'One EVM chain',
    pathParams: chain,
    query: noQuery,
    response: EvmChain,
  },
  getContractMetadata: {
    ...complete,
    path: '/v1/chains/{chainId}/addresses/{address}',
    summary: "A contract's name, symbol, kind, logo, links and deployment; 404 for an address that is not a contract",
    pathParams: chainAddress,
    query: noQuery,
    response: ContractMetadata,
  },
  listTokenTransfers: {
    ...complete,
    path: '/v1/chains/{chainId}/tokens/{address}/transfers',
    summary: 'Transfers of one token (ERC-20, ERC-721 or ERC-1155), newest first',
    pathParams: chainAddress,
    ...paged('transfers', 10, 100, { startBlock: intParam(0).optional(), endBlock: intParam(0).optional() }),
    response: listResponse({ transfers: z.array(TokenTransfer) }),
  },
  listContractDeployments: {
    ...complete,
    path: '/v1/chains/{chainId}/contracts/{address}/deployments',
    summary: 'The contracts an address deployed, newest first',
    pathParams: chainAddress,
    ...paged('contracts', 10, 100, {}),
    response: listResponse({ contracts: z.array(ContractMetadata) }),
  },
  listAddressChains,
  listLatestBlocksAllChains,
  listLatestTransactionsAllChains,
  getNftToken: {
    ...complete,
    path: '/v1/chains/{chainId}/nfts/collections/{address}/tokens/{tokenId}',
    summary: 'One NFT with its metadata',
    pathParams: chainAddress.extend({ tokenId }),
    query: noQuery,
    response: NftTokenDetails,
  },
} as const satisfies Record<string, EndpointDef>;
