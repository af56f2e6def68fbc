import { dailyOnly } from '../../shared/api/metricsV2Endpoints';
import { HttpError, type Handler } from '../server/handler';
import { ParamError } from '../../shared/api/request';
import type { ChainMetrics } from './chainMetrics';
import { bucketStart, previousBucket } from './timeBuckets';

/**
 * GET /v2/chains/{chainId}/metrics/{metric}: the metric per bucket of `timeInterval` (default
 * day), newest first like the first version, from the bucket holding `endTimestamp` (default: the
 * newest block) back to the one holding `startTimestamp` (default: the first block). The
 * nextPageToken stands for the next older bucket's start, bound to the chain, metric and range.
 */
export function createChainMetricHandler(metricsFor: (chainId: string) => ChainMetrics | undefined): Handler<'getChainMetric'> {
  return ({ params, page }) => {
    const metrics = metricsFor(params.chainId);
    if (!metrics) throw new HttpError(404, `No metrics for chain ${params.chainId}: it is not a chain this metrics service tracks.`);
    const interval = params.timeInterval ?? 'day';
    if (interval !== 'day' && dailyOnly(params.metric))
      throw new ParamError('timeInterval', `must be day for ${params.metric} (averages and maxima come by the day only)`);
    if (params.startTimestamp !== undefined && params.endTimestamp !== undefined && params.startTimestamp > params.endTimestamp) {
      throw new ParamError('startTimestamp', 'must not be after endTimestamp');
    }

    const oldest = bucketStart(interval, Math.max(params.startTimestamp ?? 0, metrics.firstSec()));
    let bucket =
      page.cursor<number>() ?? bucketStart(interval, Math.min(params.endTimestamp ?? Number.MAX_SAFE_INTEGER, metrics.lastSec()));
    const results: { timestamp: number; value: number }[] = [];
    for (; bucket >= oldest && results.length < params.pageSize; bucket = previousBucket(interval, bucket)) {
      results.push({ timestamp: bucket, value: metrics.value(params.metric, interval, bucket) });
    }
    return bucket >= oldest && results.length ? { results, nextPageToken: page.next(bucket) } : { results };
  };
}
