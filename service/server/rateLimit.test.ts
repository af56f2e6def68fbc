import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rateLimit';

describe('token bucket', () => {
  it('allows the burst, then refuses with the seconds until the next token', () => {
    let now = 0;
    const limiter = new RateLimiter(() => now);
    const config = { capacity: 3, refillPerSecond: 0.5 };
    expect([1, 2, 3].map(() => limiter.take('a', config).ok)).toEqual([true, true, true]);
    expect(limiter.take('a', config)).toEqual({ ok: false, retryAfterSeconds: 2 });
    now = 1000;
    expect(limiter.take('a', config)).toEqual({ ok: false, retryAfterSeconds: 1 });
    now = 2000;
    expect(limiter.take('a', config).ok).toBe(true);
  });

  it('keeps one bucket per client or key', () => {
    const limiter = new RateLimiter(() => 0);
    const config = { capacity: 1, refillPerSecond: 1 };
    expect(limiter.take('ip:1', config).ok).toBe(true);
    expect(limiter.take('ip:1', config).ok).toBe(false);
    expect(limiter.take('key:x', config).ok).toBe(true);
  });
});
