import { z } from 'zod';
import { AssetAmount, ChainInfo } from './common';
import { TxVertex, Utxo, XChainAsset } from './primaryNetwork';
import { epochSeconds, int, resource } from './schema';

/**
 * Primary Network reads beyond the interface, as the real Data API publishes them: a transaction
 * of the P-, X- or C-Chain, P-Chain blocks, UTXOs and X-Chain assets. Like every resource, every
 * field is optional when parsed (the API omits some), so one schema can read each chain's shape.
 */

/**
 * A UTXO of any Primary Network chain. The P-Chain's form (PChainUtxo) adds its block and staking
 * fields to the X-/C-Chain form, and sends outputIndex as a number where the others send a string.
 */
export const PrimaryUtxo = Utxo.extend({
  outputIndex: z.union([z.string(), int]).optional(),
  txHash: z.string().optional(),
  blockNumber: z.string().optional(),
  blockTimestamp: epochSeconds.optional(),
  amount: z.string().optional(),
  assetId: z.string().optional(),
  consumingBlockNumber: z.string().optional(),
  consumingBlockTimestamp: epochSeconds.optional(),
  platformLocktime: int.optional(),
  stakeableLocktime: int.optional(),
  utxoStartTimestamp: epochSeconds.optional(),
  utxoEndTimestamp: epochSeconds.optional(),
  rewardType: z.string().optional(),
  staked: z.boolean().optional(),
});

const BlsCredentials = resource({ publicKey: z.string(), proofOfPossession: z.string() });
const Owner = resource({ locktime: int, threshold: int, addresses: z.array(z.string()) });

/** What the API says of an L1 validator wherever it names one. */
const l1ValidatorFields = {
  validationId: z.string(),
  validationIdHex: z.string(),
  nodeId: z.string(),
  subnetId: z.string(),
  weight: z.number(),
  remainingBalance: z.number(),
};

/** An L1 validator as one transaction left it (P-Chain L1 transactions). */
export const L1ValidatorTxDetails = resource({
  ...l1ValidatorFields,
  balanceChange: z.number(),
  blsCredentials: z.record(z.string(), z.unknown()),
});

/**
 * One transaction of the P-Chain (PChainTransaction), of the X-Chain (its non-linear and linear
 * forms) or an atomic one of the C-Chain (CChainExportTransaction, CChainImportTransaction): the
 * union of their fields, told apart by the chain asked for, then chainFormat or txType.
 */
export const PrimaryChainTransaction = resource({
  txHash: z.string(),
  txType: z.string(),
  memo: z.string(),
  consumedUtxos: z.array(PrimaryUtxo),
  emittedUtxos: z.array(PrimaryUtxo),
  sourceChain: z.string(),
  destinationChain: z.string(),
  // P-Chain
  blockNumber: z.string(),
  blockHash: z.string(),
  blockTimestamp: epochSeconds,
  value: z.array(AssetAmount),
  amountBurned: z.array(AssetAmount),
  amountStaked: z.array(AssetAmount),
  amountL1ValidatorBalanceBurned: z.array(AssetAmount),
  startTimestamp: epochSeconds,
  endTimestamp: epochSeconds,
  delegationFeePercent: z.string(),
  nodeId: z.string(),
  subnetId: z.string(),
  l1ValidatorManagerDetails: resource({ blockchainId: z.string(), contractAddress: z.string() }),
  l1ValidatorDetails: z.array(L1ValidatorTxDetails),
  estimatedReward: z.string(),
  rewardTxHash: z.string(),
  rewardAddresses: z.array(z.string()),
  stakingTxHash: z.string(),
  subnetOwnershipInfo: Owner,
  blsCredentials: BlsCredentials,
  blockchainInfo: resource({ chainName: z.string(), vmId: z.string(), genesisData: z.unknown() }),
  // X-Chain and C-Chain
  chainFormat: z.string(),
  timestamp: epochSeconds,
  blockHeight: int,
  amountUnlocked: z.array(AssetAmount),
  amountCreated: z.array(AssetAmount),
  assetCreated: XChainAsset,
  vertices: z.array(TxVertex),
  evmInputs: z.array(
    resource({
      fromAddress: z.string(),
      asset: AssetAmount,
      credentials: z.array(resource({ signature: z.string(), publicKey: z.string() })),
    }),
  ),
  evmOutputs: z.array(resource({ toAddress: z.string(), asset: AssetAmount })),
});

/** PrimaryNetworkBlock: a block of the P-Chain (or of a linear X-Chain). */
export const PrimaryNetworkBlock = resource({
  blockNumber: z.string(),
  blockHash: z.string(),
  parentHash: z.string(),
  blockTimestamp: epochSeconds,
  blockType: z.string(),
  txCount: int,
  transactions: z.array(z.string()),
  blockSizeBytes: int,
  l1ValidatorsAccruedFees: z.number(),
  activeL1Validators: z.number(),
  currentSupply: z.string(),
  proposerDetails: resource({
    proposerId: z.string(),
    proposerParentId: z.string(),
    proposerNodeId: z.string(),
    proposerPChainHeight: int,
    proposerTimestamp: epochSeconds,
  }),
});

export { ChainInfo, XChainAsset };

/** What a validation earned (completed) or would earn (active): its own reward and the fees of its delegations. */
export const ValidatorRewards = resource({
  validationRewardAmount: z.string(),
  delegationRewardAmount: z.string(),
  rewardAddresses: z.array(z.string()),
  rewardTxHash: z.string(),
});

/**
 * ValidatorDetails: one validation, in the form of its validationStatus (pending, active,
 * completed, removed); every form's fields, all optional, in one schema.
 */
export const ValidatorDetails = resource({
  txHash: z.string(),
  nodeId: z.string(),
  subnetId: z.string(),
  amountStaked: z.string(),
  delegationFee: z.string(),
  startTimestamp: epochSeconds,
  endTimestamp: epochSeconds,
  blsCredentials: BlsCredentials,
  validationStatus: z.string(),
  stakePercentage: z.number(),
  delegatorCount: int,
  amountDelegated: z.string(),
  delegationCapacity: z.string(),
  uptimePerformance: z.number(),
  potentialRewards: ValidatorRewards,
  rewards: ValidatorRewards,
  validatorHealth: resource({
    reachabilityPercent: z.number(),
    benchedPChainRequestsPercent: z.number(),
    benchedXChainRequestsPercent: z.number(),
    benchedCChainRequestsPercent: z.number(),
  }),
  geolocation: resource({
    city: z.string(),
    country: z.string(),
    countryCode: z.string(),
    latitude: z.number(),
    longitude: z.number(),
  }).nullable(),
  avalancheGoVersion: z.string(),
  removeTxHash: z.string(),
  removeTimestamp: epochSeconds,
});

/** DelegatorDetails: one delegation, with estimated (pending, active) or paid (completed) rewards. */
export const DelegatorDetails = resource({
  txHash: z.string(),
  nodeId: z.string(),
  rewardAddresses: z.array(z.string()),
  amountDelegated: z.string(),
  delegationFee: z.string(),
  startTimestamp: epochSeconds,
  endTimestamp: epochSeconds,
  delegationStatus: z.string(),
  estimatedGrossReward: z.string(),
  estimatedNetReward: z.string(),
  grossReward: z.string(),
  netReward: z.string(),
});

/** L1ValidatorDetails: a validator of an L1 with its weight and the balance that pays its fee. */
export const L1ValidatorDetails = resource({
  ...l1ValidatorFields,
  creationTimestamp: epochSeconds,
  blsCredentials: z.record(z.string(), z.unknown()),
  remainingBalanceOwner: resource({ addresses: z.array(z.string()), threshold: int }),
  deactivationOwner: resource({ addresses: z.array(z.string()), threshold: int }),
});
