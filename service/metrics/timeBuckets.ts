import type { TimeInterval } from '../../shared/api/endpoints/metrics';

const HOUR = 3600;
const DAY = 24 * HOUR;
/** 1970-01-01 was a Thursday: weeks start on Monday 00:00 UTC, four days later. */
const MONDAY_OFFSET = 4 * DAY;

/** Start (epoch seconds, UTC) of the bucket of `interval` holding `t`. */
export function bucketStart(interval: TimeInterval, t: number): number {
  switch (interval) {
    case 'hour':
      return t - (((t % HOUR) + HOUR) % HOUR);
    case 'day':
      return t - (((t % DAY) + DAY) % DAY);
    case 'week':
      return t - ((((t - MONDAY_OFFSET) % (7 * DAY)) + 7 * DAY) % (7 * DAY));
    case 'month': {
      const d = new Date(t * 1000);
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) / 1000;
    }
  }
}

/** Start of the bucket after the one starting at `start`. */
export function nextBucket(interval: TimeInterval, start: number): number {
  if (interval !== 'month') return start + { hour: HOUR, day: DAY, week: 7 * DAY }[interval];
  const d = new Date(start * 1000);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) / 1000;
}

/** Start of the bucket before the one starting at `start`. */
export const previousBucket = (interval: TimeInterval, start: number): number => bucketStart(interval, start - 1);
