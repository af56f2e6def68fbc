import { z } from 'zod';
import { chain, chainAddress, type EndpointDef, listResponse, noQuery, paged } from '../endpointDef';
import { DeploymentTransaction, Erc721Transfer, EvmTransaction, NativeTokenBalance } from '../evm';
import { Erc1155Transfer, Erc20Transfer, InternalTransaction, TransactionDetails } from '../evmExplorer';
import { chainIdParam, currencyParam, evmAddress, HASH32, intParam, listParam, SortOrder } from '../params';
import { resource } from '../schema';
import { CollectibleBalance, Erc1155TokenBalance, Erc20TokenBalance, Erc721TokenBalance } from '../tokens';

/**
 * The EVM explorer's reads that the interface lacks, on the real Data API's paths and shapes (its EVM
 * transactions and token balances): one transaction, a block's transactions, an address's history by kind
 * and its token balances. Each costs 20 compute units, like the real API's other EVM reads.
 */

const txHash = z.string().regex(HASH32, 'must be a 0x transaction hash of 32 bytes (64 hex digits)');
const blockId = z.string().refine((s) => /^\d{1,20}$/.test(s) || HASH32.test(s), 'must be a block number or a 0x block hash');
/** startBlock is inclusive, endBlock exclusive. */
const blockRange = { startBlock: intParam(0).optional(), endBlock: intParam(0).optional() };
const blockNumber = z
  .string()
  .regex(/^\d{1,20}$/, 'must be a block number')
  .optional();
/** The real API's boolean query params arrive as text. */
const booleanParam = z.union([z.boolean(), z.enum(['true', 'false'])]).transform((v) => v === true || v === 'true');
const beyond = { service: 'data', source: 'beyond', computeUnits: 20, method: 'GET' } as const;
const nativeTokenBalance = NativeTokenBalance;

export const evmEndpoints = {
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
  getTransaction: {
    ...beyond,
    path: '/v1/chains/{chainId}/transactions/{txHash}',
    summary: 'A transaction with its token transfers, internal calls and message info',
    pathParams: z.object({ chainId: chainIdParam, txHash }),
    query: noQuery,
    response: DeploymentTransaction,
  },
  listBlockTransactions: {
    ...beyond,
    path: '/v1/chains/{chainId}/blocks/{blockId}/transactions',
    summary: 'Transactions of a block',
    pathParams: z.object({ chainId: chainIdParam, blockId }),
    ...paged('transactions', 10, 100, {}),
    response: listResponse({ transactions: z.array(EvmTransaction) }),
  },
  listTransactions: {
    ...beyond,
    path: '/v1/chains/{chainId}/addresses/{address}/transactions',
    summary: 'History of an address with its token transfers and internal transactions',
    pathParams: chainAddress,
    ...paged('transactions', 10, 100, { ...blockRange, sortOrder: SortOrder.optional() }),
    response: listResponse({ transactions: z.array(TransactionDetails) }),
  },
  listNativeTransactions: {
    ...beyond,
    path: '/v1/chains/{chainId}/addresses/{address}/transactions:listNative',
    summary: 'Native transactions of an address',
    pathParams: chainAddress,
    ...paged('transactions', 10, 100, blockRange),
    response: listResponse({ transactions: z.array(EvmTransaction) }),
  },
  listErc20Transfers: {
    ...beyond,
    path: '/v1/chains/{chainId}/addresses/{address}/transactions:listErc20',
    summary: 'ERC-20 transfers of an address',
    pathParams: chainAddress,
    ...paged('transactions', 10, 100, blockRange),
    response: listResponse({ transactions: z.array(Erc20Transfer) }),
  },
  listErc1155Transfers: {
    ...beyond,
    path: '/v1/chains/{chainId}/addresses/{address}/transactions:listErc1155',
    summary: 'ERC-1155 transfers of an address',
    pathParams: chainAddress,
    ...paged('transactions', 10, 100, blockRange),
    response: listResponse({ transactions: z.array(Erc1155Transfer) }),
  },
  listInternalTransactions: {
    ...beyond,
    path: '/v1/chains/{chainId}/addresses/{address}/transactions:listInternals',
    summary: 'Internal transactions of an address (value calls and creations)',
    pathParams: chainAddress,
    ...paged('transactions', 10, 100, blockRange),
    response: listResponse({ transactions: z.array(InternalTransaction) }),
  },
  listErc20Balances: {
    ...beyond,
    path: '/v1/chains/{chainId}/addresses/{address}/balances:listErc20',
    summary: 'ERC-20 balances of an address, priced, spam filtered',
    pathParams: chainAddress,
    ...paged('erc20TokenBalances', 10, 500, {
      blockNumber,
      filterSpamTokens: booleanParam.optional().default(true),
      contractAddresses: listParam(evmAddress, 100)
        .transform((a) => a.join(','))
        .optional(),
      currency: currencyParam,
    }),
    response: listResponse({ nativeTokenBalance, erc20TokenBalances: z.array(Erc20TokenBalance) }),
  },
  listErc721Balances: {
    ...beyond,
    path: '/v1/chains/{chainId}/addresses/{address}/balances:listErc721',
    summary: 'ERC-721 tokens an address holds',
    pathParams: chainAddress,
    ...paged('erc721TokenBalances', 10, 500, { contractAddress: evmAddress.optional() }),
    response: listResponse({ nativeTokenBalance, erc721TokenBalances: z.array(Erc721TokenBalance) }),
  },
  listErc1155Balances: {
    ...beyond,
    path: '/v1/chains/{chainId}/addresses/{address}/balances:listErc1155',
    summary: 'ERC-1155 balances of an address',
    pathParams: chainAddress,
    ...paged('erc1155TokenBalances', 10, 500, { blockNumber, contractAddress: evmAddress.optional() }),
    response: listResponse({ nativeTokenBalance, erc1155TokenBalances: z.array(Erc1155TokenBalance) }),
  },
} as const satisfies Record<string, EndpointDef>;
