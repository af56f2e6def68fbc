import { bytesToHex } from '@noble/hashes/utils.js';
import type { z } from 'zod';
import type { PrimaryNetworkTransaction, Utxo } from '../../shared/api';
import { cb58Decode } from '../../shared/codecs/cb58';
import { assetAmount, assetOf, SECP, utxoIdOf, type AssetAmountOut } from '../sim/primary/assets';
import { credential } from '../sim/primary/keys';
import type { SimTx, SimUtxo } from '../sim/primary/model';
import type { PrimaryNetworkSim } from '../sim/primary/network';

type UtxoOut = z.output<typeof Utxo>;
type TxOut = z.output<typeof PrimaryNetworkTransaction>;

/** Type id of secp256k1 transfer outputs in the avm/platformvm codecs. */
const TRANSFER_OUTPUT_TYPE = 7;

/** One owner signs a transaction once: every input it spends carries the same credential. */
const credentialOf = (sim: PrimaryNetworkSim, owner: number, txHash: string) => credential(sim.wallets.keys[owner], txHash);

/** A UTXO's JSON has two states, before and after its spend is visible: each is made once. */
const served = new WeakMap<SimUtxo, { unspent?: UtxoOut; spent?: UtxoOut }>();

/** The UTXO as of `now`: a spend after `now` has not happened yet. */
export function utxoOut(sim: PrimaryNetworkSim, u: SimUtxo, now: number): UtxoOut {
  const spent = u.spent && u.spent.timestamp <= now ? u.spent : undefined;
  const cache = served.get(u) ?? {};
  served.set(u, cache);
  const state = spent ? 'spent' : 'unspent';
  return (cache[state] ??= {
    ...(cache.unspent ?? unspentOut(sim, u)),
    ...(spent && {
      consumedOnChainId: sim.chainIdOf(spent.chain),
      consumingTxHash: spent.txHash,
      consumingTxTimestamp: spent.timestamp,
      credentials: [credentialOf(sim, u.owners[0], spent.txHash)],
    }),
  });
}

function unspentOut(sim: PrimaryNetworkSim, u: SimUtxo): UtxoOut {
  const letter = u.atomicTo ?? u.createdOn;
  return {
    addresses: u.owners.map((o) => sim.wallets.address(o, letter)),
    asset: assetAmount(assetOf(sim, u.assetId), u.amount),
    createdOnChainId: sim.chainIdOf(u.createdOn),
    // Before its spend the real API names the chain that can consume it: the one it was exported to, or its own.
    consumedOnChainId: sim.chainIdOf(letter),
    creationTxHash: u.txHash,
    utxoId: utxoIdOf(u),
    utxoBytes: utxoBytes(sim, u),
    outputIndex: String(u.outputIndex),
    timestamp: u.createdAt,
    locktime: u.locktime,
    threshold: u.threshold,
    groupId: 0,
    utxoType: u.utxoType,
  };
}

/** The output's wire bytes: tx id, index, asset id, then a secp256k1 transfer output. */
function utxoBytes(sim: PrimaryNetworkSim, u: SimUtxo): string {
  const parts: (Uint8Array | number[])[] = [
    [0, 0],
    cb58Decode(u.txHash),
    u32(u.outputIndex),
    cb58Decode(u.assetId),
    u32(TRANSFER_OUTPUT_TYPE),
    u64(u.amount),
    u64(BigInt(u.locktime)),
    u32(u.threshold),
    u32(u.owners.length),
    ...u.owners.map((o) => sim.wallets.keys[o].shortId),
  ];
  return `0x${parts.map((p) => bytesToHex(Uint8Array.from(p))).join('')}`;
}
const u32 = (n: number) => [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const u64 = (n: bigint) => Array.from({ length: 8 }, (_, i) => Number((n >> BigInt(56 - 8 * i)) & 255n));

function totals(sim: PrimaryNetworkSim, utxos: SimUtxo[]): AssetAmountOut[] {
  const sums = new Map<string, bigint>();
  for (const u of utxos) sums.set(u.assetId, (sums.get(u.assetId) ?? 0n) + u.amount);
  return [...sums].map(([assetId, amount]) => assetAmount(assetOf(sim, assetId), amount));
}

export function transactionOut(sim: PrimaryNetworkSim, tx: SimTx, now: number): TxOut {
  const created = tx.assetCreated;
  return {
    txHash: tx.txHash,
    chainFormat: tx.vertex ? 'non-linear' : 'linear',
    timestamp: tx.timestamp,
    txType: tx.txType,
    memo: `0x${bytesToHex(tx.memo)}`,
    consumedUtxos: tx.consumed.map((u) => utxoOut(sim, u, now)),
    emittedUtxos: tx.emitted.map((u) => utxoOut(sim, u, now)),
    amountUnlocked: totals(sim, tx.consumed),
    amountCreated: totals(sim, tx.emitted),
    sourceChain: sim.chainIdOf(tx.atomic?.from ?? tx.chain),
    destinationChain: sim.chainIdOf(tx.atomic?.to ?? tx.chain),
    ...(created?.createdBy && {
      assetCreated: {
        assetId: created.assetId,
        name: created.name,
        symbol: created.symbol,
        denomination: created.denomination,
        type: SECP,
        createdAtTimestamp: created.createdBy.timestamp,
        cap: created.createdBy.cap,
      },
    }),
    ...(tx.vertex && { vertices: [tx.vertex] }),
    ...(tx.block && { blockHeight: tx.block.height, blockHash: tx.block.hash }),
  };
}

/**
 * A transaction's JSON as of `now` (UTF-8 bytes), made once per state: its outputs get spent
 * over time, and only that changes it. Pages of 100 transactions are large; copying
 * cached bytes into the page keeps them cheap to serve, with no text to encode.
 */
const txJson = new WeakMap<SimTx, { spentSeen: number; json: Buffer }>();
export function transactionJson(sim: PrimaryNetworkSim, tx: SimTx, now: number): Buffer {
  const spentSeen = tx.emitted.reduce((n, u) => (u.spent && u.spent.timestamp <= now ? n + 1 : n), 0);
  const cached = txJson.get(tx);
  if (cached?.spentSeen === spentSeen) return cached.json;
  const json = Buffer.from(JSON.stringify(transactionOut(sim, tx, now)));
  txJson.set(tx, { spentSeen, json });
  return json;
}

/** The first time (seconds) after `now` at which one of these transactions' JSON changes: an output of theirs spent. */
export function nextJsonChange(txs: readonly SimTx[], now: number): number {
  let next = Infinity;
  for (const tx of txs)
    for (const u of tx.emitted) if (u.spent && u.spent.timestamp > now && u.spent.timestamp < next) next = u.spent.timestamp;
  return next;
}
