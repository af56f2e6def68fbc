import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../shared/api/endpoints';
import { startService, type RunningService } from '../index';
import { ManualClock } from '../sim/clock';
import { API_KEY_HEADER } from '../server/apiKeys';

/** Usage metrics, logs and health over HTTP: what the data server really answered, per key, with compute units. */
const KEY_A = 'console-key-alpha';
const KEY_B = 'console-key-bravo';
const clock = new ManualClock(Date.UTC(2026, 2, 10, 15, 30, 10));
let service: RunningService;

beforeAll(async () => {
  service = await startService({
    seed: 3,
    clock,
    blockIntervalMs: 0,
    keys: { keys: [{ key: KEY_A, label: 'alpha' }, { key: KEY_B }] },
    unhealthyChains: ['779672'],
  });
}, 60_000);
afterAll(() => service?.close());

const call = async (path: string, key?: string, init: RequestInit = {}) => {
  const r = await fetch(service.dataUrl + path, { ...init, headers: { ...(key && { [API_KEY_HEADER]: key }), ...init.headers } });
  return { status: r.status, body: JSON.parse((await r.text()) || 'null') };
};
const usage = async (query: string, key?: string) => {
  const r = await call(`/v1/apiUsageMetrics?${query}`, key);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return endpoints.getApiUsageMetrics.response.parse(r.body);
};
const logs = async (query: string, key?: string) => {
  const r = await call(`/v1/apiLogs?${query}`, key);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return endpoints.listApiLogs.response.parse(r.body);
};

describe('GET /v1/apiUsageMetrics and /v1/apiLogs', () => {
  beforeAll(async () => {
    // 20 identical GETs: the first is answered by a handler, the rest from the kept answer (answerCache.ts).
    for (let i = 0; i < 20; i++) expect((await call('/v1/chains/43114/blocks?pageSize=2', KEY_A)).status).toBe(200);
    expect((await call('/v1/chains/43114/blocks?pageSize=0', KEY_A)).status).toBe(400);
    expect((await call('/v1/nothing', KEY_A)).status).toBe(404);
    expect(
      (await call('/v1/networks/mainnet/rewards:listPending?addresses=P-avax18jma8ppw3nhx5r4ap8clazz0dps7rv5ukulre5', KEY_B)).status,
    ).toBe(200);
    expect((await call('/v1/chains/43114/blocks', 'not-a-key-of-this-service')).status).toBe(401);
  });

  it("counts every request the key made, kept answers too, with its compute units and the invalid one's waste", async () => {
    const m = await usage('timeInterval=hourly');
    expect(m).toMatchObject({ aggregateDuration: '1 hour', orgId: 'ridgeline-local' });
    // No key: none of the keyed requests, and not the refused one either.
    expect(m.metrics!.reduce((n, b) => n + b.values![0].totalRequests!, 0)).toBe(0);

    const a = await usage('timeInterval=minute', KEY_A);
    const now = a.metrics!.at(-1)!;
    expect(now.timestamp).toBe(Math.floor(clock.nowMs() / 60_000) * 60);
    expect(now.values).toEqual([
      expect.objectContaining({
        groupedBy: 'None',
        totalRequests: 22,
        invalidRequests: 2,
        apiCreditsUsed: 21 * 20, // 20 blocks pages and the invalid one; the unknown path weighs nothing
        apiCreditsWasted: 20,
        successRatePercent: Math.round((2000 / 22) * 100) / 100,
      }),
    ]);
  });

  it('groups by path template and response code, and filters by code, path and chain', async () => {
    const byPath = await usage('timeInterval=minute&groupBy=requestPath', KEY_A);
    const values = byPath.metrics!.at(-1)!.values!;
    expect(values.map((v) => [v.groupValue, v.totalRequests])).toEqual([
      ['/v1/chains/{chainId}/blocks', 21],
      ['/v1/nothing', 1],
      // The first usage read of this key (the test before) is a request it made too.
      ['/v1/apiUsageMetrics', 1],
    ]);
    const byCode = await usage('timeInterval=minute&groupBy=responseCode', KEY_A);
    expect(Object.fromEntries(byCode.metrics!.at(-1)!.values!.map((v) => [v.groupValue, v.totalRequests]))).toEqual({
      200: 22,
      400: 1,
      404: 1,
    });
    const filtered = await usage('timeInterval=minute&responseCode=400&chainId=43114', KEY_A);
    expect(filtered.metrics!.at(-1)!.values![0].totalRequests).toBe(1);
  });

  it('lists the latest requests newest first, a page at a time, each key only its own', async () => {
    const first = await logs('pageSize=3', KEY_B);
    expect(first.logs!.map((l) => [l.requestPath, l.responseCode, l.apiCreditsConsumed])).toEqual([
      ['/v1/networks/mainnet/rewards:listPending', 200, 100],
    ]);
    expect(first.logs![0]).toMatchObject({ apiKeyAlias: expect.any(String), requestType: 'data', hostRegion: 'local' });

    const seen: string[] = [];
    let token: string | undefined;
    do {
      const page = await logs(
        `pageSize=7&responseCode=200&requestPath=/v1/chains/{chainId}/blocks${token ? `&pageToken=${token}` : ''}`,
        KEY_A,
      );
      seen.push(...page.logs!.map((l) => l.logId!));
      for (const l of page.logs!) expect(l).toMatchObject({ apiKeyAlias: 'alpha', chainId: '43114', apiCreditsConsumed: 20 });
      token = page.nextPageToken;
    } while (token);
    expect(seen).toHaveLength(20);
    expect(new Set(seen).size).toBe(20);
    const seqs = seen.map((id) => Number(id.replace('log-', '')));
    expect(seqs).toEqual([...seqs].sort((x, y) => y - x));
  });

  it('names the field of a bad window', async () => {
    const backwards = await call('/v1/apiUsageMetrics?startTimestamp=200&endTimestamp=100');
    expect(backwards).toMatchObject({ status: 400, body: { message: expect.stringContaining('startTimestamp') } });
    const tooLong = await call('/v1/apiUsageMetrics?timeInterval=minute&startTimestamp=0');
    expect(tooLong).toMatchObject({ status: 400, body: { message: expect.stringContaining('startTimestamp') } });
  });
});

describe('health and live checks', () => {
  it('say what is true: the unhealthy chain is down, the live checks are ok', async () => {
    const health = await call('/v1/health-check');
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ status: 'error', error: { 'chain 779672': { status: 'down' } }, info: { api: { status: 'up' } } });
    expect((await call('/v1/live-check')).body).toMatchObject({ status: 'ok' });
    const metrics = await fetch(`${service.metricsUrl}/v2/health-check`).then((r) => r.json());
    expect(endpoints.metricsHealthCheck.response.parse(metrics)).toMatchObject({
      status: 'ok',
      details: { 'live blocks': { status: 'up' } },
    });
    expect(await fetch(`${service.metricsUrl}/v2/live-check`).then((r) => r.json())).toMatchObject({ status: 'ok' });
  });
});
