import { ROLLING_WINDOWS } from '../../shared/api/dashboards';
import type { TimeInterval } from '../../shared/api/endpoints/metrics';
import { canonicalNetwork, type Network } from '../../shared/api/params';
import { IcmIndex } from '../icm/icmIndex';
import { partnerOf } from '../icm/icmMessages';
import { bucketStart } from '../metrics/timeBuckets';
import type { HandlerMap } from '../server/handler';
import { secondsOf } from '../sim/clock';
import type { EvmSimulation } from '../sim/evm/simulation';
import { partitionPoint } from '../sim/partitionPoint';

const DAY = 86_400;
const WINDOW_SECONDS = [3_600, DAY, 7 * DAY, 30 * DAY, 90 * DAY, 365 * DAY, Number.POSITIVE_INFINITY];

/** The messages sent from one chain to its partner: their send times, ascending. */
interface PairStream {
  src: string;
  dest: string;
  times: () => number[];
}

interface Filter {
  srcBlockchainId?: string;
  destBlockchainId?: string;
  groupBy?: string;
  network?: Network;
}

type Point = { timestamp: number; srcBlockchainId: string; destBlockchainId: string };
/** Newest bucket first, then by source and destination. */
const order = (a: Point, [timestamp, src, dest]: [number, string, string]): number =>
  timestamp - a.timestamp || a.srcBlockchainId.localeCompare(src) || a.destBlockchainId.localeCompare(dest);

/**
 * ICM metrics counted from the simulated messages: every message a simulated chain sends to its partner, at its send
 * time. A group is a chain pair, or with groupBy one end (the other end's id is then empty).
 */
export function icmMetricsHandlers(evm: EvmSimulation): HandlerMap {
  const index = new IcmIndex(evm);
  const streams = (filter: Filter): PairStream[] =>
    (filter.network ? evm.chainsOf(canonicalNetwork(filter.network)) : evm.chains).flatMap((chain) => {
      const partner = partnerOf(evm, chain);
      if (!partner) return [];
      const src = chain.spec.blockchainId;
      const dest = partner.spec.blockchainId;
      if ((filter.srcBlockchainId && filter.srcBlockchainId !== src) || (filter.destBlockchainId && filter.destBlockchainId !== dest))
        return [];
      const s = chain.store;
      return [{ src, dest, times: () => Array.from(index.stream(chain, 'sent').seqs, (seq) => s.blockTs.get(s.txBlock.get(seq))) }];
    });
  const groupKey = (p: PairStream, groupBy = 'srcBlockchainId,destBlockchainId') => ({
    srcBlockchainId: groupBy.includes('src') ? p.src : '',
    destBlockchainId: groupBy.includes('dest') ? p.dest : '',
  });
  const countBetween = (times: number[], start: number, end: number) =>
    partitionPoint(times.length, (i) => times[i] < end) - partitionPoint(times.length, (i) => times[i] < start);

  return {
    getIcmSummary: ({ params, nowMs }) => {
      const end = secondsOf(nowMs) + 1;
      const all = streams(params).map((p) => p.times());
      const result = Object.fromEntries(
        ROLLING_WINDOWS.map((w, i) => [w, all.reduce((sum, times) => sum + countBetween(times, end - WINDOW_SECONDS[i], end), 0)]),
      );
      return { result: { ...result, srcBlockchainId: params.srcBlockchainId ?? '', destBlockchainId: params.destBlockchainId ?? '' } };
    },
    getIcmTimeseries: ({ params, nowMs, page }) => {
      const interval: TimeInterval = params.timeInterval ?? 'day';
      const now = secondsOf(nowMs);
      const from = params.startTimestamp ?? 0;
      const to = Math.min(params.endTimestamp ?? now, now);
      if (params.startTimestamp !== undefined && params.startTimestamp > to) return { results: [] };
      const counts = new Map<string, { timestamp: number; value: number; srcBlockchainId: string; destBlockchainId: string }>();
      for (const p of streams(params)) {
        const group = groupKey(p, params.groupBy);
        for (const t of p.times()) {
          if (t < from || t > to) continue;
          const timestamp = bucketStart(interval, t);
          const key = `${timestamp}:${group.srcBlockchainId}:${group.destBlockchainId}`;
          const item = counts.get(key) ?? { timestamp, value: 0, ...group };
          item.value++;
          counts.set(key, item);
        }
      }
      const ordered = [...counts.values()].sort((a, b) => order(a, [b.timestamp, b.srcBlockchainId, b.destBlockchainId]));
      // The cursor names the next page's first group and bucket, so a page stays put while new buckets arrive.
      const cursor = page.cursor<[number, string, string]>();
      const first = cursor ? partitionPoint(ordered.length, (i) => order(ordered[i], cursor) < 0) : 0;
      const results = ordered.slice(first, first + params.pageSize);
      const next = ordered[first + params.pageSize];
      return next ? { results, nextPageToken: page.next([next.timestamp, next.srcBlockchainId, next.destBlockchainId]) } : { results };
    },
  };
}
