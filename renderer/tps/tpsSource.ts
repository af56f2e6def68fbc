import type { EndpointResponse } from '../../shared/api';
import { getBridge } from '../bridge';
import type { TpsPoint } from './downsample';
import type { FetchTpsPage, TpsPage } from './historyPager';

/** A metrics response as a page; the schema checks types but not presence, so incomplete points are dropped. */
export function toTpsPage(res: EndpointResponse<'getAvgTps'>): TpsPage {
  const points: TpsPoint[] = [];
  for (const r of res.results ?? []) {
    if (typeof r.timestamp === 'number' && typeof r.value === 'number' && Number.isFinite(r.value)) {
      points.push({ timestamp: r.timestamp, value: r.value });
    }
  }
  return { points, nextPageToken: res.nextPageToken || undefined, lastRun: res.lastRun };
}

/** Pages of a chain's avg_tps through the bridge (the main process makes the request). */
export function bridgeTpsSource(chainId: string): FetchTpsPage {
  return async (pageToken, signal) => {
    const params = pageToken === undefined ? { chainId } : { chainId, pageToken };
    return toTpsPage(await getBridge().request('getAvgTps', params, { signal }));
  };
}
