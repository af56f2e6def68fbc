interface Waiter {
  grant: () => void;
  /** Asked at each release: a background request a view came to wait for is one of the view's from then on. */
  background: () => boolean;
}

/**
 * At most `limit` requests in flight to one host; the rest wait their turn (and can be aborted while waiting). Background
 * work goes after every request a view waits for and never takes the last free slot, so a view's request starts at once.
 */
export class ConcurrencyLimit {
  private active = 0;
  private readonly waiting: Waiter[] = [];

  constructor(private readonly limit: number) {}

  async run<T>(task: () => Promise<T>, signal?: AbortSignal, background: () => boolean = () => false): Promise<T> {
    await this.acquire(signal, background);
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  private free(background: boolean): boolean {
    return this.active < (background ? Math.max(1, this.limit - 1) : this.limit);
  }

  private acquire(signal: AbortSignal | undefined, background: () => boolean): Promise<void> {
    signal?.throwIfAborted();
    if (this.free(background()) && (background() ? this.waiting.length === 0 : !this.waiting.some((w) => !w.background()))) {
      this.active++;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        grant: () => {
          signal?.removeEventListener('abort', onAbort);
          this.active++;
          resolve();
        },
        background,
      };
      const onAbort = () => {
        this.waiting.splice(this.waiting.indexOf(waiter), 1);
        reject(signal?.reason);
      };
      this.waiting.push(waiter);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  private release(): void {
    this.active--;
    this.dispatch();
  }

  /** Starts what may start now: a view's waiting request first. Also called when a waiting background request was promoted. */
  dispatch(): void {
    for (;;) {
      const view = this.waiting.findIndex((w) => !w.background());
      const index = view >= 0 ? (this.free(false) ? view : -1) : this.waiting.length > 0 && this.free(true) ? 0 : -1;
      if (index < 0) return;
      this.waiting.splice(index, 1)[0].grant();
    }
  }
}
