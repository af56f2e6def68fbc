import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { toChecksumAddress } from '../../../shared/codecs/evmAddress';
import { cb58Decode, cb58Encode } from '../../../shared/codecs/cb58';
import { bytesFor } from '../random';
import type { ChainKey, SimTx } from './model';
import { pChainHeightAt, type PrimaryNetworkSim } from './network';
import type { StakePeriod } from './staking';
import type { SimBlockchain, SimSubnet } from './subnets';

/**
 * What the explorer reads of one network need beyond the simulation's own records: each chain's
 * transactions in time order, each wallet's transactions per chain, the staking period behind a
 * staking or reward transaction, the subnet or chain a P-Chain transaction made, and the P-Chain
 * blocks. Built once per simulation, on first use.
 */
export interface ExplorerIndex {
  /** Per chain, ascending by (timestamp, seq): the order every list pages in. */
  txs: Record<ChainKey, SimTx[]>;
  /** `${chain}:${owner}` → that wallet's transactions on the chain, ascending. */
  txsByOwner: Map<string, SimTx[]>;
  /** Staking transactions and their RewardValidatorTx → the validation or delegation. */
  stakeOf: Map<string, StakePeriod>;
  subnetCreatedBy: Map<string, SimSubnet>;
  chainCreatedBy: Map<string, SimBlockchain>;
  /** P-Chain height → the transactions of that block (heights follow the clock, see network.ts). */
  pBlockTxs: Map<number, SimTx[]>;
  /** Wallet → its 0x address on the C-Chain (the EVM side of its atomic transactions), and back. */
  evmAddress: string[];
  ownerOfEvm: Map<string, number>;
}

const built = new WeakMap<PrimaryNetworkSim, ExplorerIndex>();

export function explorerIndex(sim: PrimaryNetworkSim): ExplorerIndex {
  let index = built.get(sim);
  if (!index) built.set(sim, (index = buildIndex(sim)));
  return index;
}

export const seqKey = (tx: SimTx): [number, number] => [tx.timestamp, tx.seq];

/** The wallets a transaction touches: owners of what it consumed and emitted. */
export function ownersOf(tx: SimTx): Set<number> {
  const owners = new Set<number>();
  for (const u of tx.consumed) for (const o of u.owners) owners.add(o);
  for (const u of tx.emitted) for (const o of u.owners) owners.add(o);
  return owners;
}

function buildIndex(sim: PrimaryNetworkSim): ExplorerIndex {
  const txs: Record<ChainKey, SimTx[]> = { P: [], X: [], C: [] };
  const txsByOwner = new Map<string, SimTx[]>();
  const pBlockTxs = new Map<number, SimTx[]>();
  // The ledger issues in time order, and seq follows issue order: already ascending.
  for (const tx of sim.ledger.txs) {
    txs[tx.chain].push(tx);
    for (const owner of ownersOf(tx)) {
      const key = `${tx.chain}:${owner}`;
      const list = txsByOwner.get(key) ?? [];
      list.push(tx);
      txsByOwner.set(key, list);
    }
    if (tx.chain === 'P') {
      const height = pChainHeightAt(sim, tx.timestamp);
      const list = pBlockTxs.get(height) ?? [];
      list.push(tx);
      pBlockTxs.set(height, list);
    }
  }
  const stakeOf = new Map<string, StakePeriod>();
  for (const v of sim.validators) {
    for (const p of [v, ...v.delegations]) {
      if (p.tx) stakeOf.set(p.tx.txHash, p);
      if (p.rewardTx) stakeOf.set(p.rewardTx.txHash, p);
    }
  }
  const subnetCreatedBy = new Map<string, SimSubnet>();
  const chainCreatedBy = new Map<string, SimBlockchain>();
  for (const s of sim.subnets) {
    if (s.createTx) subnetCreatedBy.set(s.createTx.txHash, s);
    for (const b of s.blockchains) if (b.createTx) chainCreatedBy.set(b.createTx.txHash, b);
  }
  const evmAddress = sim.wallets.keys.map((k) => {
    const uncompressed = secp256k1.Point.fromBytes(k.publicKey).toBytes(false);
    return toChecksumAddress(`0x${bytesToHex(keccak_256(uncompressed.subarray(1)).subarray(12))}`);
  });
  const ownerOfEvm = new Map(evmAddress.map((a, i) => [a.toLowerCase(), i]));
  return { txs, txsByOwner, stakeOf, subnetCreatedBy, chainCreatedBy, pBlockTxs, evmAddress, ownerOfEvm };
}

/**
 * A P-Chain block's hash: 24 bytes from its label, then its height, so a hash finds its block
 * without a table of every height (most blocks of a quiet chain hold nothing).
 */
export function pBlockHash(sim: PrimaryNetworkSim, height: number): string {
  const bytes = new Uint8Array(32);
  bytes.set(bytesFor(`${sim.label}:pblock:${height}`).subarray(0, 24));
  new DataView(bytes.buffer).setBigUint64(24, BigInt(height));
  return cb58Encode(bytes);
}

/** The height a P-Chain block hash names, or undefined when it is no block hash of this network. */
export function heightOfPBlockHash(sim: PrimaryNetworkSim, hash: string): number | undefined {
  let bytes: Uint8Array;
  try {
    bytes = cb58Decode(hash);
  } catch {
    return undefined;
  }
  if (bytes.length !== 32) return undefined;
  const height = Number(new DataView(bytes.buffer, bytes.byteOffset).getBigUint64(24));
  return Number.isSafeInteger(height) && pBlockHash(sim, height) === hash ? height : undefined;
}
