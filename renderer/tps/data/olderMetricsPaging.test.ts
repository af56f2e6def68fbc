import { afterEach, describe, expect, it } from 'vitest';
import { ApiClient } from '../../../electron/core/apiClient/apiClient';
import { fakeTiming, json, startFaultServer } from '../../../test/support/faults/faultServer';
import { HistoryPager } from './historyPager';
import { avgTpsSource } from './tpsSource';

const DAY = 86_400;
const TPS = '/v1/avg_tps/43114';
/** 25 daily points, newest first, as the older metrics deployment orders them. */
const DAYS = Array.from({ length: 25 }, (_, i) => ({ timestamp: 1_735_689_600 - i * DAY, value: 10 + i }));

let server: Awaited<ReturnType<typeof startFaultServer>>;
afterEach(() => server?.close());

describe('avg_tps paging through the main process client', () => {
  it("follows the older deployment's nextPageStartKey, sent back as startKey, to the end of its daily history", async () => {
    // The older Metrics API deployment (the project's notes on the real metrics service): daily
    // points, pages that carry `nextPageStartKey` instead of `nextPageToken`, the key coming back
    // as the `startKey` query param. Its pages here are 10 days long.
    server = await startFaultServer({
      [TPS]: (req, res) => {
        const url = new URL(req.url ?? '', 'http://stub');
        expect(url.searchParams.get('pageToken')).toBeNull();
        const from = Number(url.searchParams.get('startKey') ?? 0);
        const page = DAYS.slice(from, from + 10);
        const more = from + 10 < DAYS.length;
        json(res, 200, { results: page, status: 200, ...(more ? { nextPageStartKey: String(from + 10) } : {}) });
      },
    });
    const client = new ApiClient({ dataUrl: server.url, metricsUrl: server.url, timing: fakeTiming(), random: () => 0.5 });
    const pager = new HistoryPager(avgTpsSource((id, params, opts) => client.request(id, params, opts), '43114'));

    const seen: number[] = [];
    for (let page = await pager.older(); page; page = await pager.older()) seen.push(...page.points.map((p) => p.timestamp));

    expect(seen).toEqual(DAYS.map((d) => d.timestamp));
    expect(pager.hasOlder).toBe(false);
    expect(server.requests.map((r) => new URL(r.url ?? '', 'http://stub').search)).toEqual(['', '?startKey=10', '?startKey=20']);
  });

  it('follows nextPageToken, sent back as pageToken, when the answer carries that cursor', async () => {
    server = await startFaultServer({
      [TPS]: (req, res) => {
        const token = new URL(req.url ?? '', 'http://stub').searchParams.get('pageToken');
        json(
          res,
          200,
          token
            ? { results: DAYS.slice(10), status: 200, lastRun: 1 }
            : { results: DAYS.slice(0, 10), status: 200, lastRun: 1, nextPageToken: 'tok' },
        );
      },
    });
    const client = new ApiClient({ dataUrl: server.url, metricsUrl: server.url, timing: fakeTiming(), random: () => 0.5 });
    const pager = new HistoryPager(avgTpsSource((id, params, opts) => client.request(id, params, opts), '43114'));
    expect((await pager.older())?.points).toHaveLength(10);
    expect((await pager.older())?.points).toHaveLength(15);
    expect(await pager.older()).toBeNull();
    expect(server.requests.map((r) => new URL(r.url ?? '', 'http://stub').search)).toEqual(['', '?pageToken=tok']);
  });
});
