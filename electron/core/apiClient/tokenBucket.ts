import type { Timing } from '../timing';

/**
 * Client-side rate limit per host: a burst of views spends the bucket, then requests are
 * spaced at the refill rate instead of drawing 429s from the server. A take may cost more than
 * one token (a request's compute units against a per-minute budget).
 */
export class TokenBucket {
  private tokens: number;
  private last: number;
  /** Reservations are handed out in order, so waiting callers cannot starve each other. */
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly capacity: number,
    private readonly perSecond: number,
    private readonly timing: Timing,
  ) {
    this.tokens = capacity;
    this.last = timing.now();
  }

  take(signal?: AbortSignal, cost = 1): Promise<void> {
    const turn = this.queue.then(() => this.takeNow(signal, Math.min(cost, this.capacity)));
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  /**
   * A background take: after every take queued before it, and only from what the bucket holds beyond half its burst,
   * so requests a view waits for never queue behind it. Once `promoted` aborts (a view now waits for the same answer)
   * it becomes an ordinary take.
   */
  async takeSpare(signal?: AbortSignal, cost = 1, promoted?: AbortSignal): Promise<void> {
    const reserve = this.capacity / 2;
    const need = Math.min(cost, this.capacity - reserve) + reserve;
    for (;;) {
      await this.queue;
      signal?.throwIfAborted();
      if (promoted?.aborted) return this.take(signal, cost);
      this.refill();
      if (this.tokens >= need) {
        this.tokens -= Math.min(cost, this.capacity - reserve);
        return;
      }
      const wait = Math.ceil(((need - this.tokens) / this.perSecond) * 1000);
      try {
        await this.timing.sleep(wait, promoted ? AbortSignal.any(signal ? [signal, promoted] : [promoted]) : signal);
      } catch (e) {
        if (signal?.aborted || !promoted?.aborted) throw e;
      }
    }
  }

  private async takeNow(signal: AbortSignal | undefined, cost: number): Promise<void> {
    signal?.throwIfAborted();
    this.refill();
    if (this.tokens < cost) {
      await this.timing.sleep(Math.ceil(((cost - this.tokens) / this.perSecond) * 1000), signal);
      this.refill();
    }
    this.tokens = Math.max(0, this.tokens - cost);
  }

  private refill(): void {
    const now = this.timing.now();
    this.tokens = Math.min(this.capacity, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
  }
}
