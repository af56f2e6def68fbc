/** A token bucket: `capacity` requests at once, refilled at `refillPerSecond`. */
export interface BucketConfig {
  capacity: number;
  refillPerSecond: number;
}

export interface RateLimitConfig {
  /** Requests without an API key, one bucket per client address. */
  anonymous: BucketConfig;
  /** Requests with a valid API key, one bucket per key: a key raises the allowance (spec 5). */
  keyed: BucketConfig;
}

/** Generous enough for the app and test suites walking pages; tests of 429 pass smaller buckets. */
export const DEFAULT_RATE_LIMITS: RateLimitConfig = {
  anonymous: { capacity: 1000, refillPerSecond: 500 },
  keyed: { capacity: 5000, refillPerSecond: 2500 },
};

export type TakeResult = { ok: true; remaining: number } | { ok: false; retryAfterSeconds: number };

interface Bucket {
  tokens: number;
  atMs: number;
}

const MAX_BUCKETS = 10_000;

/**
 * Per-client/per-key buckets. Time is real monotonic time, not the simulation clock: rate
 * limits protect the process from real request floods, and a frozen ManualClock in a test
 * must not turn every request after the burst into a 429.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(private readonly nowMs: () => number = () => performance.now()) {}

  take(id: string, config: BucketConfig): TakeResult {
    const now = this.nowMs();
    const bucket = this.refilled(id, config, now);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return { ok: true, remaining: Math.floor(bucket.tokens) };
    }
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / config.refillPerSecond)) };
  }

  /**
   * The answer headers the real Data API sends about its limit (IETF RateLimit header fields draft):
   * the bucket's capacity, what is left, and the policy as capacity per refill window in seconds.
   */
  static headers(config: BucketConfig, taken: TakeResult): Record<string, string> {
    const window = Math.max(1, Math.round(config.capacity / config.refillPerSecond));
    const common = { 'ratelimit-limit': String(config.capacity), 'ratelimit-policy': `${config.capacity};w=${window}` };
    if (taken.ok) return { ...common, 'ratelimit-remaining': String(taken.remaining) };
    const after = String(taken.retryAfterSeconds);
    return { ...common, 'ratelimit-remaining': '0', 'ratelimit-reset': after, 'retry-after': after };
  }

  private refilled(id: string, config: BucketConfig, now: number): Bucket {
    let bucket = this.buckets.get(id);
    if (!bucket) {
      if (this.buckets.size >= MAX_BUCKETS) this.forgetFullBuckets(config, now);
      bucket = { tokens: config.capacity, atMs: now };
      this.buckets.set(id, bucket);
      return bucket;
    }
    bucket.tokens = Math.min(config.capacity, bucket.tokens + ((now - bucket.atMs) / 1000) * config.refillPerSecond);
    bucket.atMs = now;
    return bucket;
  }

  /** A bucket that has refilled completely holds no state worth keeping. */
  private forgetFullBuckets(config: BucketConfig, now: number): void {
    for (const [id, b] of this.buckets) {
      if (b.tokens + ((now - b.atMs) / 1000) * config.refillPerSecond >= config.capacity) this.buckets.delete(id);
    }
  }
}
