import { bytesToHex } from '@noble/hashes/utils.js';
import { bytesFor } from '../random';
import { C_BLOCK_SECONDS } from './constants';
import { idFor } from './keys';
import type { SimBlock, SimTx } from './model';

/**
 * The blocks of the X-Chain after its linearisation and of the C-Chain's atomic side, each
 * ascending by height (and so by time), with a lookup by height and by hash. Each transaction
 * they hold gets its `block`, so every answer naming a transaction names the same block.
 */
export class ChainBlocks {
  readonly byHeight = new Map<number, SimBlock>();
  readonly byHash = new Map<string, SimBlock>();

  constructor(readonly ascending: SimBlock[]) {
    for (const b of ascending) {
      this.byHeight.set(b.height, b);
      this.byHash.set(b.hash, b);
      for (const tx of b.txs) tx.block = b;
    }
  }

  /** A block by its height (decimal digits) or its hash, or undefined. */
  find(blockId: string): SimBlock | undefined {
    return /^\d+$/.test(blockId) ? this.byHeight.get(Number(blockId)) : this.byHash.get(blockId);
  }
}

/** Transactions with the same time share a block; the others each make their own, in order. */
function groupByTime(txs: SimTx[]): SimTx[][] {
  const groups: SimTx[][] = [];
  for (const tx of txs) {
    const last = groups[groups.length - 1];
    if (last && last[0].timestamp === tx.timestamp) last.push(tx);
    else groups.push([tx]);
  }
  return groups;
}

/**
 * The linear X-Chain: a block only when there is something to put in it (the chain produces no
 * empty blocks), heights from 0 on, the first block's parent the last vertex before the switch.
 */
export function buildXBlocks(label: string, linearTxs: SimTx[], lastVertexHash: string): ChainBlocks {
  const hash = (height: number) => idFor(`${label}:xblock:${height}`);
  return new ChainBlocks(
    groupByTime(linearTxs).map((txs, height) => ({
      height,
      hash: hash(height),
      parentHash: height ? hash(height - 1) : lastVertexHash,
      timestamp: txs[txs.length - 1].timestamp,
      txs,
    })),
  );
}

/**
 * The C-Chain blocks holding atomic transactions. The C-Chain makes a block every C_BLOCK_SECONDS,
 * so an atomic transaction's block height follows from its time; the blocks in between hold only
 * EVM transactions and are read with the EVM block endpoints. Hashes are 0x hex, as EVM hashes are.
 */
export function buildCAtomicBlocks(label: string, atomicTxs: SimTx[], cGenesis: number): ChainBlocks {
  const hash = (height: number) => `0x${bytesToHex(bytesFor(`${label}:cblock:${height}`))}`;
  const byHeight = new Map<number, SimTx[]>();
  for (const tx of atomicTxs) {
    const height = Math.max(0, Math.floor((tx.timestamp - cGenesis) / C_BLOCK_SECONDS));
    const list = byHeight.get(height) ?? [];
    list.push(tx);
    byHeight.set(height, list);
  }
  return new ChainBlocks(
    [...byHeight].map(([height, txs]) => ({
      height,
      hash: hash(height),
      parentHash: hash(Math.max(0, height - 1)),
      timestamp: txs[txs.length - 1].timestamp,
      txs,
    })),
  );
}
