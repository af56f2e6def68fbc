import type { UtxoType } from '../../../shared/api/enums';

/**
 * The Primary Network simulation's own records. Times are epoch seconds; amounts are BigInt
 * nAVAX (or base units of an X-Chain asset). The HTTP shapes are made from these in serialize.ts.
 */

/** Which chain of the Primary Network: the P-Chain, the X-Chain, or the C-Chain's atomic side. */
export type ChainKey = 'P' | 'X' | 'C';

export interface SimAsset {
  assetId: string;
  name: string;
  symbol: string;
  denomination: number;
  /** Set for created assets: their CreateAssetTx. */
  createdBy?: { txHash: string; timestamp: number; cap: 'fixed' | 'variable' };
}

export interface Spent {
  txHash: string;
  timestamp: number;
  chain: ChainKey;
}

/** A UTXO's id (utxoId) is derived from txHash and outputIndex when it is served (serialize.ts). */
export interface SimUtxo {
  txHash: string;
  outputIndex: number;
  /** The chain whose transaction created it. */
  createdOn: ChainKey;
  /** Set for an exported UTXO: it sits in this chain's atomic memory (shared with createdOn) until imported. */
  atomicTo?: ChainKey;
  assetId: string;
  amount: bigint;
  /** Owner wallet indexes (see wallets.ts). */
  owners: number[];
  threshold: number;
  locktime: number;
  /** A P-Chain output that may be staked but not spent before this time. */
  stakeableLocktime: number;
  /** mint: the right to mint more of a variable-cap asset (amount 0), consumed by an OperationTx. */
  utxoType: UtxoType;
  /** A STAKE output is staked from start to end; before start it counts as pending. */
  staking?: { start: number; end: number };
  createdAt: number;
  spent?: Spent;
}

export interface AtomicTransfer {
  from: ChainKey;
  to: ChainKey;
}

export interface SimTx {
  txHash: string;
  /** Order of creation across the whole network; ties in timestamp are broken by it. */
  seq: number;
  chain: ChainKey;
  txType: string;
  timestamp: number;
  memo: Uint8Array;
  consumed: SimUtxo[];
  emitted: SimUtxo[];
  /** AVAX burned. */
  fee: bigint;
  /** AVAX created from nothing (staking rewards only). */
  minted: bigint;
  /** C-Chain atomic txs: AVAX credited to (import) or debited from (export) an EVM account, not a UTXO. */
  evmIn: bigint;
  evmOut: bigint;
  /** AVAX put into an L1 validator's balance (IncreaseL1ValidatorBalanceTx). */
  l1Deposit: bigint;
  atomic?: AtomicTransfer;
  /** CreateAssetTx: the asset it creates (its outputs are the initial supply). */
  assetCreated?: SimAsset;
  /** X-Chain before its linearisation: the vertex holding it. */
  vertex?: { hash: string; height: number; timestamp: number };
  /** X-Chain after its linearisation, and C-Chain atomic transactions: the block holding it. */
  block?: SimBlock;
}

/** A block of the linear X-Chain or a C-Chain block holding atomic transactions. */
export interface SimBlock {
  height: number;
  hash: string;
  parentHash: string;
  /** The time of its last transaction. */
  timestamp: number;
  txs: SimTx[];
}

export interface SimVertex {
  vertexHash: string;
  parentHashes: string[];
  vertexHeight: number;
  vertexIndex: number;
  vertexTimestamp: number;
  transactions: string[];
  vertexSizeBytes: number;
}
