/** When a failed try is tried again: the rules of issue 5 in one place. */
export interface RetryOptions {
  /** Total tries including the first. */
  maxTries: number;
  /** First backoff step; doubles each try, with jitter. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A Retry-After longer than this is not waited for: the 429 reaches the user. */
  maxRetryAfterMs: number;
}

export const DEFAULT_RETRY: RetryOptions = { maxTries: 4, baseDelayMs: 500, maxDelayMs: 8_000, maxRetryAfterMs: 60_000 };

/** Only statuses where the server says nothing took effect and a later try can succeed. */
const RETRIABLE_STATUS = new Set([500, 502, 503]);

export type Outcome = { kind: 'status'; status: number; retryAfterMs?: number } | { kind: 'network' };

export type Decision = { retry: false } | { retry: true; delayMs: number; rateLimited: boolean };

/**
 * Decides after try number `tryNumber` (1-based). POSTs are never retried: they may have taken
 * effect. Other 4xx are never retried: the same request will fail the same way.
 */
export function decideRetry(method: string, outcome: Outcome, tryNumber: number, opts: RetryOptions, random: () => number): Decision {
  if (method !== 'GET' || tryNumber >= opts.maxTries) return { retry: false };
  if (outcome.kind === 'status' && outcome.status === 429) {
    if (outcome.retryAfterMs === undefined) return { retry: true, delayMs: backoff(tryNumber, opts, random), rateLimited: true };
    if (outcome.retryAfterMs > opts.maxRetryAfterMs) return { retry: false };
    return { retry: true, delayMs: outcome.retryAfterMs, rateLimited: true };
  }
  if (outcome.kind === 'network' || RETRIABLE_STATUS.has(outcome.status)) {
    return { retry: true, delayMs: backoff(tryNumber, opts, random), rateLimited: false };
  }
  return { retry: false };
}

/** "Equal jitter": half the step fixed, half random, so retries of many views spread out but never fire at once. */
export function backoff(tryNumber: number, opts: RetryOptions, random: () => number): number {
  const step = Math.min(opts.maxDelayMs, opts.baseDelayMs * 2 ** (tryNumber - 1));
  return Math.round(step / 2 + (random() * step) / 2);
}

/** Retry-After is either delay-seconds or an HTTP date (RFC 9110 10.2.3). */
export function parseRetryAfter(value: string | null, nowMs: number): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, at - nowMs);
}
