import type { UsageInterval } from '../../shared/api/console';
import { ParamError } from '../../shared/api/wire/request';
import { bucketStart as metricsBucketStart, nextBucket as metricsNextBucket } from '../metrics/timeBuckets';

const METRICS_INTERVAL = { hourly: 'hour', daily: 'day', weekly: 'week', monthly: 'month' } as const;
/** How far back a window reaches when the request names no start: a day of hours, a month of days, and so on. */
const DEFAULT_SPAN_SECONDS: Record<UsageInterval, number> = {
  minute: 3600,
  hourly: 86_400,
  daily: 30 * 86_400,
  weekly: 12 * 7 * 86_400,
  monthly: 365 * 86_400,
};
/** The most buckets one answer holds (a day of minutes). */
export const MAX_BUCKETS = 1440;
export const AGGREGATE_DURATION: Record<UsageInterval, string> = {
  minute: '1 minute',
  hourly: '1 hour',
  daily: '1 day',
  weekly: '1 week',
  monthly: '1 month',
};

export function bucketStart(interval: UsageInterval, t: number): number {
  return interval === 'minute' ? t - (((t % 60) + 60) % 60) : metricsBucketStart(METRICS_INTERVAL[interval], t);
}

export function nextBucket(interval: UsageInterval, start: number): number {
  return interval === 'minute' ? start + 60 : metricsNextBucket(METRICS_INTERVAL[interval], start);
}

/** The buckets (their starts, ascending) of the window the request names; 400 naming the field when it is backwards or too long. */
export function windowBuckets(interval: UsageInterval, params: { startTimestamp?: number; endTimestamp?: number }, now: number): number[] {
  const end = params.endTimestamp ?? now;
  const start = params.startTimestamp ?? end - DEFAULT_SPAN_SECONDS[interval] + 1;
  if (start > end) throw new ParamError('startTimestamp', 'must not be after endTimestamp');
  const buckets: number[] = [];
  for (let b = bucketStart(interval, start); b <= end; b = nextBucket(interval, b)) {
    if (buckets.length === MAX_BUCKETS) {
      throw new ParamError(
        'startTimestamp',
        `the window holds more than ${MAX_BUCKETS} ${AGGREGATE_DURATION[interval]} buckets; narrow it or pick a longer timeInterval`,
      );
    }
    buckets.push(b);
  }
  return buckets;
}
