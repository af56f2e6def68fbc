import type { Rng } from '../random';
import type { SimTx, SimVertex } from './model';

/**
 * Groups the X-Chain's transactions (in order) into a DAG of vertices: each vertex holds one to
 * three transactions, each height one to three vertices, and a vertex's parents are the vertices
 * of the height below. Sets each transaction's `vertex`. Returns the vertices by height.
 */
export function buildVertices(rng: Rng, xTxs: SimTx[], vertexId: (index: number) => string): SimVertex[][] {
  const heights: SimVertex[][] = [];
  let index = 0;
  let i = 0;
  while (i < xTxs.length) {
    const height = heights.length;
    const parents = height ? heights[height - 1].map((v) => v.vertexHash) : [];
    const row: SimVertex[] = [];
    for (let width = rng.int(1, 4); width > 0 && i < xTxs.length; width--) {
      const txs = xTxs.slice(i, i + rng.int(1, 4));
      i += txs.length;
      const v: SimVertex = {
        vertexHash: vertexId(index),
        parentHashes: parents,
        vertexHeight: height,
        vertexIndex: index++,
        vertexTimestamp: txs[txs.length - 1].timestamp,
        transactions: txs.map((tx) => tx.txHash),
        // Header (codec, chain id, height, epoch, parent count and ids, tx count) plus a rough size per tx.
        vertexSizeBytes: 2 + 32 + 8 + 4 + 4 + 32 * parents.length + 4 + txs.reduce((s, tx) => s + txSize(tx), 0),
      };
      for (const tx of txs) tx.vertex = { hash: v.vertexHash, height, timestamp: v.vertexTimestamp };
      row.push(v);
    }
    heights.push(row);
  }
  return heights;
}

/** Serialized size of a transaction: inputs, outputs and credentials at their wire sizes. */
const txSize = (tx: SimTx) => 64 + tx.memo.length + tx.consumed.length * (32 + 4 + 32 + 20 + 65) + tx.emitted.length * (32 + 44);
