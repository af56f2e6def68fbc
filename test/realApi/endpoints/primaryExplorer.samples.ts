import { dataList, dataRead, type SpecRow } from '../endpointSpec';

/**
 * Test data of the Primary Network rows beyond the interface (endpoints/primary.ts), kept
 * beside them so the endpoint and schema tests take them in without growing by hand elsewhere.
 *
 * The contract (query params, which are required, page sizes) is written out by hand from the
 * real Data API's Primary Network reads (docs/api-contract.md); the responses follow the real Data API's published
 * schemas (its PChainTransaction, PChainUtxo, PrimaryNetworkBlock, XChainAsset, CChainExportTransaction
 * JSON schemas) with values of the kind the public API returns.
 */

const txListQuery = {
  addresses: 'optional',
  txTypes: 'optional',
  startTimestamp: 'optional',
  endTimestamp: 'optional',
  sortOrder: 'optional',
} as const;

export const PRIMARY_EXPLORER_SPEC: Record<string, SpecRow> = {
  'GET /v1/networks/{network}/blockchains/{blockchainId}/transactions/{txHash}': dataRead(),
  'GET /v1/networks/{network}/blockchains/{blockchainId}/transactions': dataList({ ...txListQuery, l1ValidationId: 'optional' }),
  'GET /v1/networks/{network}/blockchains/{blockchainId}/transactions:listStaking': dataList(txListQuery),
  'GET /v1/networks/{network}/blockchains/{blockchainId}/blocks': dataList({ startTimestamp: 'optional', endTimestamp: 'optional' }),
  'GET /v1/networks/{network}/blockchains/{blockchainId}/blocks/{blockId}': dataRead(),
  'GET /v1/networks/{network}/blockchains/{blockchainId}/utxos': dataList({
    addresses: 'optional',
    assetId: 'optional',
    includeSpent: 'optional',
    sortOrder: 'optional',
  }),
  'GET /v1/networks/{network}/blockchains/{blockchainId}/assets/{assetId}': dataRead(),
  'GET /v1/networks/{network}/validators': dataList({
    nodeIds: 'optional',
    sortBy: 'optional',
    sortOrder: 'optional',
    validationStatus: 'optional',
    minDelegationCapacity: 'optional',
    maxDelegationCapacity: 'optional',
    minTimeRemaining: 'optional',
    maxTimeRemaining: 'optional',
    minFeePercentage: 'optional',
    maxFeePercentage: 'optional',
    minUptimePerformance: 'optional',
    maxUptimePerformance: 'optional',
    subnetId: 'optional',
  }),
  'GET /v1/networks/{network}/validators/{nodeId}': dataList({ validationStatus: 'optional', sortOrder: 'optional' }),
  'GET /v1/networks/{network}/delegators': dataList({
    rewardAddresses: 'optional',
    sortOrder: 'optional',
    delegationStatus: 'optional',
    nodeIds: 'optional',
  }),
  'GET /v1/networks/{network}/l1Validators': dataList({
    l1ValidationId: 'optional',
    includeInactiveL1Validators: 'optional',
    nodeId: 'optional',
    subnetId: 'optional',
  }),
};

const AVAX = 'FvwEAhmxKfeiG8SnEvq42hc6whRyY3EFYAvebMqDNDGCgxN5Z';
const P_CHAIN = '11111111111111111111111111111111LpoYY';
const C_CHAIN = '2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5';
const TX = '3P91K6nuDFvDodcRuJTsgdf9SvYe5pMiKk38HppsoeAiEztCP';
const BLOCK = '2YtBCDwh6hbtFh4oqS6M5nGcL2TCBhHVjyu1iDEakoy4tR8Cud';
const P_ADDR = 'P-avax18jma8ppw3nhx5r4ap8clazz0dps7rv5ukulre5';
const EVM = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const NODE = 'NodeID-7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg';
const page = { pageToken: 'eyJvZmZzZXQiOjEwfQ', pageSize: 25 };

export const PRIMARY_EXPLORER_SAMPLES = {
  getPrimaryTransaction: {
    valid: { network: 'mainnet', blockchainId: 'p-chain', txHash: TX },
    invalid: { network: 'mainnet', blockchainId: 'p-chain', txHash: '0x12' },
    field: 'txHash',
  },
  listPrimaryTransactions: {
    valid: {
      network: 'mainnet',
      blockchainId: 'c-chain',
      ...page,
      addresses: [P_ADDR, EVM],
      txTypes: ['ImportTx', 'ExportTx'],
      startTimestamp: 1_600_000_000,
      endTimestamp: 1_700_000_000,
      sortOrder: 'desc',
      l1ValidationId: TX,
    },
    invalid: { network: 'mainnet', blockchainId: 'p-chain', addresses: 'avax1nope' },
    field: 'addresses.0',
  },
  listPrimaryStakingTransactions: {
    valid: {
      network: 'fuji',
      blockchainId: 'p-chain',
      ...page,
      addresses: P_ADDR,
      txTypes: 'AddPermissionlessDelegatorTx',
      startTimestamp: 0,
      endTimestamp: 1,
      sortOrder: 'asc',
    },
    invalid: { network: 'fuji', blockchainId: 'x-chain' },
    field: 'blockchainId',
  },
  listPrimaryBlocks: {
    valid: { network: 'mainnet', blockchainId: P_CHAIN, ...page, startTimestamp: 1_600_000_000, endTimestamp: 1_700_000_000 },
    invalid: { network: 'mainnet', blockchainId: 'p-chain', startTimestamp: 'yesterday' },
    field: 'startTimestamp',
  },
  getPrimaryBlock: {
    valid: { network: 'mainnet', blockchainId: 'p-chain', blockId: '12345' },
    invalid: { network: 'mainnet', blockchainId: 'p-chain', blockId: '-1' },
    field: 'blockId',
  },
  listUtxos: {
    valid: {
      network: 'mainnet',
      blockchainId: 'x-chain',
      ...page,
      addresses: [P_ADDR],
      assetId: AVAX,
      includeSpent: true,
      sortOrder: 'asc',
    },
    invalid: { network: 'mainnet', blockchainId: 'x-chain', includeSpent: 'yes' },
    field: 'includeSpent',
  },
  getXChainAsset: {
    valid: { network: 'mainnet', blockchainId: 'x-chain', assetId: AVAX },
    invalid: { network: 'mainnet', blockchainId: 'p-chain', assetId: AVAX },
    field: 'blockchainId',
  },
  listValidators: {
    valid: {
      network: 'mainnet',
      ...page,
      nodeIds: 'NodeID-7Xhw',
      sortBy: 'delegationCapacity',
      sortOrder: 'desc',
      validationStatus: 'active',
      minDelegationCapacity: '0',
      maxDelegationCapacity: '720000000000000000',
      minTimeRemaining: 0,
      maxTimeRemaining: 86_400,
      minFeePercentage: 2,
      maxFeePercentage: '100',
      minUptimePerformance: '90',
      maxUptimePerformance: 100,
      subnetId: P_CHAIN,
    },
    invalid: { network: 'mainnet', maxFeePercentage: 101 },
    field: 'maxFeePercentage',
  },
  getValidator: {
    valid: { network: 'fuji', nodeId: NODE, ...page, validationStatus: 'completed', sortOrder: 'asc' },
    invalid: { network: 'fuji', nodeId: 'node-1' },
    field: 'nodeId',
  },
  listDelegators: {
    valid: { network: 'mainnet', ...page, rewardAddresses: [P_ADDR], sortOrder: 'desc', delegationStatus: 'active', nodeIds: [NODE] },
    invalid: { network: 'mainnet', delegationStatus: 'removed' },
    field: 'delegationStatus',
  },
  listL1Validators: {
    valid: { network: 'mainnet', ...page, l1ValidationId: TX, includeInactiveL1Validators: 'true', nodeId: NODE, subnetId: BLOCK },
    invalid: { network: 'mainnet', nodeId: '7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg' },
    field: 'nodeId',
  },
} as const;

const avax = (amount: string) => ({ assetId: AVAX, name: 'Avalanche', symbol: 'AVAX', denomination: 9, type: 'secp256k1', amount });
const pChainUtxo = {
  addresses: [P_ADDR],
  asset: avax('2000000000000'),
  consumedOnChainId: P_CHAIN,
  createdOnChainId: P_CHAIN,
  utxoId: '2eXYJLQwjx2RLAYsRg2VJGALSxX6WTZVE9xbw2Lqcx8Y4ahZYz',
  txHash: TX,
  blockNumber: '4471112',
  blockTimestamp: 1_648_672_486,
  outputIndex: 0,
  utxoType: 'STAKE',
  amount: '2000000000000',
  assetId: AVAX,
  consumingTxHash: BLOCK,
  consumingBlockNumber: '4521000',
  consumingBlockTimestamp: 1_649_882_086,
  platformLocktime: 0,
  stakeableLocktime: 0,
  utxoStartTimestamp: 1_648_672_486,
  utxoEndTimestamp: 1_649_882_086,
  rewardType: 'DELEGATOR',
  staked: true,
  threshold: 1,
};
const pChainTransaction = {
  txHash: TX,
  txType: 'AddPermissionlessDelegatorTx',
  blockTimestamp: 1_648_672_486,
  blockNumber: '4471112',
  blockHash: BLOCK,
  consumedUtxos: [{ ...pChainUtxo, utxoType: 'TRANSFER', staked: false }],
  emittedUtxos: [pChainUtxo],
  value: [avax('2000000000000')],
  amountBurned: [avax('1000000')],
  amountStaked: [avax('2000000000000')],
  amountL1ValidatorBalanceBurned: [],
  startTimestamp: 1_648_672_486,
  endTimestamp: 1_649_882_086,
  nodeId: NODE,
  subnetId: P_CHAIN,
  estimatedReward: '1234567',
  rewardTxHash: BLOCK,
  rewardAddresses: [P_ADDR],
  memo: '0x',
};
const cChainExport = {
  txHash: TX,
  blockHash: BLOCK,
  memo: '0x',
  sourceChain: C_CHAIN,
  destinationChain: P_CHAIN,
  blockHeight: 41_000_000,
  timestamp: 1_700_000_000,
  amountUnlocked: [avax('5001000000')],
  amountCreated: [avax('5000000000')],
  txType: 'ExportTx',
  evmInputs: [{ fromAddress: EVM, asset: avax('5001000000'), credentials: [{ signature: '0xabcd', publicKey: '0x02ab' }] }],
  emittedUtxos: [
    {
      addresses: [P_ADDR],
      asset: avax('5000000000'),
      createdOnChainId: C_CHAIN,
      utxoId: BLOCK,
      outputIndex: '0',
      timestamp: 1_700_000_000,
      utxoType: 'TRANSFER',
    },
  ],
};
const block = {
  blockNumber: '4471112',
  blockHash: BLOCK,
  parentHash: TX,
  blockTimestamp: 1_648_672_486,
  blockType: 'BanffStandardBlock',
  txCount: 1,
  transactions: [TX],
  blockSizeBytes: 512,
  l1ValidatorsAccruedFees: 0,
  activeL1Validators: 12,
  currentSupply: '448000000000000000',
  proposerDetails: {
    proposerId: BLOCK,
    proposerParentId: TX,
    proposerNodeId: NODE,
    proposerPChainHeight: 4471111,
    proposerTimestamp: 1_648_672_486,
  },
};
const asset = {
  assetId: AVAX,
  name: 'Avalanche',
  symbol: 'AVAX',
  denomination: 9,
  type: 'secp256k1',
  createdAtTimestamp: 1_600_000_000,
  cap: 'fixed',
};

const rewards = { validationRewardAmount: '123456789', delegationRewardAmount: '2345678', rewardAddresses: [P_ADDR], rewardTxHash: BLOCK };
const activeValidator = {
  txHash: TX,
  nodeId: NODE,
  subnetId: P_CHAIN,
  amountStaked: '2000000000000',
  delegationFee: '2.0000',
  startTimestamp: 1_700_000_000,
  endTimestamp: 1_710_000_000,
  blsCredentials: { publicKey: '0xa1b2', proofOfPossession: '0xc3d4' },
  validationStatus: 'active',
  stakePercentage: 0.012,
  delegatorCount: 3,
  amountDelegated: '50000000000',
  delegationCapacity: '7950000000000',
  uptimePerformance: 99.4,
  potentialRewards: rewards,
  rewards,
  validatorHealth: {
    reachabilityPercent: 100,
    benchedPChainRequestsPercent: 0,
    benchedXChainRequestsPercent: 0,
    benchedCChainRequestsPercent: 0,
  },
  geolocation: { city: 'Frankfurt', country: 'Germany', countryCode: 'DE', latitude: 50.11, longitude: 8.68 },
  avalancheGoVersion: 'avalanchego/1.13.0',
  removeTxHash: BLOCK,
  removeTimestamp: 1_705_000_000,
};
const delegator = {
  txHash: TX,
  nodeId: NODE,
  rewardAddresses: [P_ADDR],
  amountDelegated: '25000000000',
  delegationFee: '2.0000',
  startTimestamp: 1_700_000_000,
  endTimestamp: 1_710_000_000,
  delegationStatus: 'completed',
  estimatedGrossReward: '1000',
  estimatedNetReward: '980',
  grossReward: '1000',
  netReward: '980',
};
const l1Validator = {
  validationId: TX,
  validationIdHex: '0x8f2c',
  nodeId: NODE,
  subnetId: BLOCK,
  weight: 100,
  remainingBalance: 4_200_000_000,
  creationTimestamp: 1_700_000_000,
  blsCredentials: { publicKey: '0xa1b2' },
  remainingBalanceOwner: { addresses: [P_ADDR], threshold: 1 },
  deactivationOwner: { addresses: [P_ADDR], threshold: 1 },
};

export const PRIMARY_EXPLORER_RESPONSES = {
  getPrimaryTransaction: pChainTransaction,
  listPrimaryTransactions: { nextPageToken: 'abc', transactions: [cChainExport], chainInfo: { chainName: 'c-chain', network: 'mainnet' } },
  listPrimaryStakingTransactions: { transactions: [pChainTransaction], chainInfo: { chainName: 'p-chain', network: 'mainnet' } },
  listPrimaryBlocks: { nextPageToken: 'abc', blocks: [block], chainInfo: { chainName: 'p-chain', network: 'mainnet' } },
  getPrimaryBlock: block,
  listUtxos: { utxos: [pChainUtxo], chainInfo: { chainName: 'p-chain', network: 'mainnet' } },
  getXChainAsset: asset,
  listValidators: {
    nextPageToken: 'abc',
    validators: [activeValidator, { ...activeValidator, validationStatus: 'pending', geolocation: null }],
  },
  getValidator: { validators: [activeValidator] },
  listDelegators: { delegators: [delegator] },
  listL1Validators: { validators: [l1Validator], blockHeight: '4471112' },
};
