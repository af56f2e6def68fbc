import { describe, expect, it } from 'vitest';
import type { TpsPoint } from './downsample';
import { HistoryPager, TOKEN_LIFETIME_MS, type MetricsCursor, type TpsPage } from './historyPager';

const HOUR = 3600;
const DAY_MS = 24 * 3600 * 1000;

class FakeClock {
  constructor(public ms = Date.UTC(2025, 0, 1)) {}
  now = () => this.ms;
}

class HttpLikeError extends Error {
  constructor(readonly info: { status: number; message: string[] }) {
    super(info.message.join('; '));
  }
}

/** A metrics service in miniature: newest-first pages, UUID-like tokens that expire on its own clock. */
class FakeMetrics {
  readonly tokens = new Map<string, { before: number; createdMs: number }>();
  requests: (string | undefined)[] = [];
  private seq = 0;
  constructor(
    private readonly clock: FakeClock,
    readonly points: TpsPoint[], // ascending
    private readonly pageSize: number,
    private readonly lifetimeMs = TOKEN_LIFETIME_MS,
  ) {}

  fetch = async (cursor: MetricsCursor | undefined): Promise<TpsPage> => {
    const token = cursor?.value;
    this.requests.push(token);
    let before = Number.POSITIVE_INFINITY;
    if (token !== undefined) {
      const t = this.tokens.get(token);
      if (!t || this.clock.ms - t.createdMs >= this.lifetimeMs) {
        throw new HttpLikeError({ status: 400, message: ['pageToken has expired; start again from the first page'] });
      }
      before = t.before;
    }
    const older = this.points.filter((p) => p.timestamp < before).reverse();
    const page = older.slice(0, this.pageSize);
    const more = older.length > this.pageSize;
    let nextPageToken: string | undefined;
    if (more) {
      nextPageToken = `tok-${++this.seq}`;
      this.tokens.set(nextPageToken, { before: page[page.length - 1].timestamp, createdMs: this.clock.ms });
    }
    return {
      points: page,
      next: nextPageToken ? { param: 'pageToken', value: nextPageToken } : undefined,
      lastRun: this.points[this.points.length - 1].timestamp,
    };
  };
}

const hourly = (count: number): TpsPoint[] => Array.from({ length: count }, (_, i) => ({ timestamp: 1_735_689_600 + i * HOUR, value: i }));
const timestamps = (pages: (TpsPage | null)[]) => pages.flatMap((p) => p?.points ?? []).map((p) => p.timestamp);

describe('HistoryPager', () => {
  it('walks every page back to the oldest point exactly once', async () => {
    const clock = new FakeClock();
    const svc = new FakeMetrics(clock, hourly(100), 24);
    const pager = new HistoryPager(svc.fetch, clock.now);
    const pages: (TpsPage | null)[] = [await pager.latest()];
    while (pager.hasOlder) pages.push(await pager.older());
    const seen = timestamps(pages);
    expect(seen).toHaveLength(100);
    expect(new Set(seen).size).toBe(100);
    expect(await pager.older()).toBeNull();
    expect(svc.requests).toHaveLength(5);
  });

  it('restarts from the first page when its own clock says the token expired', async () => {
    const clock = new FakeClock();
    const svc = new FakeMetrics(clock, hourly(100), 24);
    const pager = new HistoryPager(svc.fetch, clock.now);
    await pager.latest();
    await pager.older(); // hours 52..75 loaded; oldest loaded = index 52
    clock.ms += TOKEN_LIFETIME_MS;
    const page = await pager.older();
    expect(page?.points.some((p) => p.timestamp < svc.points[52].timestamp)).toBe(true);
    expect(svc.requests.slice(2)).toEqual([undefined, 'tok-3', 'tok-4']); // no request with the stale token
    // The walk continues normally after the restart.
    const next = await pager.older();
    expect(Math.min(...timestamps([next]))).toBe(svc.points[4].timestamp);
  });

  it('restarts transparently when the service answers 400 to a token (service clock ahead)', async () => {
    const serverClock = new FakeClock();
    const clientClock = new FakeClock(serverClock.ms);
    const svc = new FakeMetrics(serverClock, hourly(100), 24);
    const pager = new HistoryPager(svc.fetch, clientClock.now);
    const pages: (TpsPage | null)[] = [await pager.latest()];
    serverClock.ms += DAY_MS + 1; // the client does not know the token died
    while (pager.hasOlder) pages.push(await pager.older());
    const seen = new Set(timestamps(pages));
    expect(seen.size).toBe(100);
    expect(svc.requests[1]).toBe('tok-1'); // tried, got 400, then started again
    expect(svc.requests[2]).toBeUndefined();
  });

  it('surfaces other errors unchanged', async () => {
    const clock = new FakeClock();
    const pager = new HistoryPager(async () => {
      throw new HttpLikeError({ status: 404, message: ['no metrics for chain 999'] });
    }, clock.now);
    await expect(pager.latest()).rejects.toThrow('no metrics for chain 999');
  });

  it('does not loop when the service rejects even its fresh tokens', async () => {
    const clock = new FakeClock();
    const svc = new FakeMetrics(clock, hourly(100), 24, 0); // every token is born expired
    const pager = new HistoryPager(svc.fetch, clock.now);
    await pager.latest();
    await expect(pager.older()).rejects.toThrow(/first page/);
    expect(svc.requests).toEqual([undefined, 'tok-1', undefined, 'tok-2']);
  });
});
