import type { EvmChain } from '../sim/evm/evmChain';
import { partitionPoint } from '../sim/partitionPoint';

/**
 * The newest blocks or transactions of several chains merged into one list, newest first: by timestamp, then by chain
 * (its position in the network's list), then by number. A walk reads the chains as they were at its first page (the
 * cursor carries each chain's count then), so blocks arriving meanwhile never shift or repeat an item.
 */
/** The last item served (its timestamp, chain position and number), then each chain's item count when the walk began. */
export type AllChainsCursor = readonly number[];

export interface ChainItems {
  /** Items of the chain so far (block count or transaction count). */
  count(chain: EvmChain): number;
  /** Timestamp of item `n` (non-decreasing in n). */
  timestamp(chain: EvmChain, n: number): number;
}

export const BLOCKS: ChainItems = {
  count: (chain) => chain.headNumber + 1,
  timestamp: (chain, n) => chain.store.blockTs.get(n),
};
export const TRANSACTIONS: ChainItems = {
  count: (chain) => chain.txCount,
  timestamp: (chain, seq) => chain.store.blockTs.get(chain.store.txBlock.get(seq)),
};

type Key = [number, number, number];
const newer = (a: Key, b: Key) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/**
 * One page of `items` of `chains` after the cursor: `limit` entries of (chain, number) newest first, each chain's own
 * candidates taken by `below(chain, end, want)` (numbers below `end`, newest first, as many as `want`: a status filter
 * skips some), and the cursor to continue after the last, or none when the list ends there.
 */
export function allChainsPage(
  chains: EvmChain[],
  items: ChainItems,
  cursor: AllChainsCursor | undefined,
  limit: number,
  below: (chain: EvmChain, end: number, want: number) => number[],
): { entries: { chain: EvmChain; n: number }[]; next?: AllChainsCursor } {
  const last = cursor?.slice(0, 3) as Key | undefined;
  const counts = cursor?.slice(3) ?? chains.map((c) => items.count(c));
  const candidates: { chain: EvmChain; n: number; key: Key }[] = [];
  chains.forEach((chain, position) => {
    const count = Math.min(counts[position] ?? 0, items.count(chain));
    // Items strictly older than the last one served: a prefix of the chain's, as keys grow with the number.
    const end = last ? partitionPoint(count, (n) => newer([items.timestamp(chain, n), position, n], last) < 0) : count;
    for (const n of below(chain, end, limit + 1)) candidates.push({ chain, n, key: [items.timestamp(chain, n), position, n] });
  });
  candidates.sort((a, b) => newer(b.key, a.key));
  const page = candidates.slice(0, limit);
  const more = candidates.length > limit;
  return { entries: page, ...(more ? { next: [...page[page.length - 1].key, ...counts] } : {}) };
}
