import type { TpsPoint } from './downsample';

/**
 * Where the next page starts. The current metrics service answers with `nextPageToken` (sent
 * back as `pageToken`); the older deployment answers with `nextPageStartKey` (sent back as
 * `startKey`). Keeping the param with the value lets one pager walk either.
 */
export interface MetricsCursor {
  param: 'pageToken' | 'startKey';
  value: string;
}

/** One page of the metrics service, newest point first (as the service sends it). */
export interface TpsPage {
  points: TpsPoint[];
  next?: MetricsCursor;
  lastRun?: number;
}

export type FetchTpsPage = (cursor: MetricsCursor | undefined, signal?: AbortSignal) => Promise<TpsPage>;

/** docs/api-contract.md, Limits: a metrics page token lives 24 hours from its creation. */
export const TOKEN_LIFETIME_MS = 24 * 3600 * 1000;

/** The metrics service answers 400 for an expired, unknown or forged page token. */
function isBadRequest(err: unknown): boolean {
  const info = (err as { info?: { status?: unknown } } | null)?.info;
  return info?.status === 400;
}

/**
 * Walks a chain's TPS history backwards, one page per `older()` call, through the metrics
 * service's expiring page tokens. When a token has expired (known from our own clock, or
 * told by a 400) it restarts from the first page and follows tokens until it passes the
 * oldest point already loaded, so the caller never sees the expiry. The clock is injected
 * so tests can move a day forward without waiting.
 */
export class HistoryPager {
  private token: { cursor: MetricsCursor; receivedAtMs: number } | undefined;
  private oldestLoaded = Number.POSITIVE_INFINITY;
  private started = false;

  constructor(
    private readonly fetchPage: FetchTpsPage,
    private readonly nowMs: () => number = Date.now,
  ) {}

  /** False once the service has said there is nothing older. */
  get hasOlder(): boolean {
    return !this.started || this.token !== undefined;
  }

  /** The newest page; also the starting point of `older()` if nothing was loaded yet. */
  async latest(signal?: AbortSignal): Promise<TpsPage> {
    const page = await this.fetchPage(undefined, signal);
    if (!this.started) this.accept(page);
    return page;
  }

  /** The next page back in time, or null when the history is exhausted. */
  async older(signal?: AbortSignal): Promise<TpsPage | null> {
    if (!this.started) return this.latest(signal);
    if (!this.token) return null;
    if (this.nowMs() - this.token.receivedAtMs >= TOKEN_LIFETIME_MS) return this.restart(signal);
    try {
      const page = await this.fetchPage(this.token.cursor, signal);
      this.accept(page);
      return page;
    } catch (err) {
      if (isBadRequest(err)) return this.restart(signal);
      throw err;
    }
  }

  /**
   * From the first page, follows fresh tokens until a page reaches past the oldest point we
   * hold. Returns every point seen on the way (newer ones may carry updated values); a
   * failure here is not retried again, so a service that rejects its own fresh tokens
   * surfaces as an error instead of a loop.
   */
  private async restart(signal?: AbortSignal): Promise<TpsPage> {
    const target = this.oldestLoaded;
    const points: TpsPoint[] = [];
    let page = await this.fetchPage(undefined, signal);
    for (;;) {
      points.push(...page.points);
      this.accept(page);
      if (!page.next || page.points.some((p) => p.timestamp < target)) break;
      page = await this.fetchPage(page.next, signal);
    }
    return { points, next: page.next, lastRun: page.lastRun };
  }

  private accept(page: TpsPage): void {
    this.started = true;
    for (const p of page.points) if (p.timestamp < this.oldestLoaded) this.oldestLoaded = p.timestamp;
    this.token = page.next ? { cursor: page.next, receivedAtMs: this.nowMs() } : undefined;
  }
}
