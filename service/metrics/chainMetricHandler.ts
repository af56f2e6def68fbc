import { dailyOnly } from '../../shared/api/endpoints/metrics';
import { HttpError, type Handler } from '../server/handler';
import { ParamError } from '../../shared/api/wire/request';
import { bucketPage } from './bucketPage';
import type { ChainMetrics } from './chainMetrics';

export const noMetrics = (chainId: string) =>
  new HttpError(404, `No metrics for chain ${chainId}: it is not a chain this metrics service tracks.`);

/**
 * GET /v2/chains/{chainId}/metrics/{metric}: the metric per bucket of `timeInterval` (default
 * day), newest first like the first version, from the bucket holding `endTimestamp` (default: the
 * newest block) back to the one holding `startTimestamp` (default: the first block). The
 * nextPageToken stands for the next older bucket's start, bound to the chain, metric and range.
 */
export function createChainMetricHandler(metricsFor: (chainId: string) => ChainMetrics | undefined): Handler<'getChainMetric'> {
  return ({ params, page }) => {
    const metrics = metricsFor(params.chainId);
    if (!metrics) throw noMetrics(params.chainId);
    const interval = params.timeInterval ?? 'day';
    if (interval !== 'day' && dailyOnly(params.metric))
      throw new ParamError(
        'timeInterval',
        `must be day for ${params.metric} (averages, maxima and cumulative counts come by the day only)`,
      );
    const range = { ...params, interval, firstSec: metrics.firstSec(), lastSec: metrics.lastSec() };
    return bucketPage(range, page, params.pageSize, (bucket) => ({
      timestamp: bucket,
      value: metrics.value(params.metric, interval, bucket),
    }));
  };
}
