import { dataList, dataRead, type SpecRow } from '../endpointSpec';
import { ICM_SAMPLES, ICM_SPEC } from './icm.samples';

/**
 * Test data of the rows that complete the EVM reads (endpoints/contracts.ts), kept beside them. The contract (query params,
 * which are required, page sizes) is written out from chainkit 0.3.13's operations (dataEvmChainsGet,
 * dataEvmContractsGetMetadata, dataEvmContractsListTransfers, dataEvmAddressContractsListDeployments,
 * dataEvmAddressChainsList, dataEvmBlocksListLatestAllChains, dataEvmTransactionsListLatestAllChains, dataNftsGet and the
 * deprecated dataEvmChains* and dataTeleporter* paths); the responses follow its components of the same names.
 */

const allChains = { network: 'optional' } as const;
export const CONTRACT_SPEC: Record<string, SpecRow> = {
  'GET /v1/chains/allBlocks': dataList(allChains),
  'GET /v1/chains/allTransactions': dataList({ ...allChains, status: 'optional' }),
  'GET /v1/chains/address/{address}': dataRead(),
  'GET /v1/teleporter/messages': ICM_SPEC['GET /v1/icm/messages'],
  'GET /v1/teleporter/messages/{messageId}': ICM_SPEC['GET /v1/icm/messages/{messageId}'],
  'GET /v1/teleporter/addresses/{address}/messages': ICM_SPEC['GET /v1/icm/addresses/{address}/messages'],
  'GET /v1/chains/{chainId}': dataRead(),
  'GET /v1/chains/{chainId}/addresses/{address}': dataRead(),
  'GET /v1/chains/{chainId}/tokens/{address}/transfers': dataList({ startBlock: 'optional', endBlock: 'optional' }),
  'GET /v1/chains/{chainId}/contracts/{address}/deployments': dataList(),
  'GET /v1/address/{address}/chains': dataRead(),
  'GET /v1/blocks': dataList(allChains),
  'GET /v1/transactions': dataList({ ...allChains, status: 'optional' }),
  'GET /v1/chains/{chainId}/nfts/collections/{address}/tokens/{tokenId}': dataRead(),
};

const EVM = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const page = { pageToken: 'eyJvZmZzZXQiOjEwfQ', pageSize: 25 };
const at = { chainId: '43114', address: EVM };

const blocks = { valid: { ...page, network: 'mainnet' }, invalid: { network: 'devnet' }, field: 'network' };
const transactions = { valid: { ...page, network: 'fuji', status: 'success' }, invalid: { status: 'pending' }, field: 'status' };
const addressChains = { valid: { address: EVM }, invalid: { address: '0x12' }, field: 'address' };

export const CONTRACT_SAMPLES = {
  listAllLatestBlocks: blocks,
  listAllLatestTransactions: transactions,
  getAddressChains: addressChains,
  listTeleporterMessages: ICM_SAMPLES.listIcmMessages,
  getTeleporterMessage: ICM_SAMPLES.getIcmMessage,
  listTeleporterAddressMessages: ICM_SAMPLES.listIcmAddressMessages,
  getChain: { valid: { chainId: '43114' }, invalid: { chainId: 'c chain' }, field: 'chainId' },
  getContractMetadata: { valid: at, invalid: { chainId: '43114', address: 'usdc' }, field: 'address' },
  listTokenTransfers: { valid: { ...at, ...page, startBlock: 1, endBlock: 9 }, invalid: { ...at, startBlock: -1 }, field: 'startBlock' },
  listContractDeployments: { valid: { ...at, ...page }, invalid: { ...at, pageSize: 101 }, field: 'pageSize' },
  listAddressChains: addressChains,
  listLatestBlocksAllChains: blocks,
  listLatestTransactionsAllChains: transactions,
  getNftToken: { valid: { ...at, tokenId: '7' }, invalid: { ...at, tokenId: '0x7' }, field: 'tokenId' },
};

const TOKEN = '0xb97ef9ef8734c71904d8002f8b6bc66dd9c48a6e';
const erc20Contract = {
  address: TOKEN,
  ercType: 'ERC-20',
  name: 'USD Coin',
  symbol: 'USDC',
  decimals: 6,
  description: 'A fully collateralized US dollar stablecoin',
  officialSite: 'https://www.circle.com/usdc',
  email: 'support@circle.example',
  logoAsset: { assetId: 'usdc-logo', imageUri: 'https://images.ctfassets.net/usdc.png' },
  bannerAsset: { assetId: 'usdc-banner', imageUri: 'https://images.ctfassets.net/usdc-banner.png' },
  color: '#2775CA',
  resourceLinks: [{ type: 'Website', url: 'https://www.circle.com/usdc' }],
  tags: ['stablecoin'],
  deploymentDetails: {
    txHash: '0x88e96d4537bea4d9c05d12549907b32561d3bf31f45aae734cdc119f13406cb6',
    deployerAddress: EVM.toLowerCase(),
    deployerContractAddress: '0x0000000000000000000000000000000000000000',
  },
  pricingProviders: { coingeckoCoinId: 'usd-coin' },
};
const erc20Token = {
  address: TOKEN,
  name: 'USD Coin',
  symbol: 'USDC',
  decimals: 6,
  logoUri: 'https://images.ctfassets.net/usdc.png',
  ercType: 'ERC-20',
  price: { currencyCode: 'usd', value: '0.9998' },
};
const transfer = {
  blockNumber: '41000000',
  blockTimestamp: 1_700_000_000,
  blockHash: '0x1f9c3a8e2d4b6c0a7e5f3d1b9a8c7e6f5d4c3b2a1908f7e6d5c4b3a29181f0e1',
  txHash: '0x88e96d4537bea4d9c05d12549907b32561d3bf31f45aae734cdc119f13406cb6',
  from: { address: EVM.toLowerCase() },
  to: { address: TOKEN, name: 'USD Coin', symbol: 'USDC', decimals: 6, logoUri: erc20Token.logoUri },
  logIndex: 3,
  value: '1250000',
  erc20Token,
};

export const CONTRACT_RESPONSES = {
  getContractMetadata: erc20Contract,
  listTokenTransfers: { nextPageToken: 'abc', transfers: [transfer] },
  listContractDeployments: { contracts: [erc20Contract, { address: EVM, ercType: 'UNKNOWN', name: 'Swap Router' }] },
};
