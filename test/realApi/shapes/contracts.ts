import { CONTRACT_RESPONSES } from '../endpoints/contract.samples';
import { blocks, chains, transactions } from '../samples';
import { EVM_ADDRESS, NFT_CONTRACT, NOW, OTHER } from './common';
import { evmAnswers } from './evm';
import { icmAnswers } from './icm';

/**
 * The real Data API's answers to the reads that complete its EVM half (chainkit 0.3.13's components named on each), with
 * what a liberal reader must take: an ercType Ridgeline does not know, a contract with no logo, an NFT of the other kind,
 * and the deprecated paths answering as the rows they stand for.
 */
const [cChain] = chains.chains;
/** ListEvmBlocksResponse without the malformed block that listLatestBlocks plants. */
const wellFormedBlocks = { ...blocks, blocks: blocks.blocks.filter((b) => typeof b.blockTimestamp === 'number') };
/** ListTransfersResponse: an ERC-20 transfer and an ERC-721 one, as the list mixes the kinds of one token's contract. */
const tokenTransfers = {
  ...CONTRACT_RESPONSES.listTokenTransfers,
  transfers: [...CONTRACT_RESPONSES.listTokenTransfers.transfers, ...evmAnswers.listErc721Transfers.transactions],
};
/** ListAddressChainsResponse: indexed chains as ChainInfo, ids of chains the API does not index as bare strings. */
const addressChains = { indexedChains: [cChain], unindexedChains: ['11111'] };

/** ListContractsResponse: an Erc721Contract with no logo, and an ercType added after chainkit 0.3.13 came out. */
const deployments = {
  nextPageToken: 'eyJpIjo0fQ',
  contracts: [
    {
      address: NFT_CONTRACT,
      ercType: 'ERC-721',
      name: 'Ridge Apes',
      symbol: 'RIDGE',
      deploymentDetails: { txHash: `0x${'ab'.repeat(32)}`, deployerAddress: EVM_ADDRESS },
    },
    { address: OTHER, ercType: 'ERC-404', name: 'Hybrid', symbol: 'HYB', decimals: 18 },
  ],
};

/** GetTokenDetailsResponse: Erc1155Token & { ercType: 'ERC-1155' }, its metadata only partly indexed. */
const nftToken = {
  address: '0x2953399124f0cbb46d2cbacd8a89cf0599974963',
  ercType: 'ERC-1155',
  tokenId: '42',
  tokenUri: 'ipfs://token/42',
  metadata: { indexStatus: 'INDEXED_PARTIALLY', name: 'Summit pass', decimals: 0, properties: '{}', metadataLastUpdatedTimestamp: NOW },
};

export const contractAnswers = {
  getChain: cChain,
  getContractMetadata: CONTRACT_RESPONSES.getContractMetadata,
  listTokenTransfers: tokenTransfers,
  listContractDeployments: deployments,
  listAddressChains: addressChains,
  listLatestBlocksAllChains: wellFormedBlocks,
  listLatestTransactionsAllChains: transactions,
  getNftToken: nftToken,
  listAllLatestBlocks: wellFormedBlocks,
  listAllLatestTransactions: transactions,
  getAddressChains: addressChains,
  listTeleporterMessages: icmAnswers.listIcmMessages,
  getTeleporterMessage: icmAnswers.getIcmMessage,
  listTeleporterAddressMessages: icmAnswers.listIcmAddressMessages,
};
