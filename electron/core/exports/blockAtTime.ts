import type { ApiRequester } from './operationRunner';

/** More steps than any chain needs (a bisection of 2^64 blocks); an origin whose block times go backwards ends here. */
const MAX_STEPS = 64;

/**
 * The number of the first block of `chainId` made after `sec` (epoch seconds), or undefined when no block is yet: a
 * walk of history newest first can start there instead of reading every newer page. Block times grow with the block
 * number at a nearly steady rate, so the search guesses by interpolation between two blocks it has read and bisects
 * every other step, which bounds it at about twice a bisection's steps when the rate is not steady.
 */
/** A block's number and time; the search cannot go on without them. */
function read(chainId: string, block: { blockNumber?: string; blockTimestamp?: number }): { n: bigint; t: number } {
  if (block.blockNumber === undefined || !/^\d+$/.test(block.blockNumber))
    throw new Error(`Chain ${chainId}: a block without a blockNumber, so the period's first block cannot be found`);
  if (block.blockTimestamp === undefined)
    throw new Error(`Chain ${chainId}: block ${block.blockNumber} has no blockTimestamp, so the period's first block cannot be found`);
  return { n: BigInt(block.blockNumber), t: block.blockTimestamp };
}

export async function firstBlockAfter(api: ApiRequester, chainId: string, sec: number, signal?: AbortSignal): Promise<bigint | undefined> {
  const { blocks } = await api.request('listLatestBlocks', { chainId, pageSize: 1 }, { signal });
  if (!blocks?.[0]) return undefined;
  const head = read(chainId, blocks[0]);
  if (head.t <= sec) return undefined;
  // Invariant: block `lo` is at or before `sec` (or is before the first block), block `hi` is after it.
  let lo: { n: bigint; t: number | undefined } = { n: -1n, t: undefined };
  let hi = head;
  for (let step = 0; hi.n - lo.n > 1n; step++) {
    if (step >= MAX_STEPS)
      throw new Error(`Chain ${chainId}: no block found at ${sec} after ${MAX_STEPS} steps; its block times do not grow`);
    const mid = lo.n + (hi.n - lo.n) / 2n;
    let guess = mid;
    if (step % 2 === 0 && lo.t !== undefined && hi.t > lo.t) {
      const share = (sec - lo.t) / (hi.t - lo.t);
      guess = lo.n + BigInt(Math.round(Number(hi.n - lo.n) * share));
    }
    if (guess <= lo.n) guess = lo.n + 1n;
    if (guess >= hi.n) guess = hi.n - 1n;
    const block = read(chainId, await api.request('getBlock', { chainId, blockId: String(guess) }, { signal }));
    if (block.t <= sec) lo = block;
    else hi = block;
  }
  return hi.n;
}
