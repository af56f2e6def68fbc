import type { TpsPoint } from './downsample';
import type { FetchTpsPage } from './historyPager';

const HOUR = 3600;

/** A deterministic, peaky TPS value: daily and weekly waves, bursts, and a rare spike. */
function syntheticValue(i: number): number {
  const daily = Math.sin((i / 24) * 2 * Math.PI);
  const weekly = Math.sin((i / 168) * 2 * Math.PI);
  const noise = ((Math.imul(i + 1, 2654435761) >>> 0) % 1000) / 1000;
  const spike = i % 997 === 0 ? 40 : 0;
  return Math.max(0, 12 + 6 * daily + 3 * weekly + 4 * noise + spike);
}

/**
 * For `npm run bench` (the page's `bench=N` flag): N hourly points ending now, served like
 * the metrics service but from memory, so the measured time is the page's own work. The first
 * request answers with the whole history at once (the bench wants all N points loaded);
 * later first-page requests (live polls) answer with the newest week, as the service does.
 */
export function syntheticSource(
  count: number,
  endSec = Math.floor(Date.now() / 1000),
): {
  fetchPage: FetchTpsPage;
  /** Adds the next hour's point, as a new hour on a live chain would. */
  addPoint: () => void;
} {
  const points: TpsPoint[] = [];
  const firstHour = endSec - (endSec % HOUR) - (count - 1) * HOUR;
  const add = () => points.push({ timestamp: firstHour + points.length * HOUR, value: syntheticValue(points.length) });
  for (let i = 0; i < count; i++) add();
  let served = false;
  return {
    fetchPage: async () => {
      const page = served ? points.slice(-168) : points;
      served = true;
      return { points: page.slice().reverse(), lastRun: points.at(-1)?.timestamp };
    },
    addPoint: add,
  };
}
