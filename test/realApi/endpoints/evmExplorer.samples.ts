import { dataList, dataRead, type SpecRow } from '../endpointSpec';

/**
 * Test data of the EVM explorer rows beyond the interface (endpoints/evm.ts), beside them so the endpoint
 * table's tests take them in like the rest. The contract (query params, which are required, page sizes) is written
 * out by hand from the real Data API's EVM reads (docs/api-contract.md, Reads beyond the interface).
 */

const blockRange = { startBlock: 'optional', endBlock: 'optional' } as const;

export const EVM_EXPLORER_SPEC: Record<string, SpecRow> = {
  'GET /v1/chains/{chainId}/transactions/{txHash}': dataRead(),
  'GET /v1/chains/{chainId}/blocks/{blockId}/transactions': dataList(),
  'GET /v1/chains/{chainId}/addresses/{address}/transactions': dataList({ ...blockRange, sortOrder: 'optional' }),
  'GET /v1/chains/{chainId}/addresses/{address}/transactions:listNative': dataList(blockRange),
  'GET /v1/chains/{chainId}/addresses/{address}/transactions:listErc20': dataList(blockRange),
  'GET /v1/chains/{chainId}/addresses/{address}/transactions:listErc1155': dataList(blockRange),
  'GET /v1/chains/{chainId}/addresses/{address}/transactions:listInternals': dataList(blockRange),
  'GET /v1/chains/{chainId}/addresses/{address}/balances:listErc20': dataList(
    { blockNumber: 'optional', filterSpamTokens: 'optional', contractAddresses: 'optional', currency: 'optional' },
    [10, 500],
  ),
  'GET /v1/chains/{chainId}/addresses/{address}/balances:listErc721': dataList({ contractAddress: 'optional' }, [10, 500]),
  'GET /v1/chains/{chainId}/addresses/{address}/balances:listErc1155': dataList(
    { blockNumber: 'optional', contractAddress: 'optional' },
    [10, 500],
  ),
};

const EVM = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const HASH = '0x88e96d4537bea4d9c05d12549907b32561d3bf31f45aae734cdc119f13406cb6';
const page = { pageToken: 'eyJvZmZzZXQiOjEwfQ', pageSize: 25 };
const range = { ...page, startBlock: 10, endBlock: 20 };
const at = { chainId: '43114', address: EVM };

export const EVM_EXPLORER_SAMPLES = {
  getTransaction: { valid: { chainId: '43114', txHash: HASH }, invalid: { chainId: '43114', txHash: '0x1234' }, field: 'txHash' },
  listBlockTransactions: {
    valid: { chainId: '43114', blockId: HASH, ...page },
    invalid: { chainId: '43114', blockId: 'latest' },
    field: 'blockId',
  },
  listTransactions: { valid: { ...at, ...range, sortOrder: 'asc' }, invalid: { ...at, sortOrder: 'newest' }, field: 'sortOrder' },
  listNativeTransactions: { valid: { ...at, ...range }, invalid: { ...at, startBlock: -1 }, field: 'startBlock' },
  listErc20Transfers: { valid: { ...at, ...range }, invalid: { chainId: '43114', address: '0x12' }, field: 'address' },
  listErc1155Transfers: { valid: { ...at, ...range }, invalid: { ...at, endBlock: 'later' }, field: 'endBlock' },
  listInternalTransactions: { valid: { ...at, ...range }, invalid: { chainId: 'c chain', address: EVM }, field: 'chainId' },
  listErc20Balances: {
    valid: { ...at, ...page, blockNumber: '123', filterSpamTokens: false, contractAddresses: [EVM], currency: 'eur' },
    invalid: { ...at, filterSpamTokens: 'maybe' },
    field: 'filterSpamTokens',
  },
  listErc721Balances: {
    valid: { ...at, ...page, contractAddress: EVM },
    invalid: { ...at, contractAddress: 'x' },
    field: 'contractAddress',
  },
  listErc1155Balances: {
    valid: { ...at, ...page, blockNumber: '5', contractAddress: EVM },
    invalid: { ...at, blockNumber: 'latest' },
    field: 'blockNumber',
  },
} as const;
