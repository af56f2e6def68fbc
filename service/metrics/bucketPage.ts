import type { TimeInterval } from '../../shared/api/endpoints/metrics';
import { ParamError } from '../../shared/api/wire/request';
import type { PageCursor } from '../server/pageToken';
import { bucketStart, previousBucket } from './timeBuckets';

export interface BucketRange {
  interval: TimeInterval;
  startTimestamp?: number;
  endTimestamp?: number;
  /** The series' first and last second: the buckets holding them are its oldest and newest. */
  firstSec: number;
  lastSec: number;
}

/** The starts of the buckets a range asks for, newest first: from the one holding endTimestamp (or lastSec) back. */
function* bucketsBack(range: BucketRange, from?: number): Generator<number> {
  if (range.startTimestamp !== undefined && range.endTimestamp !== undefined && range.startTimestamp > range.endTimestamp)
    throw new ParamError('startTimestamp', 'must not be after endTimestamp');
  const oldest = bucketStart(range.interval, Math.max(range.startTimestamp ?? 0, range.firstSec));
  let bucket = from ?? bucketStart(range.interval, Math.min(range.endTimestamp ?? Number.MAX_SAFE_INTEGER, range.lastSec));
  for (; bucket >= oldest; bucket = previousBucket(range.interval, bucket)) yield bucket;
}

/**
 * One page of a Metrics API time series, newest first: `pageSize` buckets from the page token's bucket (or the
 * newest the range holds); the nextPageToken stands for the next older bucket's start, bound to the request's
 * endpoint and filters.
 */
export function bucketPage<T>(
  range: BucketRange,
  page: PageCursor,
  pageSize: number,
  item: (bucket: number) => T,
): { results: T[]; nextPageToken?: string } {
  const results: T[] = [];
  for (const bucket of bucketsBack(range, page.cursor<number>())) {
    if (results.length === pageSize) return { results, nextPageToken: page.next(bucket) };
    results.push(item(bucket));
  }
  return { results };
}

/** Every bucket of the range, newest first (the series the Metrics API sends in one answer). */
export const allBuckets = (range: BucketRange): number[] => [...bucketsBack(range)];
