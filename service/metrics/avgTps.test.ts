import { describe, expect, it } from 'vitest';
import { endpoints } from '../../shared/api/endpoints';
import { HttpError, JsonBody, type HandlerContext } from '../server/handler';
import { ManualClock } from '../sim/clock';
import { createAvgTpsHandler, TPS_PAGE_SIZE } from './avgTps';
import { TOKEN_LIFETIME_MS } from './pageTokens';
import { HOUR_SECONDS, TpsSeries, type TxHistory } from './tpsSeries';

const START = Date.UTC(2025, 0, 1) / 1000;
const DAYS = 31;

/** Blocks every 90 s with a varying tx count; txCountBefore by binary search like the real adapter. */
class FakeBlocks implements TxHistory {
  readonly timestamps: number[] = [];
  readonly txCounts: number[] = [];
  private readonly cumulative: number[] = [];
  constructor(count: number) {
    for (let i = 0; i < count; i++) this.add(START + 17 + i * 90, (i * 7919) % 23);
  }
  add(timestamp: number, txCount: number): void {
    this.timestamps.push(timestamp);
    this.txCounts.push(txCount);
    this.cumulative.push((this.cumulative.at(-1) ?? 0) + txCount);
  }
  firstBlockSec = () => this.timestamps[0];
  lastBlockSec = () => this.timestamps.at(-1)!;
  txCountBefore(t: number): number {
    let lo = 0;
    let hi = this.timestamps.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.timestamps[mid] < t) lo = mid + 1;
      else hi = mid;
    }
    return lo === 0 ? 0 : this.cumulative[lo - 1];
  }
  /** The expected value, counted the slow way. */
  txInHour(hour: number): number {
    return this.timestamps.reduce((sum, t, i) => (t >= hour && t < hour + HOUR_SECONDS ? sum + this.txCounts[i] : sum), 0);
  }
}

function setup() {
  const blocks = new FakeBlocks((DAYS * 24 * HOUR_SECONDS) / 90);
  const clock = new ManualClock((blocks.lastBlockSec() + 1) * 1000);
  const series = new TpsSeries(blocks, () => Math.floor(clock.nowMs() / 1000));
  const handler = createAvgTpsHandler({ clock, seriesFor: (id) => (id === '43114' ? series : undefined) });
  const get = (chainId: string, pageToken?: string) => {
    const ctx = { params: { chainId, pageToken }, nowMs: clock.nowMs(), baseUrl: 'http://127.0.0.1' } as HandlerContext<'getAvgTps'>;
    const res = handler(ctx);
    if (res instanceof Promise) throw new Error('expected a synchronous handler');
    return endpoints.getAvgTps.response.parse(res instanceof JsonBody ? JSON.parse(String(res.json)) : res);
  };
  return { blocks, clock, get, series };
}

function expectHttpError(fn: () => unknown, status: number, text: RegExp): void {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).statusCode).toBe(status);
    expect((err as HttpError).message).toMatch(text);
    return;
  }
  throw new Error('expected an HttpError');
}

describe('GET /v1/avg_tps/{chainId}', () => {
  it('walks every hour once, newest first, with no token on the last page', () => {
    const { get, blocks } = setup();
    const seen: number[] = [];
    let page = get('43114');
    let pages = 1;
    while (page.nextPageToken) {
      expect(page.results).toHaveLength(TPS_PAGE_SIZE);
      seen.push(...page.results!.map((p) => p.timestamp!));
      page = get('43114', page.nextPageToken);
      pages++;
    }
    seen.push(...page.results!.map((p) => p.timestamp!));
    const hours = DAYS * 24;
    expect(seen).toHaveLength(hours);
    expect(pages).toBe(Math.ceil(hours / TPS_PAGE_SIZE));
    for (let i = 1; i < seen.length; i++) expect(seen[i]).toBe(seen[i - 1] - HOUR_SECONDS);
    expect(seen.at(-1)).toBe(START);
    expect(page.lastRun).toBe(blocks.lastBlockSec());
    expect(page.status).toBe(200);
  });

  it("values are the blocks' transactions per hour / 3600; the open hour divides by the seconds elapsed", () => {
    const { get, blocks, clock } = setup();
    const page = get('43114');
    const [newest, ...complete] = page.results!;
    for (const p of complete.slice(0, 50)) expect(p.value).toBeCloseTo(blocks.txInHour(p.timestamp!) / 3600, 12);
    const elapsed = Math.floor(clock.nowMs() / 1000) - newest.timestamp!;
    expect(newest.value).toBeCloseTo(blocks.txInHour(newest.timestamp!) / elapsed, 12);
  });

  it('the newest hour updates as blocks arrive, and a new hour adds a point', () => {
    const { get, blocks, clock } = setup();
    const before = get('43114');
    const newestHour = before.results![0].timestamp!;
    blocks.add(blocks.lastBlockSec() + 5, 500);
    const after = get('43114');
    expect(after.results![0].timestamp).toBe(newestHour);
    expect(after.results![0].value).toBeGreaterThan(before.results![0].value!);
    expect(after.lastRun).toBe(blocks.lastBlockSec());

    blocks.add(newestHour + HOUR_SECONDS + 10, 3);
    clock.set((newestHour + HOUR_SECONDS + 11) * 1000);
    const next = get('43114');
    expect(next.results![0].timestamp).toBe(newestHour + HOUR_SECONDS);
    expect(next.results![1].timestamp).toBe(newestHour);
    expect(next.results![1].value).toBeCloseTo(blocks.txInHour(newestHour) / 3600, 12);
  });

  it('pages stay put while new hours arrive', () => {
    const { get, blocks, clock } = setup();
    const first = get('43114');
    const expected = get('43114', first.nextPageToken).results;
    const fresh = get('43114');
    blocks.add(blocks.lastBlockSec() + 2 * HOUR_SECONDS, 9);
    clock.advance(2 * HOUR_SECONDS * 1000);
    expect(get('43114', fresh.nextPageToken).results).toEqual(expected);
  });

  it('a token expires 24 h after it was created: 400 saying to start again', () => {
    const { get, clock } = setup();
    const first = get('43114');
    clock.advance(TOKEN_LIFETIME_MS - 1);
    const second = get('43114', first.nextPageToken);
    expect(second.results).toHaveLength(TPS_PAGE_SIZE);
    clock.advance(1);
    expectHttpError(() => get('43114', first.nextPageToken), 400, /expired.*first page/);
    // The token made a moment ago by the second request is still good.
    expect(get('43114', second.nextPageToken).results).toHaveLength(TPS_PAGE_SIZE);
  });

  it('an unknown token or one of another chain is a 400; a chain without metrics is a 404', () => {
    const { get } = setup();
    expectHttpError(() => get('43114', '5b7e2b6c-0000-4000-8000-000000000000'), 400, /unknown.*first page/);
    expectHttpError(() => get('99999'), 404, /No metrics for chain 99999/);
  });

  it('serves closed hours pre-rendered: every page, again and after new hours, equals the points computed afresh', () => {
    const { get, blocks, clock, series } = setup();
    const walkAll = () => {
      const pages = [];
      let page = get('43114');
      pages.push(page);
      while (page.nextPageToken) pages.push((page = get('43114', page.nextPageToken)));
      return pages.flatMap((p) => p.results!);
    };
    const fresh = () => series.pointsBackFrom(series.newestHour(), 10_000);
    expect(walkAll()).toEqual(fresh());
    expect(walkAll()).toEqual(fresh());
    // The newest hour fills, then closes: its cached neighbours must not hide either change.
    blocks.add(blocks.lastBlockSec() + 5, 40);
    expect(walkAll()).toEqual(fresh());
    blocks.add(series.newestHour() + HOUR_SECONDS + 1, 7);
    clock.set((series.newestHour() + 30) * 1000);
    const after = walkAll();
    expect(after).toEqual(fresh());
    expect(after[1].value).toBeCloseTo(blocks.txInHour(after[1].timestamp!) / 3600, 12);
  });
});
