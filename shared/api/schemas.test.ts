import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import {
  AllowListConfig,
  AssetAmount,
  AtomicBalanceEntry,
  BalanceEntry,
  Blockchain,
  ChainInfo,
  CollectibleBalance,
  DeploymentTransaction,
  endpoints,
  Erc1155Metadata,
  Erc1155Token,
  Erc20Token,
  Erc721Metadata,
  Erc721Token,
  Erc721Transfer,
  ErrorBody,
  EvmAddressInfo,
  EvmBlock,
  EvmChain,
  EvmTransaction,
  FeeConfig,
  GenesisAllocEntry,
  GenesisConfig,
  GenesisData,
  HistoricalReward,
  Method,
  NativeTokenBalance,
  NativeTransaction,
  NetworkToken,
  Operation,
  PendingReward,
  Price,
  PrimaryBalances,
  PrimaryNetworkTransaction,
  Subnet,
  TeleporterMessageInfo,
  Utxo,
  Vertex,
  WarpConfig,
  type EndpointId,
} from '.';
import { PRIMARY_EXPLORER_RESPONSES } from '../../test/realApi/endpoints/primaryExplorer.samples';
import { ICM_RESPONSES } from '../../test/realApi/endpoints/icm.samples';
import { CONTRACT_RESPONSES } from '../../test/realApi/endpoints/contract.samples';

/**
 * Realistic samples of every resource of the interface (and the chain list's ChainInfo/EvmChain), each with
 * every field the spec names, so that a field missing from a schema shows up as a key mismatch.
 */
const AVAX = 'FvwEAhmxKfeiG8SnEvq42hc6whRyY3EFYAvebMqDNDGCgxN5Z';
const C_CHAIN = '2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5';
const X_CHAIN = '2oYMBNV4eNHyqk2fjjV5nVQLDbtmNJzq5s3qs3Lo6ftnC6FByM';
const PRIMARY = '11111111111111111111111111111111LpoYY';
const BLOCK_HASH = '0x88e96d4537bea4d9c05d12549907b32561d3bf31f45aae734cdc119f13406cb6';
const TX_HASH = '0x1a5b3c4f0e9d8c7b6a5f4e3d2c1b0a9f8e7d6c5b4a3f2e1d0c9b8a7f6e5d4c3b';
const ALICE = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const BOB = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';
const P_ADDR = 'avax18jma8ppw3nhx5r4ap8clazz0dps7rv5ukulre5';
const NODE = 'NodeID-7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg';

const price = { currencyCode: 'usd', value: '24.17' };
const assetAmount = { assetId: AVAX, name: 'Avalanche', symbol: 'AVAX', denomination: 9, type: 'secp256k1', amount: '2000000000000' };
const balanceEntry = { ...assetAmount, utxoCount: 3 };
const atomicBalanceEntry = { ...balanceEntry, sharedWithChainId: X_CHAIN, status: 'pendingExport' };
const chainInfo = { chainName: 'p-chain', network: 'mainnet' };
const alice = { name: 'Wrapped AVAX', symbol: 'WAVAX', decimals: 18, logoUri: 'https://images.example/wavax.png', address: ALICE };
const bob = { ...alice, name: 'Bob', symbol: 'BOB', address: BOB };
const method = { callType: 'CONTRACT_CALL', methodHash: '0xa9059cbb', methodName: 'transfer(address,uint256)' };
const nftMetadata = {
  indexStatus: 'indexed',
  metadataLastUpdatedTimestamp: 1_700_000_000,
  name: 'Ridge #12',
  symbol: 'RDG',
  imageUri: 'ipfs://bafy/12.png',
  description: 'A ridge',
  animationUri: 'ipfs://bafy/12.mp4',
  externalUrl: 'https://ridge.example/12',
  background: '#123456',
};
const erc721Metadata = { ...nftMetadata, attributes: '[{"trait_type":"peak","value":"high"}]' };
const erc1155Metadata = { ...nftMetadata, decimals: 0, properties: '{"edition":"first"}' };
const erc721Token = {
  address: ALICE,
  name: 'Ridges',
  symbol: 'RDG',
  ercType: 'ERC-721',
  tokenId: '12',
  tokenUri: 'ipfs://bafy/12.json',
  metadata: erc721Metadata,
  ownerAddress: BOB,
};
const erc1155Token = { address: BOB, ercType: 'ERC-1155', tokenId: '7', tokenUri: 'ipfs://bafy/7.json', metadata: erc1155Metadata };
const erc20Token = {
  address: ALICE,
  name: 'Wrapped AVAX',
  symbol: 'WAVAX',
  decimals: 18,
  logoUri: 'https://images.example/wavax.png',
  ercType: 'ERC-20',
  price,
};
// balance: how many the address holds, sent by the real API (its OpenAPI's ERC-1155 collectible), not by the interface.
const collectibleBalance = { ...erc721Token, chainId: '43114', balance: '1' };
const evmTransaction = {
  blockNumber: '41234567',
  blockTimestamp: 1_700_000_000,
  blockHash: BLOCK_HASH,
  chainId: '43114',
  blockIndex: 4,
  txHash: TX_HASH,
  txStatus: '1',
  txType: 2,
  gasLimit: '21000',
  gasUsed: '21000',
  gasPrice: '25000000000',
  nonce: '17',
  from: alice,
  to: bob,
  method,
  value: '1500000000000000000',
};
const nativeTransaction = {
  ...evmTransaction,
  input: '0x608060405234801561001057600080fd5b50',
  baseFeePerGas: '25000000000',
  maxFeePerGas: '30000000000',
  maxPriorityFeePerGas: '1000000000',
};
const evmBlock = {
  chainId: '43114',
  blockNumber: '41234567',
  blockTimestamp: 1_700_000_000,
  blockHash: BLOCK_HASH,
  txCount: 12,
  baseFee: '25000000000',
  gasUsed: '1234567',
  gasLimit: '15000000',
  gasCost: '0',
  parentHash: BLOCK_HASH.replace('88', '77'),
  feesSpent: '30864175000000000',
  cumulativeTransactions: '512345678',
};
const allowList = { blockTimestamp: 0, adminAddresses: [ALICE], managerAddresses: [], enabledAddresses: [BOB] };
const feeConfig = {
  baseFeeChangeDenominator: 36,
  blockGasCostStep: 200000,
  gasLimit: 15000000,
  maxBlockGasCost: 1000000,
  minBaseFee: 25000000000,
  minBlockGasCost: 0,
  targetBlockRate: 2,
  targetGas: 15000000,
};
const warpConfig = { blockTimestamp: 1_700_000_000, quorumNumerator: 67, requirePrimaryNetworkSigners: false };
const genesisConfig = {
  berlinBlock: 0,
  byzantiumBlock: 0,
  constantinopleBlock: 0,
  eip150Block: 0,
  eip155Block: 0,
  eip158Block: 0,
  homesteadBlock: 0,
  istanbulBlock: 0,
  londonBlock: 0,
  muirGlacierBlock: 0,
  petersburgBlock: 0,
  chainId: 99999,
  eip150Hash: '0x2086799aeebeae135c246c65021c82b4e15a2c451340993aacfd2751886514f0',
  subnetEVMTimestamp: 0,
  allowFeeRecipients: false,
  feeConfig,
  warpConfig,
  txAllowListConfig: allowList,
  contractDeployerAllowListConfig: allowList,
  contractNativeMinterConfig: allowList,
  feeManagerConfig: allowList,
  rewardManagerConfig: allowList,
};
const allocEntry = { balance: '0x295BE96E64066972000000', code: '0x', storage: { '0x00': '0x01' } };
const genesisData = {
  airdropAmount: null,
  airdropHash: '0x0000000000000000000000000000000000000000000000000000000000000000',
  alloc: { [ALICE.slice(2).toLowerCase()]: allocEntry },
  baseFeePerGas: null,
  blobGasUsed: null,
  coinbase: '0x0000000000000000000000000000000000000000',
  config: genesisConfig,
  difficulty: '0x0',
  extraData: '0x',
  gasLimit: '0xe4e1c0',
  gasUsed: '0x0',
  mixHash: '0x0000000000000000000000000000000000000000000000000000000000000000',
  nonce: '0x0',
  number: '0x0',
  parentHash: '0x0000000000000000000000000000000000000000000000000000000000000000',
  timestamp: '0x6553f100',
  excessBlobGas: null,
};
const blockchain = {
  createBlockTimestamp: 1_650_000_000,
  createBlockNumber: '1234567',
  blockchainId: C_CHAIN,
  vmId: 'srEXiWaHuhNyGwPUi444Tu47ZEDwxTWrbQiuD7FmgSAQ6X7Dy',
  subnetId: PRIMARY,
  blockchainName: 'Ridge L1',
  evmChainId: 99999,
  genesisData,
};
const subnet = {
  createBlockTimestamp: 1_650_000_000,
  createBlockIndex: '1234566',
  subnetId: X_CHAIN,
  ownerAddresses: [P_ADDR],
  threshold: 1,
  locktime: 0,
  subnetOwnershipInfo: { locktime: 0, threshold: 1, addresses: [P_ADDR] },
  isL1: true,
  l1ConversionTransactionHash: AVAX,
  l1ValidatorManagerDetails: { blockchainId: C_CHAIN, contractAddress: ALICE },
  blockchains: [blockchain],
};
const vertex = {
  vertexHash: AVAX,
  parentHashes: [X_CHAIN],
  vertexHeight: 42,
  vertexIndex: 100,
  vertexTimestamp: 1_600_000_000,
  txCount: 2,
  transactions: [C_CHAIN],
  vertexSizeBytes: 1024,
};
const utxo = {
  addresses: [P_ADDR],
  asset: assetAmount,
  consumedOnChainId: X_CHAIN,
  consumingTxHash: C_CHAIN,
  createdOnChainId: X_CHAIN,
  utxoId: AVAX,
  utxoBytes: '0x0000',
  creationTxHash: X_CHAIN,
  consumingTxTimestamp: 1_700_000_100,
  credentials: [{ signature: '0xabcdef', publicKey: '0x02abcdef' }],
  groupId: 0,
  locktime: 0,
  outputIndex: '1',
  payload: '',
  threshold: 1,
  timestamp: 1_700_000_000,
  utxoType: 'TRANSFER',
};
const primaryNetworkTransaction = {
  txHash: C_CHAIN,
  chainFormat: 'non-linear',
  timestamp: 1_700_000_000,
  txType: 'BaseTx',
  memo: '0x68656c6c6f',
  consumedUtxos: [utxo],
  emittedUtxos: [utxo],
  amountUnlocked: [assetAmount],
  amountCreated: [assetAmount],
  sourceChain: X_CHAIN,
  destinationChain: X_CHAIN,
  // The real API's XChainAsset, as its sample of getXChainAsset.
  assetCreated: PRIMARY_EXPLORER_RESPONSES.getXChainAsset,
  vertices: [{ hash: AVAX, height: 42, timestamp: 1_600_000_000 }],
  // A linear X-Chain transaction's block, as the real API sends it (its OpenAPI's XChainLinearTransaction).
  blockHeight: 1_234_567,
  blockHash: X_CHAIN,
};
const rewardBase = {
  addresses: [P_ADDR],
  txHash: C_CHAIN,
  amountStaked: '2000000000000',
  nodeId: NODE,
  startTimestamp: 1_690_000_000,
  endTimestamp: 1_700_000_000,
  rewardType: 'VALIDATOR',
};
const historicalReward = {
  ...rewardBase,
  utxoId: AVAX,
  outputIndex: 0,
  reward: { ...assetAmount, amount: '12345678', historicalPrice: price },
  rewardTxHash: X_CHAIN,
};
const pendingReward = { ...rewardBase, progress: 0.42, estimatedReward: { ...assetAmount, amount: '9876543' } };
const operation = {
  operationId: 'op_7f3c2a',
  operationType: 'TRANSACTION_EXPORT_EVM',
  operationStatus: 'COMPLETED',
  message: 'done',
  metadata: { code: 'WarnTruncatedExport', downloadUrl: 'http://127.0.0.1:4100/files/op_7f3c2a.csv', nextDate: '2024-04-01' },
  createdAtTimestamp: 1_700_000_000,
  updatedAtTimestamp: 1_700_000_060,
};
const teleporter = {
  teleporterMessageId: '0xabc123',
  direction: 'SOURCE_TRANSACTION',
  sourceChainId: C_CHAIN,
  destinationChainId: X_CHAIN,
};
const networkToken = {
  name: 'Avalanche',
  symbol: 'AVAX',
  decimals: 18,
  logoUri: 'https://images.example/avax.png',
  description: 'Native token',
};
const evmChain = {
  chainId: '43114',
  status: 'OK',
  chainName: 'C-Chain',
  description: 'The Contract Chain',
  platformChainId: C_CHAIN,
  subnetId: PRIMARY,
  vmId: 'mgj786NP7uDwBCcq6YwThhaN8FLyybkCa4zBWTQbNgmK6k9A6',
  vmName: 'EVM',
  explorerUrl: 'https://explorer.example',
  rpcUrl: 'https://rpc.example/ext/bc/C/rpc',
  wsUrl: 'wss://rpc.example/ext/bc/C/ws',
  isTestnet: false,
  networkToken,
  chainLogoUri: 'https://images.example/c.png',
  private: false,
  enabledFeatures: ['nftIndexing'],
};
const nativeTokenBalance = {
  name: 'Avalanche',
  symbol: 'AVAX',
  decimals: 18,
  logoUri: 'https://images.example/avax.png',
  chainId: '43114',
  price,
  balance: '1500000000000000000',
  balanceValue: { currencyCode: 'usd', value: '36.26' },
};
const erc721Transfer = {
  blockNumber: '41234567',
  blockTimestamp: 1_700_000_000,
  blockHash: BLOCK_HASH,
  txHash: TX_HASH,
  from: alice,
  to: bob,
  logIndex: 3,
  erc721Token,
};
const primaryBalances = {
  unlockedUnstaked: [balanceEntry],
  unlockedStaked: [],
  lockedPlatform: [],
  lockedStakeable: [],
  lockedStaked: [balanceEntry],
  pendingStaked: [],
  unlocked: [balanceEntry],
  locked: [],
  atomicMemoryUnlocked: [atomicBalanceEntry],
  atomicMemoryLocked: [],
};
const deployment = {
  erc20Transfers: [{ from: alice, to: bob, logIndex: 0, value: '1000', erc20Token }],
  erc721Transfers: [{ from: alice, to: bob, logIndex: 1, erc721Token }],
  erc1155Transfers: [{ from: alice, to: bob, logIndex: 2, value: '5', erc1155Token }],
  internalTransactions: [
    { from: alice, to: bob, internalTxType: 'CALL', value: '0', isReverted: false, gasUsed: '5000', gasLimit: '10000' },
  ],
  networkTokenDetails: { networkToken, currentPrice: price, historicalPrice: { currencyCode: 'usd', value: '20.01' } },
  nativeTransaction,
  teleporterMessageInfo: teleporter,
};

/** name -> [schema, full sample, a field path and a value of the wrong type for it]. */
const RESOURCES: Record<string, [z.ZodObject, Record<string, unknown>, (string | number)[], unknown]> = {
  'ErrorBody (data)': [
    ErrorBody,
    { message: 'pageSize must be at most 100', error: 'Bad Request', statusCode: 400 },
    ['statusCode'],
    '400',
  ],
  'ErrorBody (metrics)': [ErrorBody, { message: ['pageToken expired'], error: 'Bad Request', statusCode: 400 }, ['message'], 42],
  Price: [Price, price, ['value'], true],
  AssetAmount: [AssetAmount, assetAmount, ['denomination'], '9'],
  BalanceEntry: [BalanceEntry, balanceEntry, ['utxoCount'], '3'],
  AtomicBalanceEntry: [AtomicBalanceEntry, atomicBalanceEntry, ['sharedWithChainId'], 5],
  ChainInfo: [ChainInfo, chainInfo, ['network'], 1],
  EvmAddressInfo: [EvmAddressInfo, alice, ['decimals'], 18.5],
  Method: [Method, method, ['methodHash'], null],
  'NftMetadata (ERC-721)': [Erc721Metadata, erc721Metadata, ['metadataLastUpdatedTimestamp'], '1700000000'],
  'NftMetadata (ERC-1155)': [Erc1155Metadata, erc1155Metadata, ['decimals'], '0'],
  Erc721Token: [Erc721Token, erc721Token, ['metadata', 'attributes'], []],
  Erc1155Token: [Erc1155Token, erc1155Token, ['metadata', 'properties'], {}],
  Erc20Token: [Erc20Token, erc20Token, ['price', 'currencyCode'], 840],
  'CollectibleBalance (ERC-721)': [CollectibleBalance, collectibleBalance, ['chainId'], 43114],
  'CollectibleBalance (ERC-1155)': [
    CollectibleBalance,
    { ...erc1155Token, name: 'Editions', symbol: 'ED', ownerAddress: ALICE, chainId: '43114', balance: '3' },
    ['tokenId'],
    7,
  ],
  EvmTransaction: [EvmTransaction, evmTransaction, ['from', 'address'], 1],
  NativeTransaction: [NativeTransaction, nativeTransaction, ['maxFeePerGas'], 30000000000],
  EvmBlock: [EvmBlock, evmBlock, ['txCount'], '12'],
  Blockchain: [Blockchain, blockchain, ['evmChainId'], '99999'],
  GenesisData: [GenesisData, genesisData, ['alloc', ALICE.slice(2).toLowerCase(), 'balance'], 100],
  GenesisConfig: [GenesisConfig, genesisConfig, ['warpConfig', 'requirePrimaryNetworkSigners'], 'false'],
  GenesisAllocEntry: [GenesisAllocEntry, allocEntry, ['storage', '0x00'], 1],
  FeeConfig: [FeeConfig, feeConfig, ['targetGas'], 1.5],
  WarpConfig: [WarpConfig, warpConfig, ['quorumNumerator'], '67'],
  AllowListConfig: [AllowListConfig, allowList, ['adminAddresses', 0], 0],
  Subnet: [Subnet, subnet, ['subnetOwnershipInfo', 'addresses'], P_ADDR],
  Vertex: [Vertex, vertex, ['parentHashes', 0], 7],
  PrimaryNetworkTransaction: [PrimaryNetworkTransaction, primaryNetworkTransaction, ['emittedUtxos', 0, 'asset', 'amount'], 12],
  Utxo: [Utxo, utxo, ['credentials', 0, 'signature'], false],
  HistoricalReward: [HistoricalReward, historicalReward, ['reward', 'historicalPrice', 'value'], false],
  PendingReward: [PendingReward, pendingReward, ['progress'], '0.42'],
  Operation: [Operation, operation, ['metadata', 'downloadUrl'], 404],
  TeleporterMessageInfo: [TeleporterMessageInfo, teleporter, ['direction'], 0],
  'ChainInfo of /v1/chains': [EvmChain, evmChain, ['isTestnet'], 'false'],
  NetworkToken: [NetworkToken, networkToken, ['decimals'], '18'],
  NativeTokenBalance: [NativeTokenBalance, nativeTokenBalance, ['balanceValue', 'value'], null],
  Erc721Transfer: [Erc721Transfer, erc721Transfer, ['logIndex'], '3'],
  PrimaryBalances: [PrimaryBalances, primaryBalances, ['lockedStaked', 0, 'amount'], 2000000000000],
  DeploymentTransaction: [DeploymentTransaction, deployment, ['internalTransactions', 0, 'isReverted'], 'no'],
};

/** A realistic response of every endpoint of the interface, built from the samples above (rows beyond it: their own tests). */
const RESPONSES: Partial<Record<EndpointId, unknown>> = {
  aggregateSignatures: { signedMessage: '0x0000000000050000' },
  getAggregatedSignatures: { signedMessage: '0x0000000000010000' },
  listBlockchains: { nextPageToken: 'abc', blockchains: [blockchain] },
  getBlockchain: blockchain,
  getSubnet: subnet,
  listSubnets: { nextPageToken: 'abc', subnets: [subnet] },
  listChainIdsForAddresses: { addresses: [{ address: P_ADDR, blockchainIds: [PRIMARY, X_CHAIN] }] },
  getPrimaryBalances: { balances: primaryBalances, chainInfo },
  getNativeBalance: { nativeTokenBalance },
  listCollectibleBalances: { nextPageToken: 'abc', collectibleBalances: [collectibleBalance] },
  listAssetTransactions: {
    nextPageToken: 'abc',
    transactions: [primaryNetworkTransaction],
    chainInfo: { chainName: 'x-chain', network: 'mainnet' },
  },
  listLatestTransactions: { nextPageToken: 'abc', transactions: [evmTransaction] },
  listErc721Transfers: { transactions: [erc721Transfer] },
  getDeploymentTransaction: deployment,
  listHistoricalRewards: { historicalRewards: [historicalReward] },
  listPendingRewards: { nextPageToken: 'abc', pendingRewards: [pendingReward] },
  listLatestBlocks: { nextPageToken: 'abc', blocks: [evmBlock, evmBlock] },
  getBlock: evmBlock,
  listVertices: { vertices: [vertex], chainInfo: { chainName: 'x-chain', network: 'fuji' } },
  listNftTokens: { tokens: [erc721Token] },
  reindexNft: null,
  createTransactionExport: { ...operation, operationStatus: 'RUNNING', metadata: {} },
  getOperation: operation,
  listChains: { chains: [evmChain] },
  getAvgTps: {
    results: [{ timestamp: 1_700_000_000, value: 12.5 }],
    status: 200,
    lastRun: 1_700_000_000,
    nextPageToken: '9b2f6a3e-3c1d-4d2a-9f5e-0c8a2b1d4e6f',
  },
  ...PRIMARY_EXPLORER_RESPONSES,
  ...ICM_RESPONSES,
  ...CONTRACT_RESPONSES,
};

function withValueAt(sample: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(sample) as Record<string | number, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  at[path[path.length - 1]] = value;
  return copy;
}

describe.each(Object.entries(RESOURCES))('%s', (_, [schema, sample, wrongPath, wrongValue]) => {
  it('has every field the spec names, and parses a realistic sample unchanged', () => {
    expect(Object.keys(sample).sort()).toEqual(Object.keys(schema.shape).sort());
    expect(schema.parse(sample)).toEqual(sample);
  });

  it('rejects a wrong type with the path of the field', () => {
    const r = schema.safeParse(withValueAt(sample, wrongPath, wrongValue));
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.path)).toContainEqual(wrongPath);
  });

  it('accepts a sample missing fields, since the spec does not say which are always there', () => {
    expect(schema.safeParse({}).success).toBe(true);
    const keys = Object.keys(sample);
    const half = Object.fromEntries(keys.filter((_, i) => i % 2 === 0).map((k) => [k, sample[k]]));
    expect(schema.parse(half)).toEqual(half);
  });

  it('passes unknown extra fields through, also in nested objects', () => {
    const extra = { ...structuredClone(sample), addedLater: { by: 'the real service' } };
    expect(schema.parse(extra)).toEqual(extra);
  });
});

describe('endpoint responses', () => {
  it.each(Object.keys(RESPONSES) as EndpointId[])('%s parses a realistic response', (id) => {
    const schema = endpoints[id].response as z.ZodType | null;
    if (schema === null) return expect(RESPONSES[id]).toBeNull();
    expect(schema.parse(RESPONSES[id])).toEqual(RESPONSES[id]);
  });

  it('reject a wrong type deep inside a page, naming the path', () => {
    const bad = { blocks: [evmBlock, { ...evmBlock, blockTimestamp: '1700000000' }] };
    const r = endpoints.listLatestBlocks.response.safeParse(bad);
    expect(r.error?.issues[0].path).toEqual(['blocks', 1, 'blockTimestamp']);
    const nested = withValueAt(RESPONSES.getSubnet, ['blockchains', 0, 'evmChainId'], '99999');
    expect(endpoints.getSubnet.response.safeParse(nested).error?.issues[0].path).toEqual(['blockchains', 0, 'evmChainId']);
  });

  it('keep nullable genesis fields nullable and accept their values', () => {
    expect(GenesisData.parse({ ...genesisData, baseFeePerGas: '0x5d21dba00', excessBlobGas: 0 })).toMatchObject({
      baseFeePerGas: '0x5d21dba00',
    });
  });
});
