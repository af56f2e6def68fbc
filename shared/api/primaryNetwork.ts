import { z } from 'zod';
import { AssetAmount, AtomicBalanceEntry, BalanceEntry, ChainInfo, Price } from './common';
import { GenesisData } from './genesis';
import { epochSeconds, int, resource } from './schema';

export const Blockchain = resource({
  createBlockTimestamp: epochSeconds,
  createBlockNumber: z.string(),
  blockchainId: z.string(),
  vmId: z.string(),
  subnetId: z.string(),
  blockchainName: z.string(),
  evmChainId: int,
  /** An object for EVM chains; chains of other VMs publish their genesis as text (often a JSON string). */
  genesisData: z.union([GenesisData, z.string()]),
});

export const Subnet = resource({
  createBlockTimestamp: epochSeconds,
  createBlockIndex: z.string(),
  subnetId: z.string(),
  ownerAddresses: z.array(z.string()),
  threshold: int,
  locktime: int,
  subnetOwnershipInfo: resource({ locktime: int, threshold: int, addresses: z.array(z.string()) }),
  isL1: z.boolean(),
  l1ConversionTransactionHash: z.string(),
  l1ValidatorManagerDetails: resource({ blockchainId: z.string(), contractAddress: z.string() }),
  blockchains: z.array(Blockchain),
});

export const Vertex = resource({
  vertexHash: z.string(),
  parentHashes: z.array(z.string()),
  vertexHeight: int,
  vertexIndex: int,
  vertexTimestamp: epochSeconds,
  txCount: int,
  transactions: z.array(z.string()),
  vertexSizeBytes: int,
});

export const Utxo = resource({
  addresses: z.array(z.string()),
  asset: AssetAmount,
  consumedOnChainId: z.string(),
  consumingTxHash: z.string(),
  createdOnChainId: z.string(),
  utxoId: z.string(),
  utxoBytes: z.string(),
  creationTxHash: z.string(),
  consumingTxTimestamp: epochSeconds,
  credentials: z.array(resource({ signature: z.string(), publicKey: z.string() })),
  groupId: int,
  locktime: int,
  outputIndex: z.string(),
  payload: z.string(),
  threshold: int,
  timestamp: epochSeconds,
  utxoType: z.string(),
});

/** XChainAsset: an X-Chain asset, as its own read and as the assetCreated of the transaction that made it. */
export const XChainAsset = resource({
  assetId: z.string(),
  name: z.string(),
  symbol: z.string(),
  denomination: int,
  type: z.string(),
  createdAtTimestamp: epochSeconds,
  cap: z.string(),
});

/** A vertex an X-Chain transaction was accepted in (before the chain's linearisation). */
export const TxVertex = resource({ hash: z.string(), height: int, timestamp: epochSeconds });

export const PrimaryNetworkTransaction = resource({
  txHash: z.string(),
  chainFormat: z.string(),
  timestamp: epochSeconds,
  txType: z.string(),
  memo: z.string(),
  consumedUtxos: z.array(Utxo),
  emittedUtxos: z.array(Utxo),
  amountUnlocked: z.array(AssetAmount),
  amountCreated: z.array(AssetAmount),
  sourceChain: z.string(),
  destinationChain: z.string(),
  assetCreated: XChainAsset,
  vertices: z.array(TxVertex),
  /** The real API's X-Chain transactions after the chain's linearisation sit in a block, not in vertices. */
  blockHeight: int,
  blockHash: z.string(),
});

const rewardShape = {
  addresses: z.array(z.string()),
  txHash: z.string(),
  amountStaked: z.string(),
  nodeId: z.string(),
  startTimestamp: epochSeconds,
  endTimestamp: epochSeconds,
  rewardType: z.string(),
};
export const HistoricalReward = resource({
  ...rewardShape,
  utxoId: z.string(),
  outputIndex: int,
  reward: AssetAmount.extend({ historicalPrice: Price.optional() }),
  rewardTxHash: z.string(),
});
export const PendingReward = resource({ ...rewardShape, progress: z.number(), estimatedReward: AssetAmount });

export const BALANCE_CATEGORIES = [
  'unlockedUnstaked',
  'unlockedStaked',
  'lockedPlatform',
  'lockedStakeable',
  'lockedStaked',
  'pendingStaked',
] as const;
export const ATOMIC_BALANCE_CATEGORIES = ['atomicMemoryUnlocked', 'atomicMemoryLocked'] as const;
/** The real Data API answers X-Chain balances with these two (beside atomic memory), not the P-Chain categories. */
export const X_CHAIN_BALANCE_CATEGORIES = ['unlocked', 'locked'] as const;

export const PrimaryBalances = resource({
  ...(Object.fromEntries(BALANCE_CATEGORIES.map((c) => [c, z.array(BalanceEntry)])) as Record<
    (typeof BALANCE_CATEGORIES)[number],
    z.ZodArray<typeof BalanceEntry>
  >),
  ...(Object.fromEntries(X_CHAIN_BALANCE_CATEGORIES.map((c) => [c, z.array(BalanceEntry)])) as Record<
    (typeof X_CHAIN_BALANCE_CATEGORIES)[number],
    z.ZodArray<typeof BalanceEntry>
  >),
  ...(Object.fromEntries(ATOMIC_BALANCE_CATEGORIES.map((c) => [c, z.array(AtomicBalanceEntry)])) as Record<
    (typeof ATOMIC_BALANCE_CATEGORIES)[number],
    z.ZodArray<typeof AtomicBalanceEntry>
  >),
});

export { ChainInfo };
