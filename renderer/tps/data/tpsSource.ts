import type { EndpointParams, EndpointResponse } from '../../../shared/api';
import { getBridge } from '../../bridge';
import type { TpsPoint } from './downsample';
import type { FetchTpsPage, MetricsCursor, TpsPage } from './historyPager';

/** The cursor an answer carries: the current service's page token, else the older deployment's start key. */
function nextCursor(res: { nextPageToken?: string; nextPageStartKey?: string }): MetricsCursor | undefined {
  if (res.nextPageToken) return { param: 'pageToken', value: res.nextPageToken };
  if (res.nextPageStartKey) return { param: 'startKey', value: res.nextPageStartKey };
  return undefined;
}

/**
 * A metrics response (either version) as a page; the schema checks types but not presence, so
 * incomplete points are dropped.
 */
export function toTpsPage(res: EndpointResponse<'getAvgTps'> | EndpointResponse<'getChainMetric'>): TpsPage {
  const points: TpsPoint[] = [];
  for (const r of res.results ?? []) {
    if (typeof r.timestamp === 'number' && typeof r.value === 'number' && Number.isFinite(r.value)) {
      points.push({ timestamp: r.timestamp, value: r.value });
    }
  }
  return { points, next: nextCursor(res), lastRun: typeof res.lastRun === 'number' ? res.lastRun : undefined };
}

type RequestAvgTps = (
  id: 'getAvgTps',
  params: EndpointParams<'getAvgTps'>,
  opts: { signal?: AbortSignal },
) => Promise<EndpointResponse<'getAvgTps'>>;

/** Pages of a chain's avg_tps through `request`, sending back whichever cursor the last answer carried. */
export function avgTpsSource(request: RequestAvgTps, chainId: string): FetchTpsPage {
  return async (cursor, signal) => {
    const params = cursor === undefined ? { chainId } : { chainId, [cursor.param]: cursor.value };
    return toTpsPage(await request('getAvgTps', params, { signal }));
  };
}

/** Pages of a chain's avg_tps through the bridge (the main process makes the request). */
export function bridgeTpsSource(chainId: string): FetchTpsPage {
  return avgTpsSource((id, params, opts) => getBridge().request(id, params, opts), chainId);
}
