import type { ChainMetric, TimeInterval } from '../../shared/api/metricsV2Endpoints';
import { BoundedCache } from '../server/boundedCache';
import { NO_ADDRESS } from '../sim/evm/chainStore';
import type { EvmChain } from '../sim/evm/evmChain';
import { nextBucket } from './timeBuckets';

const HOUR = 3600;
const GWEI = 1e9;

/**
 * The v2 metrics of one simulated chain, each bucket [start, next start) read from its blocks
 * and transactions:
 * - txCount: the transactions of the blocks timestamped in the bucket;
 * - avgTps: txCount / the bucket's seconds (the newest bucket, still filling, / its seconds so far);
 * - maxTps: the bucket's busiest hour, as that hour's average TPS;
 * - activeAddresses: distinct senders and recipients of those transactions;
 * - gasUsed: the blocks' gas used; feesPaid: the blocks' fees in wei (a number, as the service sends it).
 * A bucket that has closed never changes again, so its value is cached.
 */
export class ChainMetrics {
  private readonly closed = new BoundedCache<string, number>(20_000);

  constructor(
    private readonly chain: EvmChain,
    private readonly nowSec: () => number,
  ) {}

  firstSec(): number {
    return this.chain.store.blockTs.get(0);
  }

  lastSec(): number {
    return this.chain.store.blockTs.get(this.chain.headNumber);
  }

  value(metric: ChainMetric, interval: TimeInterval, start: number): number {
    const end = nextBucket(interval, start);
    if (end <= this.lastSec()) return this.closed.getOr(`${metric}:${interval}:${start}`, () => this.compute(metric, start, end));
    return this.compute(metric, start, end);
  }

  private compute(metric: ChainMetric, start: number, end: number): number {
    switch (metric) {
      case 'txCount':
        return this.chain.txCountInTimeRange(start, end);
      case 'avgTps':
        return this.chain.txCountInTimeRange(start, end) / this.elapsed(start, end);
      case 'maxTps': {
        let max = 0;
        for (let h = start; h < end && h <= this.lastSec(); h += HOUR)
          max = Math.max(max, this.chain.txCountInTimeRange(h, h + HOUR) / this.elapsed(h, h + HOUR));
        return max;
      }
      case 'activeAddresses':
        return this.activeAddresses(start, end);
      case 'gasUsed':
        return this.sumBlocks(start, end, (n) => this.chain.store.blockGasUsed.get(n));
      case 'feesPaid':
        return this.sumBlocks(start, end, (n) => this.chain.store.blockFeesGwei.get(n)) * GWEI;
    }
  }

  /** The bucket's seconds, or those elapsed so far in the still-filling one (at least 1). */
  private elapsed(start: number, end: number): number {
    return Math.max(1, Math.min(end, this.nowSec()) - start);
  }

  private sumBlocks(start: number, end: number, of: (block: number) => number): number {
    const { first, endExclusive } = this.chain.blockRangeForTime(start, end);
    let sum = 0;
    for (let n = first; n < endExclusive; n++) sum += of(n);
    return sum;
  }

  private activeAddresses(start: number, end: number): number {
    const s = this.chain.store;
    const { first, endExclusive } = this.chain.blockRangeForTime(start, end);
    if (endExclusive <= first) return 0;
    const fromSeq = s.blockTxStart.get(first);
    const toSeq = s.blockTxStart.get(endExclusive - 1) + s.blockTxCount.get(endExclusive - 1);
    const seen = new Set<number>();
    for (let seq = fromSeq; seq < toSeq; seq++) {
      seen.add(s.txFrom.get(seq));
      seen.add(s.txTo.get(seq));
    }
    seen.delete(NO_ADDRESS); // a contract creation has no recipient
    return seen.size;
  }
}
