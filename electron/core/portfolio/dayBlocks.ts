import type { EndpointId, EndpointParams, EndpointResponse } from '../../../shared/api/endpoints';

export interface HistoryClient {
  request<Id extends EndpointId>(id: Id, params: EndpointParams<Id>): Promise<EndpointResponse<Id>>;
}

interface Known {
  n: number;
  ts: number;
}

/** A search never takes more than this many reads; bisection alone needs about 40 for any real chain. */
const MAX_STEPS = 64;

/**
 * The last block of one EVM chain at or before a time. The Data API has no block-by-time lookup
 * (listLatestBlocks only pages back from the head, some 40,000 blocks a day on the C-Chain), so
 * this searches block numbers with getBlock: interpolation on the timestamps, falling back to
 * halving every other step so a chain with uneven block times still ends in about log2(n) reads.
 * Every block read is remembered, so the days of one walk, asked oldest first, narrow each other.
 */
export class DayBlocks {
  private readonly known: Known[] = [];
  /** Reads this finder made. */
  requests = 0;

  private constructor(
    private readonly client: HistoryClient,
    private readonly chainId: string,
  ) {}

  static async open(client: HistoryClient, chainId: string): Promise<DayBlocks> {
    const genesis = await client.request('getBlock', { chainId, blockId: '0' });
    const head = await client.request('listLatestBlocks', { chainId, pageSize: 1 });
    const finder = new DayBlocks(client, chainId);
    finder.requests = 2;
    finder.remember(0, timestampOf(genesis, chainId));
    const top = head.blocks?.[0];
    if (top) finder.remember(Number(top.blockNumber), timestampOf(top, chainId));
    return finder;
  }

  /** The number of the last block at or before `t` (epoch seconds), or undefined when the chain's first block is later. */
  async atOrBefore(t: number): Promise<number | undefined> {
    let lo = this.known.filter((k) => k.ts <= t).at(-1);
    if (!lo) return undefined;
    let hi = this.known.find((k) => k.ts > t);
    for (let step = 0; hi && hi.n - lo.n > 1; step++) {
      if (step >= MAX_STEPS) throw new Error(`The block of ${new Date(t * 1000).toISOString()} on chain ${this.chainId} was not found.`);
      const span = hi.n - lo.n;
      const guess =
        step % 2 === 0 && hi.ts > lo.ts ? lo.n + Math.floor(((t - lo.ts) / (hi.ts - lo.ts)) * span) : lo.n + Math.floor(span / 2);
      const n = Math.min(hi.n - 1, Math.max(lo.n + 1, guess));
      const block = await this.client.request('getBlock', { chainId: this.chainId, blockId: String(n) });
      this.requests += 1;
      const probe = this.remember(n, timestampOf(block, this.chainId));
      if (probe.ts <= t) lo = probe;
      else hi = probe;
    }
    return lo.n;
  }

  /** True once a block after `t` is known: the chain has moved past it, so what holds at `t` is final. */
  settled(t: number): boolean {
    return this.known.some((k) => k.ts > t);
  }

  private remember(n: number, ts: number): Known {
    const at = this.known.findIndex((k) => k.n >= n);
    const entry = { n, ts };
    if (at === -1) this.known.push(entry);
    else if (this.known[at].n !== n) this.known.splice(at, 0, entry);
    return entry;
  }
}

function timestampOf(block: { blockTimestamp?: number; blockNumber?: string }, chainId: string): number {
  if (typeof block.blockTimestamp !== 'number')
    throw new Error(`Block ${block.blockNumber ?? '?'} of chain ${chainId} came without its time.`);
  return block.blockTimestamp;
}
