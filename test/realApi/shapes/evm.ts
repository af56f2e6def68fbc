import { blocks, chains, nativeBalance, transactions } from '../samples';
import { account, EVM_ADDRESS, hash, NFT_CONTRACT, NOW, OTHER, TOKEN, usdc } from './common';

/**
 * The real Data API's EVM answers (its OpenAPI document's schemas named on each), with what the
 * real API does that the interface does not: prices as JSON numbers, enum values Ridgeline does
 * not know, items missing fields that look required, and one malformed item (in samples.ts).
 */

/** ListEvmBlocksResponse / GetEvmBlockResponse: an EvmBlock with its numbers as decimal strings. */
const evmBlock = blocks.blocks[0]!;

/** FullNativeTransactionDetails: the native transaction of GetTransactionResponse, with its input and EIP-1559 fees. */
const nativeTransaction = {
  ...transactions.transactions[0]!,
  txHash: hash(0xfee),
  input: '0xa9059cbb',
  baseFeePerGas: '25000000000',
  maxFeePerGas: '30000000000',
  maxPriorityFeePerGas: '1000000000',
  method: { callType: 'CONTRACT_CALL', methodHash: '0xa9059cbb', methodName: 'transfer(address,uint256)' },
  to: { address: TOKEN, name: 'USD Coin', symbol: 'USDC', decimals: 6, logoUri: usdc.logoUri },
};

/** Erc721Token with Erc721TokenMetadata: indexStatus is an open enum (the real API adds values). */
const erc721Token = {
  address: NFT_CONTRACT,
  name: 'Ridge Apes',
  symbol: 'RIDGE',
  ercType: 'ERC-721',
  tokenId: '7',
  tokenUri: 'ipfs://bafy/7',
  ownerAddress: EVM_ADDRESS,
  metadata: {
    indexStatus: 'indexed',
    metadataLastUpdatedTimestamp: NOW,
    name: 'Ridge Ape #7',
    imageUri: 'ipfs://bafy/7.png',
    description: 'A ridge ape',
    attributes: '[{"trait_type":"Hat","value":"Beanie"}]',
  },
};
/** Erc1155Token with Erc1155TokenMetadata. */
const erc1155Token = {
  address: '0x2953399124f0cbb46d2cbacd8a89cf0599974963',
  ercType: 'ERC-1155',
  tokenId: '42',
  tokenUri: 'ipfs://token/42',
  metadata: { indexStatus: 'INDEXED_PARTIALLY', name: 'Summit pass', decimals: 0, properties: '{}' },
};

/** InternalTransaction of a type the interface does not list (SELFDESTRUCT): shown as it came. */
const selfDestruct = {
  from: account(TOKEN),
  to: account(OTHER),
  internalTxType: 'SELFDESTRUCT',
  value: '0',
  isReverted: false,
  gasUsed: '5000',
  gasLimit: '5000',
};

/** GetTransactionResponse: the native transaction and the transfers and internal calls it made. */
const transactionDetail = {
  nativeTransaction,
  erc20Transfers: [{ from: account(EVM_ADDRESS), to: account(OTHER), logIndex: 0, value: '2500000', erc20Token: usdc }],
  internalTransactions: [selfDestruct],
  networkTokenDetails: {
    networkToken: {
      name: 'Avalanche',
      symbol: 'AVAX',
      decimals: 18,
      logoUri: 'https://images.ctfassets.net/avax.svg',
      description: 'AVAX',
    },
    currentPrice: { currencyCode: 'usd', value: 35.24 },
    historicalPrice: { currencyCode: 'usd', value: 41.07 },
  },
};
/** TransactionDetails of ListTransactionDetailsResponse: the history item groups what the address took part in. */
const historyItem = {
  nativeTransaction: transactions.transactions[1],
  erc20Transfers: transactionDetail.erc20Transfers,
  erc721Transfers: [],
  erc1155Transfers: [],
  internalTransactions: [],
};
const located = { blockNumber: '70000000', blockTimestamp: NOW, blockHash: hash(70_000_000), txHash: hash(0xabc000) };

/** What Erc20TokenBalance carries: price and balanceValue as numbers, tokenReputation null off the C-Chain's known list. */
const erc20Balance = {
  ...usdc,
  chainId: '43114',
  balance: '1250000000',
  balanceValue: { currencyCode: 'usd', value: 1249.75 },
  tokenReputation: null,
};

export const evmAnswers = {
  listChains: chains,
  listLatestBlocks: blocks,
  getBlock: evmBlock,
  listLatestTransactions: transactions,
  getNativeBalance: nativeBalance,
  /** ListCollectibleBalancesResponse: an ERC-721 and an ERC-1155 (which carries balance) item. */
  listCollectibleBalances: {
    nextPageToken: 'eyJvIjoxfQ',
    collectibleBalances: [
      { ...erc721Token, chainId: '43114' },
      { ...erc1155Token, name: 'Summit passes', symbol: 'PASS', chainId: '43114', balance: '3' },
    ],
  },
  /** ListErc721TransactionsResponse: the second transfer lacks its token, which the schema marks required. */
  listErc721Transfers: {
    transactions: [
      { ...located, from: account(OTHER), to: account(EVM_ADDRESS), logIndex: 3, erc721Token },
      { ...located, txHash: hash(0xabc001), from: account(EVM_ADDRESS), to: account(OTHER), logIndex: 1 },
    ],
  },
  /** GetTransactionResponse of a contract's deployment: prices as numbers. */
  getDeploymentTransaction: {
    ...transactionDetail,
    erc20Transfers: [],
    internalTransactions: [],
    nativeTransaction: { ...nativeTransaction, to: account(NFT_CONTRACT) },
  },
  /** ListNftTokens: Erc721Token items; the second's metadata says the URI could not be reached. */
  listNftTokens: {
    nextPageToken: 'eyJvIjoxMH0',
    tokens: [
      erc721Token,
      { ...erc721Token, tokenId: '8', tokenUri: 'https://gone.example/8', metadata: { indexStatus: 'unreachable_token_uri' } },
    ],
  },
  /** The reindex answers 201 with no body. */
  reindexNft: null,
  getTransaction: transactionDetail,
  listBlockTransactions: transactions,
  listTransactions: { nextPageToken: 'eyJvIjoxMH0', transactions: [historyItem] },
  listNativeTransactions: transactions,
  /** ListErc20TransactionsResponse: Erc20Transfer items (the token's price a number). */
  listErc20Transfers: {
    transactions: [{ ...located, from: account(EVM_ADDRESS), to: account(OTHER), logIndex: 0, value: '2500000', erc20Token: usdc }],
  },
  /** ListErc1155TransactionsResponse. */
  listErc1155Transfers: {
    transactions: [{ ...located, from: account(OTHER), to: account(EVM_ADDRESS), logIndex: 2, value: '3', erc1155Token }],
  },
  /** ListInternalTransactionsResponse: InternalTransaction items, one of a type the interface does not list. */
  listInternalTransactions: {
    transactions: [
      {
        ...located,
        from: account(EVM_ADDRESS),
        to: account(OTHER),
        internalTxType: 'CALL',
        value: '1000000000000000000',
        isReverted: false,
        gasUsed: '2300',
        gasLimit: '2300',
      },
      { ...located, ...selfDestruct },
    ],
  },
  /** ListErc20BalancesResponse: the native balance beside the tokens, all prices as numbers. */
  listErc20Balances: { nativeTokenBalance: nativeBalance.nativeTokenBalance, erc20TokenBalances: [erc20Balance] },
  /** ListErc721BalancesResponse. */
  listErc721Balances: { nativeTokenBalance: nativeBalance.nativeTokenBalance, erc721TokenBalances: [{ ...erc721Token, chainId: '43114' }] },
  /** ListErc1155BalancesResponse: Erc1155TokenBalance carries balance. */
  listErc1155Balances: {
    nativeTokenBalance: nativeBalance.nativeTokenBalance,
    erc1155TokenBalances: [{ ...erc1155Token, chainId: '43114', balance: '3' }],
  },
};
