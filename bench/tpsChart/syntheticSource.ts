import type { TpsPoint } from '../../renderer/tps/data/downsample';
import type { FetchTpsPage } from '../../renderer/tps/data/historyPager';

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
 * For the bench's TPS page: N hourly points ending now, served like the metrics service but
 * from memory, so the measured time is the page's own work. The first request answers with the
 * whole history at once (the bench wants all N points loaded); later first-page requests (live
 * polls) answer with the newest week, as the service does.
 */
export function syntheticSource(
  count: number,
  endSec = Math.floor(Date.now() / 1000),
): {
  fetchPage: FetchTpsPage;
  /** Whether the whole history has been handed out. */
  readonly served: boolean;
} {
  const points: TpsPoint[] = [];
  const firstHour = endSec - (endSec % HOUR) - (count - 1) * HOUR;
  for (let i = 0; i < count; i++) points.push({ timestamp: firstHour + i * HOUR, value: syntheticValue(i) });
  let served = false;
  return {
    fetchPage: async () => {
      const page = served ? points.slice(-168) : points;
      served = true;
      return { points: page.slice().reverse(), lastRun: points.at(-1)?.timestamp };
    },
    get served() {
      return served;
    },
  };
}
