import type { Timing } from './timing';

/**
 * Client-side rate limit per host: a burst of views spends the bucket, then requests are
 * spaced at the refill rate instead of drawing 429s from the server.
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

  take(signal?: AbortSignal): Promise<void> {
    const turn = this.queue.then(() => this.takeNow(signal));
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  private async takeNow(signal?: AbortSignal): Promise<void> {
    signal?.throwIfAborted();
    this.refill();
    if (this.tokens < 1) {
      await this.timing.sleep(Math.ceil(((1 - this.tokens) / this.perSecond) * 1000), signal);
      this.refill();
    }
    this.tokens = Math.max(0, this.tokens - 1);
  }

  private refill(): void {
    const now = this.timing.now();
    this.tokens = Math.min(this.capacity, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
  }
}
