import { PRIMARY_EXPLORER_RESPONSES } from '../endpoints/primaryExplorer.samples';
import { textGenesisChain, xChainBalances } from '../samples';
import { avax, BLOCK_ID, C_CHAIN_ID, L1_CHAIN, L1_SUBNET, NODE_ID, NOW, P_ADDRESS, TX_ID, X_ADDRESS } from './common';

/**
 * The real Data API's Primary Network answers (schemas of its OpenAPI document named on each):
 * a genesis as text, X-Chain locked/unlocked balances, rewards priced with numbers, reward and
 * transaction types the interface does not list, and items missing fields the schema requires.
 */

/** Blockchain of an EVM L1: genesisData is the parsed EVM genesis (EvmGenesisDto). */
const evmChain = {
  createBlockTimestamp: 1_700_000_000,
  createBlockNumber: '9876500',
  blockchainId: L1_CHAIN,
  vmId: 'srEXiWaHuhNyGwPUi444Tu47ZEDwxTWrbQiuD7FmgSAQ6X7Dy',
  subnetId: L1_SUBNET,
  blockchainName: 'Dispatch',
  evmChainId: 779672,
  genesisData: {
    config: { chainId: 779672, feeConfig: { gasLimit: 15_000_000, minBaseFee: 25_000_000_000, targetBlockRate: 2 } },
    gasLimit: '0xe4e1c0',
    alloc: {},
  },
};
/** Subnet: an L1 with its validator manager, the deprecated owner fields beside subnetOwnershipInfo. */
const l1 = {
  createBlockTimestamp: 1_700_000_000,
  createBlockIndex: '9876499',
  subnetId: L1_SUBNET,
  ownerAddresses: [P_ADDRESS],
  threshold: 1,
  locktime: 0,
  subnetOwnershipInfo: { locktime: 0, threshold: 1, addresses: [P_ADDRESS] },
  isL1: true,
  l1ConversionTransactionHash: TX_ID,
  l1ValidatorManagerDetails: { blockchainId: L1_CHAIN, contractAddress: '0x0feedc0de0000000000000000000000000000000' },
  blockchains: [evmChain, textGenesisChain],
};
/** A plain subnet listed with only its id and blockchains' ids, as the real list sometimes sends them. */
const bareSubnet = {
  subnetId: '2bRCr6B4MiEfSjidDwxDpdCyviwnfUVqB2HGwhm947w9YYqb7r',
  blockchains: [{ blockchainId: 'q2aTwKuyzgs8pynF7UXBZCU7DejbZbZ6EUyHr3JQzYgwNPUPi' }],
};

/** PChainBalance: the P-Chain categories, plus one the interface does not name (kept under its own key). */
const pChainBalances = {
  balances: {
    unlockedUnstaked: [avax('1500000000000')],
    unlockedStaked: [avax('2000000000000')],
    lockedPlatform: [],
    lockedStakeable: [],
    lockedStaked: [],
    pendingStaked: [avax('25000000000')],
    atomicMemoryUnlocked: [{ ...avax('100000000'), sharedWithChainId: C_CHAIN_ID }],
    atomicMemoryLocked: [],
    unlockedUnstakedL1ValidatorFees: [avax('4200000000')],
  },
  chainInfo: { chainName: 'p-chain', network: 'mainnet' },
};

/** HistoricalReward: reward is AssetWithPriceInfo, its historicalPrice value a JSON number. */
const historicalReward = {
  addresses: [P_ADDRESS],
  txHash: TX_ID,
  amountStaked: '2000000000000',
  nodeId: NODE_ID,
  startTimestamp: NOW - 30 * 86_400,
  endTimestamp: NOW - 86_400,
  rewardType: 'VALIDATOR',
  utxoId: BLOCK_ID,
  outputIndex: 1,
  reward: { ...avax('10345678901'), historicalPrice: { currencyCode: 'usd', value: 28.4 } },
  rewardTxHash: BLOCK_ID,
};
/** PendingReward: progress is a percentage; the second carries a reward type newer than the interface's list. */
const pendingReward = {
  addresses: [P_ADDRESS],
  txHash: TX_ID,
  amountStaked: '25000000000',
  nodeId: NODE_ID,
  startTimestamp: NOW - 86_400,
  endTimestamp: NOW + 13 * 86_400,
  rewardType: 'DELEGATOR',
  progress: 7.14,
  estimatedReward: avax('12345678'),
};

/** XChainNonLinearTransaction: a vertex-era transaction; its emitted UTXO carries consumedOnChainId though unspent. */
const vertexTx = {
  txHash: TX_ID,
  chainFormat: 'non-linear',
  timestamp: 1_650_000_000,
  txType: 'BaseTx',
  memo: '',
  consumedUtxos: [
    {
      addresses: [X_ADDRESS.slice(2)],
      asset: avax('5001000000'),
      consumedOnChainId: '2oYMBNV4eNHyqk2fjjV5nVQLDbtmNJzq5s3qs3Lo6ftnC6FByM',
      consumingTxHash: TX_ID,
      createdOnChainId: '2oYMBNV4eNHyqk2fjjV5nVQLDbtmNJzq5s3qs3Lo6ftnC6FByM',
      utxoId: BLOCK_ID,
      outputIndex: '0',
      utxoType: 'TRANSFER',
      timestamp: 1_649_000_000,
      threshold: 1,
      locktime: 0,
    },
  ],
  emittedUtxos: [
    {
      addresses: [X_ADDRESS.slice(2)],
      asset: avax('5000000000'),
      consumedOnChainId: '2oYMBNV4eNHyqk2fjjV5nVQLDbtmNJzq5s3qs3Lo6ftnC6FByM',
      createdOnChainId: '2oYMBNV4eNHyqk2fjjV5nVQLDbtmNJzq5s3qs3Lo6ftnC6FByM',
      utxoId: '2eXYJLQwjx2RLAYsRg2VJGALSxX6WTZVE9xbw2Lqcx8Y4ahZYz',
      outputIndex: '0',
      utxoType: 'TRANSFER',
      timestamp: 1_650_000_000,
      threshold: 1,
      locktime: 0,
    },
  ],
  amountUnlocked: [avax('5001000000')],
  amountCreated: [avax('5000000000')],
  sourceChain: '2oYMBNV4eNHyqk2fjjV5nVQLDbtmNJzq5s3qs3Lo6ftnC6FByM',
  destinationChain: '2oYMBNV4eNHyqk2fjjV5nVQLDbtmNJzq5s3qs3Lo6ftnC6FByM',
  vertices: [{ hash: BLOCK_ID, height: 1_234_000, timestamp: 1_650_000_000 }],
};
/** XChainLinearTransaction: after the linearisation, a block instead of vertices. */
const linearTx = {
  ...vertexTx,
  txHash: '2Jx1nZ3mG7xQ2qQkGf1FqfW9yW3FkZfT9S5wJ3kZ8xXxZcY8dV',
  chainFormat: 'linear',
  timestamp: NOW - 3600,
  vertices: undefined,
  blockHeight: 1_234_567,
  blockHash: BLOCK_ID,
};

/** XChainVertex: every field required by the schema is present. */
const vertex = {
  vertexHash: BLOCK_ID,
  parentHashes: [TX_ID],
  vertexHeight: 1_234_000,
  vertexIndex: 3,
  vertexTimestamp: 1_650_000_000,
  txCount: 1,
  transactions: [TX_ID],
  vertexSizeBytes: 1024,
};

/** SignatureAggregationResponse: the aggregated Warp message as hex. */
const signed = { signedMessage: `0x${'ab'.repeat(96)}` };

export const primaryNetworkAnswers = {
  aggregateSignatures: signed,
  getAggregatedSignatures: signed,
  /** ListBlockchainsResponse: an EVM chain (genesis an object) and a chain of another VM (genesis a JSON string). */
  listBlockchains: { nextPageToken: 'eyJvIjoxMDB9', blockchains: [evmChain, textGenesisChain] },
  getBlockchain: textGenesisChain,
  getSubnet: l1,
  /** ListSubnetsResponse: the L1 and a subnet sent with only its ids. */
  listSubnets: { subnets: [l1, bareSubnet] },
  /** ChainAddressChainIdMapListResponse. */
  listChainIdsForAddresses: {
    addresses: [
      {
        address: P_ADDRESS,
        blockchainIds: ['11111111111111111111111111111111LpoYY', '2oYMBNV4eNHyqk2fjjV5nVQLDbtmNJzq5s3qs3Lo6ftnC6FByM'],
      },
    ],
  },
  /** The X-Chain's locked/unlocked form (ListXChainBalancesResponse); the P-Chain form is pChainBalances. */
  getPrimaryBalances: xChainBalances,
  /** ListXChainTransactionsResponse: a vertex-era and a linear transaction. */
  listAssetTransactions: { transactions: [linearTx, vertexTx], chainInfo: { chainName: 'x-chain', network: 'mainnet' } },
  listHistoricalRewards: {
    nextPageToken: 'eyJvIjoxMH0',
    historicalRewards: [
      historicalReward,
      {
        ...historicalReward,
        rewardType: 'VALIDATOR_FEE',
        txHash: BLOCK_ID,
        reward: { ...avax('987654321'), historicalPrice: { currencyCode: 'usd', value: 3.5e1 } },
      },
    ],
  },
  listPendingRewards: { pendingRewards: [pendingReward, { ...pendingReward, txHash: BLOCK_ID, rewardType: 'L1_VALIDATOR' }] },
  /** ListXChainVerticesResponse. */
  listVertices: {
    vertices: [vertex, { ...vertex, vertexHash: TX_ID, vertexHeight: 1_233_999, vertexIndex: 2 }],
    chainInfo: { chainName: 'x-chain', network: 'mainnet' },
  },
  ...PRIMARY_EXPLORER_RESPONSES,
};

export { pChainBalances };
