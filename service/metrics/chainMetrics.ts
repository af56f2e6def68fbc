import type { ChainMetric, TimeInterval } from '../../shared/api/endpoints/metrics';
import { BoundedCache } from '../server/boundedCache';
import { NO_ADDRESS } from '../sim/evm/chainStore';
import type { EvmChain } from '../sim/evm/evmChain';
import { FirstSeen, isDeployment } from './firstSeen';
import { nextBucket } from './timeBuckets';

const HOUR = 3600;
const GWEI = 1e9;

/**
 * The v2 metrics of one simulated chain, each bucket [start, next start) read from its blocks
 * and transactions:
 * - txCount: the transactions of the blocks timestamped in the bucket; cumulativeTxCount: those before its end;
 * - avgTps / avgGps: transactions / gas per second of the bucket (the newest bucket, still filling, / its seconds so far);
 * - maxTps / maxGps: the bucket's busiest hour, as that hour's average;
 * - activeAddresses: distinct senders and recipients; activeSenders: distinct senders;
 * - contracts / deployers: successful contract creations and their distinct senders; cumulative*: first appearances
 *   (addresses, contracts, deployers) before the bucket's end;
 * - gasUsed: the blocks' gas used; feesPaid: the blocks' fees in wei; avg/maxGasPrice: the transactions' gas price
 *   in wei (numbers, as the service sends them).
 * A bucket that has closed never changes again, so its value is cached.
 */
export class ChainMetrics {
  private readonly closed = new BoundedCache<string, number>(20_000);
  private readonly firstSeen: FirstSeen;

  constructor(
    private readonly chain: EvmChain,
    private readonly nowSec: () => number,
  ) {
    this.firstSeen = new FirstSeen(chain);
  }

  firstSec(): number {
    return this.chain.store.blockTs.get(0);
  }

  lastSec(): number {
    return this.chain.store.blockTs.get(this.chain.headNumber);
  }

  value(metric: ChainMetric, interval: TimeInterval, start: number): number {
    const end = nextBucket(interval, start);
    return this.between(metric, start, end);
  }

  /** The metric over [start, end): cached once the span has closed. */
  between(metric: ChainMetric, start: number, end: number): number {
    if (end <= this.lastSec()) return this.closed.getOr(`${metric}:${start}:${end}`, () => this.compute(metric, start, end));
    return this.compute(metric, start, end);
  }

  private compute(metric: ChainMetric, start: number, end: number): number {
    const s = this.chain.store;
    switch (metric) {
      case 'txCount':
        return this.chain.txCountInTimeRange(start, end);
      case 'cumulativeTxCount':
        return this.chain.txCountInTimeRange(0, end);
      case 'avgTps':
        return this.chain.txCountInTimeRange(start, end) / this.elapsed(start, end);
      case 'maxTps':
        return this.busiestHour(start, end, (h) => this.chain.txCountInTimeRange(h, h + HOUR));
      case 'gasUsed':
        return this.sumBlocks(start, end, (n) => s.blockGasUsed.get(n));
      case 'avgGps':
        return this.sumBlocks(start, end, (n) => s.blockGasUsed.get(n)) / this.elapsed(start, end);
      case 'maxGps':
        return this.busiestHour(start, end, (h) => this.sumBlocks(h, h + HOUR, (n) => s.blockGasUsed.get(n)));
      case 'feesPaid':
        return this.sumBlocks(start, end, (n) => s.blockFeesGwei.get(n)) * GWEI;
      case 'activeAddresses':
        return this.distinct(start, end, (seq, add) => (add(s.txFrom.get(seq)), add(s.txTo.get(seq))));
      case 'activeSenders':
        return this.distinct(start, end, (seq, add) => add(s.txFrom.get(seq)));
      case 'contracts':
        return this.distinct(start, end, (seq, add) => isDeployment(this.chain, seq) && add(seq));
      case 'deployers':
        return this.distinct(start, end, (seq, add) => isDeployment(this.chain, seq) && add(s.txFrom.get(seq)));
      case 'cumulativeAddresses':
        return this.firstSeen.countBefore('addresses', end);
      case 'cumulativeContracts':
        return this.firstSeen.countBefore('contracts', end);
      case 'cumulativeDeployers':
        return this.firstSeen.countBefore('deployers', end);
      case 'avgGasPrice': {
        const { from, to } = this.txRange(start, end);
        let sum = 0;
        for (let seq = from; seq < to; seq++) sum += s.txGasPriceGwei.get(seq);
        return to > from ? (sum / (to - from)) * GWEI : 0;
      }
      case 'maxGasPrice': {
        const { from, to } = this.txRange(start, end);
        let max = 0;
        for (let seq = from; seq < to; seq++) max = Math.max(max, s.txGasPriceGwei.get(seq));
        return max * GWEI;
      }
    }
  }

  /** The span's seconds, or those elapsed so far in the still-filling one (at least 1). */
  private elapsed(start: number, end: number): number {
    return Math.max(1, Math.min(end, this.nowSec()) - start);
  }

  /** The largest per-second rate of any hour in [start, end), `amount` giving an hour's total. */
  private busiestHour(start: number, end: number, amount: (hour: number) => number): number {
    let max = 0;
    for (let h = start; h < end && h <= this.lastSec(); h += HOUR) max = Math.max(max, amount(h) / this.elapsed(h, h + HOUR));
    return max;
  }

  private sumBlocks(start: number, end: number, of: (block: number) => number): number {
    const { first, endExclusive } = this.chain.blockRangeForTime(start, end);
    let sum = 0;
    for (let n = first; n < endExclusive; n++) sum += of(n);
    return sum;
  }

  /** Sequence numbers [from, to) of the transactions in blocks timestamped in [start, end). */
  private txRange(start: number, end: number): { from: number; to: number } {
    const s = this.chain.store;
    const { first, endExclusive } = this.chain.blockRangeForTime(start, end);
    if (endExclusive <= first) return { from: 0, to: 0 };
    return { from: s.blockTxStart.get(first), to: s.blockTxStart.get(endExclusive - 1) + s.blockTxCount.get(endExclusive - 1) };
  }

  /** How many distinct ids `collect` adds over the span's transactions (NO_ADDRESS, a creation's recipient, is not one). */
  private distinct(start: number, end: number, collect: (seq: number, add: (id: number) => unknown) => unknown): number {
    const { from, to } = this.txRange(start, end);
    const seen = new Set<number>();
    const add = (id: number) => seen.add(id);
    for (let seq = from; seq < to; seq++) collect(seq, add);
    seen.delete(NO_ADDRESS);
    return seen.size;
  }
}
