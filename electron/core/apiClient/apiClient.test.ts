import { afterEach, describe, expect, it } from 'vitest';
import { ApiClient, ApiClientError } from './apiClient';
import { UNREADABLE } from '../../../shared/api/wire/unreadable';
import type { ApiErrorInfo } from '../../../shared/bridge/errors';
import { fakeTiming, json, startFaultServer } from '../../../test/support/faults/faultServer';

const BLOCK = '/v1/chains/43114/blocks/7';
const BLOCKS = '/v1/chains/43114/blocks';
const TPS = '/v1/avg_tps/43114';
const AGG = '/v1/signatureAggregator/fuji/aggregateSignatures';
const block = { chainId: '43114', blockNumber: '7', blockHash: '0xab', txCount: 1 };

let server: Awaited<ReturnType<typeof startFaultServer>>;
afterEach(() => server?.close());

function client(extra: Partial<ConstructorParameters<typeof ApiClient>[0]> = {}) {
  const timing = fakeTiming();
  const rateLimits: { until: number }[] = [];
  const c = new ApiClient({
    dataUrl: server.url,
    metricsUrl: server.url,
    timing,
    random: () => 0.5,
    onRateLimit: (e) => rateLimits.push(e),
    ...extra,
  });
  return { c, timing, rateLimits };
}

async function failure(p: Promise<unknown>): Promise<ApiErrorInfo> {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(ApiClientError);
  return (e as ApiClientError).info;
}

const getBlock = (c: ApiClient, signal?: AbortSignal) => c.request('getBlock', { chainId: '43114', blockId: '7' }, { signal });

describe('ApiClient retries', () => {
  it('waits out a 429 for Retry-After, announces when the next try happens, then succeeds', async () => {
    server = await startFaultServer({
      [BLOCK]: (_q, res, n) =>
        n === 1
          ? json(res, 429, { message: 'slow down', error: 'Too Many Requests', statusCode: 429 }, { 'retry-after': '3' })
          : json(res, 200, block),
    });
    const { c, timing, rateLimits } = client();
    const start = timing.now();
    expect(await getBlock(c)).toMatchObject({ blockNumber: '7' });
    expect(server.hits(BLOCK)).toBe(2);
    expect(timing.waits).toEqual([3000]);
    expect(rateLimits).toEqual([{ endpointId: 'getBlock', until: start + 3000 }]);
  });

  it('does not wait for a Retry-After beyond the bound: the 429 reaches the caller with retryAfter', async () => {
    server = await startFaultServer({
      [BLOCK]: (_q, res) => json(res, 429, { message: 'quota', error: 'Too Many Requests', statusCode: 429 }, { 'retry-after': '3600' }),
    });
    const { c, timing } = client();
    const info = await failure(getBlock(c));
    expect(info).toMatchObject({ status: 429, error: 'Too Many Requests', message: 'quota', retryAfter: 3600, endpointId: 'getBlock' });
    expect(server.hits(BLOCK)).toBe(1);
    expect(timing.waits).toEqual([]);
  });

  it('backs off exponentially on 503 and gives up after maxTries with the API message', async () => {
    server = await startFaultServer({
      [BLOCK]: (_q, res) => json(res, 503, { message: 'node down', error: 'Service Unavailable', statusCode: 503 }),
    });
    const { c, timing } = client({ retry: { maxTries: 4, baseDelayMs: 100, maxDelayMs: 10_000 } });
    const info = await failure(getBlock(c));
    expect(info).toMatchObject({ status: 503, message: 'node down', kind: 'http' });
    expect(server.hits(BLOCK)).toBe(4);
    // equal jitter with random 0.5: 3/4 of 100, 200, 400
    expect(timing.waits).toEqual([75, 150, 300]);
  });

  it('retries a 500 and returns the later success', async () => {
    server = await startFaultServer({
      [BLOCK]: (_q, res, n) =>
        n === 1 ? json(res, 500, { message: 'oops', error: 'Internal Server Error', statusCode: 500 }) : json(res, 200, block),
    });
    const { c } = client();
    expect(await getBlock(c)).toMatchObject({ blockHash: '0xab' });
    expect(server.hits(BLOCK)).toBe(2);
  });

  it('retries a connection reset', async () => {
    server = await startFaultServer({ [BLOCK]: (req, res, n) => (n === 1 ? req.socket.destroy() : json(res, 200, block)) });
    const { c, timing } = client();
    expect(await getBlock(c)).toMatchObject({ blockNumber: '7' });
    expect(timing.waits).toHaveLength(1);
  });

  it('reports a network error after the tries run out', async () => {
    server = await startFaultServer({ [BLOCK]: (req) => req.socket.destroy() });
    const { c } = client({ retry: { maxTries: 2 } });
    const info = await failure(getBlock(c));
    expect(info).toMatchObject({ status: 0, kind: 'network' });
    expect(server.hits(BLOCK)).toBe(2);
  });

  it.each([400, 401, 403, 404])('never retries a %i', async (status) => {
    server = await startFaultServer({ [BLOCK]: (_q, res) => json(res, status, { message: `m${status}`, error: 'E', statusCode: status }) });
    const { c } = client();
    expect(await failure(getBlock(c))).toMatchObject({ status, message: `m${status}` });
    expect(server.hits(BLOCK)).toBe(1);
  });

  it('never retries a POST, even on 503 or 429', async () => {
    server = await startFaultServer({
      [AGG]: (_q, res) => json(res, 503, { message: 'busy', error: 'Service Unavailable', statusCode: 503 }),
    });
    const { c } = client();
    const info = await failure(c.request('aggregateSignatures', { network: 'fuji', body: { message: '0xabcd' } }));
    expect(info.status).toBe(503);
    expect(server.hits(AGG)).toBe(1);
  });

  it('passes the metrics service message array through', async () => {
    server = await startFaultServer({
      [TPS]: (_q, res) => json(res, 400, { message: ['pageToken is expired', 'start again'], error: 'Bad Request', statusCode: 400 }),
    });
    const { c } = client();
    expect(await failure(c.request('getAvgTps', { chainId: '43114' }))).toMatchObject({
      message: ['pageToken is expired', 'start again'],
      status: 400,
    });
  });
});

describe('ApiClient bodies', () => {
  it('accepts a slow body that completes within the timeout', async () => {
    server = await startFaultServer({
      [BLOCK]: (_q, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        const text = JSON.stringify(block);
        res.write(text.slice(0, 10));
        setTimeout(() => res.end(text.slice(10)), 100);
      },
    });
    const { c } = client({ timeoutMs: 5_000 });
    expect(await getBlock(c)).toMatchObject({ blockNumber: '7' });
  });

  it('stops a stalled body at the timeout and does not retry it', async () => {
    server = await startFaultServer({
      [BLOCK]: (_q, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"chainId":');
      },
    });
    const { c } = client({ timeoutMs: 200 });
    expect(await failure(getBlock(c))).toMatchObject({ kind: 'timeout', status: 0, endpointId: 'getBlock' });
    expect(server.hits(BLOCK)).toBe(1);
  });

  it('reports malformed JSON as an invalid response', async () => {
    server = await startFaultServer({
      [BLOCK]: (_q, res) => (res.writeHead(200, { 'content-type': 'application/json' }), res.end('{"chainId": ')),
    });
    const { c } = client();
    expect(await failure(getBlock(c))).toMatchObject({ kind: 'invalid-response', field: 'body' });
  });

  it('reports a wrong content type', async () => {
    server = await startFaultServer({
      [BLOCK]: (_q, res) => (res.writeHead(200, { 'content-type': 'text/html' }), res.end('<h1>login</h1>')),
    });
    const { c } = client();
    const info = await failure(getBlock(c));
    expect(info).toMatchObject({ kind: 'invalid-response', field: 'content-type' });
    expect(info.message).toContain('text/html');
  });

  it('reads a page item by item: a bad item becomes a row naming its field, the others stay', async () => {
    server = await startFaultServer({ [BLOCKS]: (_q, res) => json(res, 200, { blocks: [block, { ...block, txCount: 'many' }, null] }) });
    const { c } = client();
    const page = await c.request('listLatestBlocks', { chainId: '43114' });
    expect(page.blocks).toEqual([
      block,
      { [UNREADABLE]: [{ field: 'txCount', type: 'string' }] },
      { [UNREADABLE]: [{ field: '(the item)', type: 'null' }] },
    ]);
  });

  it('leaves a bad field of a single resource out and names it; a list that is not a list still fails', async () => {
    server = await startFaultServer({
      [BLOCK]: (_q, res) => json(res, 200, { ...block, txCount: 'many' }),
      [BLOCKS]: (_q, res) => json(res, 200, { blocks: 'none' }),
    });
    const { c } = client();
    expect(await getBlock(c)).toEqual({
      chainId: '43114',
      blockNumber: '7',
      blockHash: '0xab',
      [UNREADABLE]: [{ field: 'txCount', type: 'string' }],
    });
    expect(await failure(c.request('listLatestBlocks', { chainId: '43114' }))).toMatchObject({ kind: 'invalid-response', field: 'blocks' });
  });

  // A good page is used as parsed (electron/core/apiClient/answerCheck.ts); these pages come after good ones of the same row.
  it('after good pages of a walk, a later bad item is still read around and named, a later broken page still refused', async () => {
    const pages = [
      { blocks: [block], nextPageToken: 'b' },
      { blocks: [block, { ...block, blockNumber: 8 }], nextPageToken: 'c' },
      { blocks: { 0: block } },
    ];
    server = await startFaultServer({ [BLOCKS]: (_req, res, n) => json(res, 200, pages[n - 1]) });
    const { c } = client();
    const walk = (pageToken?: string) => c.request('listLatestBlocks', { chainId: '43114', ...(pageToken ? { pageToken } : {}) });
    expect(await walk()).toEqual(pages[0]);
    expect(await walk('b')).toEqual({ blocks: [block, { [UNREADABLE]: [{ field: 'blockNumber', type: 'number' }] }], nextPageToken: 'c' });
    expect(await failure(walk('c'))).toMatchObject({ kind: 'invalid-response', field: 'blocks' });
  });

  it("makes the real API's money numbers decimal strings, also after an answer whose money was already a string", async () => {
    const TOKENS = '/v1/chains/43114/addresses/0x0000000000000000000000000000000000000001/balances:listErc20';
    const token = (value: unknown) => ({ erc20TokenBalances: [{ name: 'T', price: { currencyCode: 'usd', value } }] });
    let next: unknown = '1.5';
    server = await startFaultServer({ [TOKENS]: (_req, res) => json(res, 200, token(next)) });
    const { c } = client();
    const read = () => c.request('listErc20Balances', { chainId: '43114', address: '0x0000000000000000000000000000000000000001' });
    expect(await read()).toEqual(token('1.5'));
    next = 1e-7;
    expect(await read()).toEqual(token('0.0000001'));
  });

  it('rejects invalid params before any request, naming the field', async () => {
    server = await startFaultServer({ [BLOCKS]: (_q, res) => json(res, 200, { blocks: [] }) });
    const { c } = client();
    const info = await failure(c.request('listLatestBlocks', { chainId: '43114', pageSize: 1000 }));
    expect(info).toMatchObject({ kind: 'invalid-params', field: 'pageSize', status: 400 });
    expect(server.requests).toHaveLength(0);
  });
});

describe('ApiClient cancellation', () => {
  it('aborts the HTTP request: the server sees the socket close', async () => {
    let closed!: () => void;
    const socketClosed = new Promise<void>((r) => (closed = r));
    let arrived!: () => void;
    const requestArrived = new Promise<void>((r) => (arrived = r));
    server = await startFaultServer({
      [BLOCK]: (req) => {
        req.socket.on('close', () => closed());
        arrived();
      },
    });
    const { c } = client();
    const ac = new AbortController();
    const p = getBlock(c, ac.signal);
    await requestArrived;
    ac.abort();
    expect(await failure(p)).toMatchObject({ kind: 'cancelled' });
    await socketClosed;
  });

  it('shares identical requests in flight; one caller leaving does not cancel the other', async () => {
    server = await startFaultServer({ [BLOCKS]: (_q, res) => setTimeout(() => json(res, 200, { blocks: [block] }), 100) });
    const { c } = client();
    const ac = new AbortController();
    const a = c.request('listLatestBlocks', { chainId: '43114' }, { signal: ac.signal });
    const b = c.request('listLatestBlocks', { chainId: '43114' });
    ac.abort();
    expect(await failure(a)).toMatchObject({ kind: 'cancelled' });
    expect(await b).toMatchObject({ blocks: [block] });
    expect(server.hits(BLOCKS)).toBe(1);
  });

  it('a request started by a caller without a signal runs to its end when a joining caller leaves', async () => {
    server = await startFaultServer({ [BLOCKS]: (_q, res) => setTimeout(() => json(res, 200, { blocks: [block] }), 100) });
    const { c } = client();
    const a = c.request('listLatestBlocks', { chainId: '43114' });
    const ac = new AbortController();
    const b = c.request('listLatestBlocks', { chainId: '43114' }, { signal: ac.signal });
    ac.abort();
    expect(await failure(b)).toMatchObject({ kind: 'cancelled' });
    expect(await a).toMatchObject({ blocks: [block] });
    expect(server.hits(BLOCKS)).toBe(1);
  });

  it('a caller that left before asking (cancelled while the local service was starting) gets a cancel and starts no request', async () => {
    server = await startFaultServer({ [BLOCK]: (_q, res) => json(res, 200, block) });
    const { c } = client();
    const ac = new AbortController();
    ac.abort();
    // Before, the shared request started and was aborted at once with no one listening: an unhandled rejection, which ends a Node host.
    expect(await failure(getBlock(c, ac.signal))).toMatchObject({ kind: 'cancelled' });
    await new Promise((r) => setTimeout(r, 20));
    expect(server.hits(BLOCK)).toBe(0);
    expect(await getBlock(c)).toMatchObject(block);
  });
});

describe('ApiClient limits and cache', () => {
  it('keeps at most N requests in flight per host', async () => {
    let active = 0;
    let peak = 0;
    server = await startFaultServer({
      [BLOCKS]: (_q, res) => {
        active++;
        peak = Math.max(peak, active);
        setTimeout(() => (active--, json(res, 200, { blocks: [] })), 30);
      },
    });
    const { c } = client({ maxConcurrentPerHost: 2 });
    await Promise.all([1, 2, 3, 4, 5, 6].map((pageSize) => c.request('listLatestBlocks', { chainId: '43114', pageSize })));
    expect(server.hits(BLOCKS)).toBe(6);
    expect(peak).toBe(2);
  });

  it('spaces a burst with the token bucket instead of drawing 429s', async () => {
    server = await startFaultServer({ [BLOCKS]: (_q, res) => json(res, 200, { blocks: [] }) });
    const { c, timing } = client({ rateLimit: { burst: 2, perSecond: 4 } });
    for (const pageSize of [1, 2, 3, 4]) await c.request('listLatestBlocks', { chainId: '43114', pageSize });
    expect(timing.waits).toEqual([250, 250]);
  });

  it('caches immutable answers (a block) but not lists', async () => {
    server = await startFaultServer({ [BLOCK]: (_q, res) => json(res, 200, block), [BLOCKS]: (_q, res) => json(res, 200, { blocks: [] }) });
    const { c } = client();
    await getBlock(c);
    await getBlock(c);
    await c.request('listLatestBlocks', { chainId: '43114' });
    await c.request('listLatestBlocks', { chainId: '43114' });
    expect(server.hits(BLOCK)).toBe(1);
    expect(server.hits(BLOCKS)).toBe(2);
  });
});

describe('ApiClient key', () => {
  const KEY = 'sk-test-0123456789-SECRET';

  it('sends x-service-api-key to the data service only', async () => {
    server = await startFaultServer({ [BLOCK]: (_q, res) => json(res, 200, block), [TPS]: (_q, res) => json(res, 200, { results: [] }) });
    const { c } = client({ getKey: () => KEY });
    await getBlock(c);
    await c.request('getAvgTps', { chainId: '43114' });
    const [data, metrics] = server.requests;
    expect(data.headers['x-service-api-key']).toBe(KEY);
    expect(metrics.headers['x-service-api-key']).toBeUndefined();
  });

  it("sends the key under the profile's header name, to the data origin only, and the same for downloads", async () => {
    server = await startFaultServer({ [BLOCK]: (_q, res) => json(res, 200, block), [TPS]: (_q, res) => json(res, 200, { results: [] }) });
    const { c } = client({ getKey: () => KEY, keyHeader: 'x-glacier-api-key' });
    await getBlock(c);
    await c.request('getAvgTps', { chainId: '43114' });
    const [data, metrics] = server.requests;
    expect(data.headers['x-glacier-api-key']).toBe(KEY);
    expect(data.headers['x-service-api-key']).toBeUndefined();
    expect(metrics.headers['x-glacier-api-key']).toBeUndefined();
    expect(c.downloadHeaders(`${server.url}/files/a.csv`)).toEqual({ 'x-glacier-api-key': KEY });
    expect(c.downloadHeaders('https://files.example/a.csv')).toEqual({});
  });

  it('sends no key header when no key is set', async () => {
    server = await startFaultServer({ [BLOCK]: (_q, res) => json(res, 200, block) });
    const { c } = client();
    await getBlock(c);
    expect(server.requests[0].headers['x-service-api-key']).toBeUndefined();
  });

  it('never lets the key appear in an error, even when the server echoes it', async () => {
    server = await startFaultServer({
      [BLOCK]: (req, res) =>
        json(res, 401, { message: `bad key ${req.headers['x-service-api-key']}`, error: 'Unauthorized', statusCode: 401 }),
    });
    const { c } = client({ getKey: () => KEY });
    const info = await failure(getBlock(c));
    expect(info.status).toBe(401);
    expect(JSON.stringify(info)).not.toContain(KEY);
    expect(info.message).toBe('bad key [redacted]');
  });
});
