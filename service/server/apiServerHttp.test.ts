import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '../../shared/api/endpoints';
import { startService, type RunningService } from '../index';
import { ManualClock } from '../sim/clock';
import { API_KEY_HEADER } from './apiKeys';
import { BODY_LIMIT_BYTES } from './apiServer';
import { testClient } from '../../test/support/rigs/testClient';

const VALID_KEY = 'valid-key-0001';
const FORBIDDEN_KEY = 'forbidden-key-0001';

describe('HTTP layer over the real service', { timeout: 30_000 }, () => {
  let service: RunningService;
  let dir: string;
  let data: ReturnType<typeof testClient>;
  let metrics: ReturnType<typeof testClient>;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ridgeline-api-test-'));
    const keysFile = join(dir, 'keys.json');
    await writeFile(
      keysFile,
      JSON.stringify({
        requireKey: true,
        keys: [
          { key: VALID_KEY, status: 'valid' },
          { key: FORBIDDEN_KEY, status: 'forbidden' },
        ],
      }),
    );
    service = await startService({
      blockIntervalMs: 0,
      clock: new ManualClock(Date.UTC(2026, 0, 15)),
      keysFile,
      dataDir: dir,
      unhealthyChains: ['779672'],
      rateLimit: { keyed: { capacity: 400, refillPerSecond: 1000 } },
    });
    data = testClient(service.dataUrl);
    metrics = testClient(service.metricsUrl);
  }, 60_000);
  afterAll(async () => {
    await service?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const withKey = (init: RequestInit = {}): RequestInit => ({ ...init, headers: { ...init.headers, [API_KEY_HEADER]: VALID_KEY } });

  async function expectError(path: string, init: RequestInit, status: number, message: RegExp) {
    const r = await data(path, init);
    expect(r.status).toBe(status);
    expect(r.headers.get('content-type')).toMatch(/application\/json/);
    const body = ErrorBodySchema.parse(r.body);
    expect(body.statusCode).toBe(status);
    expect(typeof body.message).toBe('string');
    expect(body.message).toMatch(message);
    return r;
  }

  it('binds both servers to 127.0.0.1', () => {
    expect(service.dataUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(service.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('401 without a key when one is required, 401 for an unknown key, 403 for a forbidden one; never echoes the key', async () => {
    await expectError('/v1/chains', {}, 401, new RegExp(API_KEY_HEADER));
    const unknown = await expectError('/v1/chains', { headers: { [API_KEY_HEADER]: 'made-up-key-123' } }, 401, /not recognized/);
    expect(JSON.stringify(unknown.body)).not.toContain('made-up-key-123');
    const forbidden = await expectError('/v1/chains', { headers: { [API_KEY_HEADER]: FORBIDDEN_KEY } }, 403, /not allowed/);
    expect(JSON.stringify(forbidden.body)).not.toContain(FORBIDDEN_KEY);
    expect((await data('/v1/chains', withKey())).status).toBe(200);
  });

  it('400 names the bad parameter', async () => {
    await expectError('/v1/chains/43114/blocks?pageSize=101', withKey(), 400, /pageSize/);
    await expectError('/v1/chains/43114/transactions?status=pending', withKey(), 400, /status/);
    await expectError('/v1/chains/43114/addresses/0x12/balances:getNative', withKey(), 400, /address/);
    await expectError(
      '/v1/chains/43114/addresses/0x0000000000000000000000000000000000000001/balances:getNative?currency=xyz',
      withKey(),
      400,
      /currency/,
    );
    await expectError('/v1/chains/43114/blocks/latest', withKey(), 400, /blockId/);
    await expectError('/v1/chains?network=moon', withKey(), 400, /network/);
  });

  it('404 for unknown routes, chains and blocks; 405 with Allow for a wrong method', async () => {
    await expectError('/v1/nothing-here', withKey(), 404, /No route/);
    await expectError('/v1/chains/999999/blocks', withKey(), 404, /999999/);
    await expectError('/v1/chains/43114/blocks/99999999', withKey(), 404, /99999999/);
    await expectError(`/v1/chains/43114/blocks/0x${'ab'.repeat(32)}`, withKey(), 404, /not found/);
    const r = await expectError('/v1/chains/43114/blocks', withKey({ method: 'DELETE' }), 405, /GET/);
    expect(r.headers.get('allow')).toBe('GET');
    await expectError('/v1/chains', withKey({ method: 'POST' }), 405, /not allowed/);
  });

  it('bad JSON, a wrong content type, a huge body and a body where none belongs are clear 4xx', async () => {
    const post = (body: string, type = 'application/json') => withKey({ method: 'POST', headers: { 'content-type': type }, body });
    await expectError('/v1/operations/transactions:export', post('{"type":'), 400, /not valid JSON/);
    await expectError('/v1/operations/transactions:export', post('type=x', 'application/x-www-form-urlencoded'), 415, /application\/json/);
    await expectError(
      '/v1/operations/transactions:export',
      post(JSON.stringify({ pad: 'x'.repeat(BODY_LIMIT_BYTES) })),
      413,
      /larger than/,
    );
    const chain = service.world.evm.chain('43114')!;
    const nft = chain.store.contracts.find((c) => c.kind === 'erc721')!;
    await expectError(`/v1/chains/43114/nfts/collections/${nft.address}/tokens/1:reindex`, post('{"force":true}'), 400, /body/);
  });

  it('503 on every route of an unhealthy chain, by either id; the chain list marks it UNAVAILABLE', async () => {
    await expectError('/v1/chains/779672/blocks', withKey(), 503, /779672/);
    const blockchainId = service.world.evm.chain('779672')!.spec.blockchainId;
    await expectError(`/v1/chains/${blockchainId}/transactions`, withKey(), 503, /unavailable/);
    const list = await data<{ chains: { chainId: string; status: string }[] }>('/v1/chains?network=mainnet', withKey());
    expect(list.body.chains.find((c) => c.chainId === '779672')?.status).toBe('UNAVAILABLE');
    expect(list.body.chains.find((c) => c.chainId === '43114')?.status).toBe('OK');
  });

  it('metrics errors carry message as an array of strings, and take no key', async () => {
    const r = await metrics('/v1/nothing');
    expect(r.status).toBe(404);
    expect(ErrorBodySchema.parse(r.body)).toMatchObject({
      statusCode: 404,
      error: 'Not Found',
      message: [expect.stringMatching(/No route/)],
    });
    const wrong = await metrics('/v1/avg_tps/43114', { method: 'POST' });
    expect(wrong.status).toBe(405);
  });

  it('serves generated NFT images without a key', async () => {
    const chain = service.world.evm.chain('43114')!;
    const nft = chain.store.contracts.find((c) => c.kind === 'erc721')!;
    const r = await fetch(`${service.dataUrl}/static/nft/43114/${nft.address}/1.svg`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('image/svg+xml');
    expect(await r.text()).toContain('<svg');
    expect((await fetch(`${service.dataUrl}/static/nft/43114/${nft.address}/999999.svg`)).status).toBe(404);
  });
});

describe('rate limit', { timeout: 30_000 }, () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startService({
      blockIntervalMs: 0,
      // Refill slowly enough that no token comes back while the test runs, however loaded the machine.
      rateLimit: { anonymous: { capacity: 3, refillPerSecond: 0.01 }, keyed: { capacity: 6, refillPerSecond: 0.01 } },
      keys: { keys: [{ key: 'valid-key-raises-allowance' }] },
    });
  }, 60_000);
  afterAll(() => service?.close());

  it('429 with Retry-After and the error body once the bucket is empty; a listed key has its own, larger bucket', async () => {
    const data = testClient(service.dataUrl);
    // Every answer says the limit as the real Data API does (ratelimit-limit, -remaining, -policy).
    const remaining = [];
    for (let i = 0; i < 3; i++) {
      const r = await data('/v1/chains');
      expect(r.status).toBe(200);
      expect(r.headers.get('ratelimit-limit')).toBe('3');
      expect(r.headers.get('ratelimit-policy')).toBe('3;w=300');
      remaining.push(r.headers.get('ratelimit-remaining'));
    }
    expect(remaining).toEqual(['2', '1', '0']);
    const limited = await data('/v1/chains');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(limited.headers.get('ratelimit-reset')).toBe(limited.headers.get('retry-after'));
    expect(limited.headers.get('ratelimit-remaining')).toBe('0');
    expect(ErrorBodySchema.parse(limited.body)).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    const keyed = { headers: { [API_KEY_HEADER]: 'valid-key-raises-allowance' } };
    const statuses = [];
    for (let i = 0; i < 7; i++) statuses.push((await data('/v1/chains', keyed)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
    // A key the service does not know gets no bucket of its own: refused, since keys are listed.
    expect((await data('/v1/chains', { headers: { [API_KEY_HEADER]: 'invented-key-0001' } })).status).toBe(401);
  });

  it('with no keys listed, invented keys share the anonymous bucket instead of multiplying it', async () => {
    const open = await startService({
      blockIntervalMs: 0,
      rateLimit: { anonymous: { capacity: 3, refillPerSecond: 0.01 }, keyed: { capacity: 6, refillPerSecond: 0.01 } },
    });
    try {
      const data = testClient(open.dataUrl);
      const statuses = [];
      for (let i = 0; i < 5; i++)
        statuses.push((await data('/v1/chains', { headers: { [API_KEY_HEADER]: `invented-key-000${i}` } })).status);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      expect((await data('/v1/chains')).status).toBe(429);
    } finally {
      await open.close();
    }
  });
});
