import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BridgeResult } from '../../../shared/bridge/errors';
import { createCore, type Core } from '../createCore';
import { Cancellations } from './cancellations';
import { openEncryptedFileVault } from '../stores/keyVaultAesGcm';
import { json, startFaultServer } from '../../../test/support/faults/faultServer';
import { tempDir } from '../../../test/support/rigs/tempDir';

const KEY = 'ak_live_bridge_SECRET_9876';
const BLOCK = '/v1/chains/43114/blocks/7';
const block = { chainId: '43114', blockNumber: '7' };

let dir: Awaited<ReturnType<typeof tempDir>>;
let local: Awaited<ReturnType<typeof startFaultServer>>;
let core: Core;
let arrived: () => void;

beforeEach(async () => {
  dir = await tempDir();
  local = await startFaultServer({
    [BLOCK]: (req, res) => json(res, 200, { ...block, sawKey: Boolean(req.headers['x-service-api-key']) }),
    '/v1/chains/43114/blocks/8': (req, res) => json(res, 200, { ...block, sawKey: req.headers['x-service-api-key'] === KEY }),
    '/v1/chains/43114/blocks': () => arrived(), // never answers: for cancellation
  });
});
afterEach(async () => {
  await core?.close();
  await local.close();
  await dir.remove();
});

async function open() {
  core = await createCore({
    dataDir: dir.path,
    vault: await openEncryptedFileVault(dir.path),
    startLocalService: async () => ({ dataUrl: local.url, metricsUrl: local.url, close: async () => undefined }),
  });
  return core;
}

function data<T>(r: BridgeResult<T>): T {
  if (!r.ok) throw new Error(`bridge failed: ${JSON.stringify(r.error)}`);
  return r.data;
}

describe('bridge argument validation', () => {
  it.each([
    ['profiles:save', { profile: { name: ' ', dataUrl: 'https://a', metricsUrl: 'https://b', defaultNetwork: 'fuji' } }, 'profile.name'],
    ['profiles:save', { profile: { name: 'x', dataUrl: 'ftp://a', metricsUrl: 'https://b', defaultNetwork: 'fuji' } }, 'profile.dataUrl'],
    ['key:set', { key: 'short' }, 'key'],
    ['settings:update', { theme: 'neon' }, 'theme'],
    ['settings:update', { fontSize: 3 }, 'fontSize'],
    ['api:request', { requestId: 'r1', endpointId: 'dropTables', params: {} }, 'endpointId'],
    ['api:request', { requestId: '../x', endpointId: 'getBlock', params: {} }, 'requestId'],
    ['profiles:remove', null, 'args'],
  ])('%s rejects %j naming %s, before anything runs', async (channel, args, field) => {
    const c = await open();
    const r = await c.dispatch(channel, args);
    expect(r).toMatchObject({ ok: false, error: { status: 400, field, kind: 'invalid-params' } });
  });

  it('rejects an unknown channel', async () => {
    const c = await open();
    expect(await c.dispatch('fs:readFile', { path: '/etc/passwd' })).toMatchObject({ ok: false, error: { status: 404, field: 'channel' } });
  });

  it('reports params the endpoint table rejects, naming the field, with no request made', async () => {
    const c = await open();
    const r = await c.dispatch('api:request', {
      requestId: 'r1',
      endpointId: 'listLatestBlocks',
      params: { chainId: '43114', pageSize: 0 },
    });
    expect(r).toMatchObject({ ok: false, error: { field: 'pageSize', kind: 'invalid-params' } });
    expect(local.requests).toHaveLength(0);
  });
});

describe('bridge requests', () => {
  it("hands a request marked background (a list prefetched for a link) to the connection as background work, and others as a view's", async () => {
    const c = await open();
    const request = vi.spyOn(c.services.connection, 'request');
    const params = { chainId: '43114', blockId: '7' };
    data(await c.dispatch('api:request', { requestId: 'bg', endpointId: 'getBlock', params, background: true }));
    data(await c.dispatch('api:request', { requestId: 'fg', endpointId: 'getBlock', params }));
    expect(request.mock.calls.map(([, , options]) => options?.background)).toEqual([true, undefined]);
  });

  it("api:promote moves a background request ahead by its id, also when it arrives first; a view's request has nothing to promote", async () => {
    const c = await open();
    const request = vi.spyOn(c.services.connection, 'request');
    const params = { chainId: '43114', blockId: '7' };
    const pending = c.dispatch('api:request', { requestId: 'bg', endpointId: 'getBlock', params, background: true });
    const promote = () => request.mock.calls.at(-1)![2]!.promote;
    expect(promote()?.aborted).toBe(false);
    expect(await c.dispatch('api:promote', { requestId: 'bg' })).toEqual({ ok: true, data: null });
    expect(promote()?.aborted).toBe(true);
    data(await pending);
    await c.dispatch('api:promote', { requestId: 'early' });
    data(await c.dispatch('api:request', { requestId: 'early', endpointId: 'getBlock', params, background: true }));
    expect(promote()?.aborted).toBe(true);
    data(await c.dispatch('api:request', { requestId: 'fg', endpointId: 'getBlock', params }));
    expect(promote()).toBeUndefined();
  });

  it("registers a promotion only for a background request: a view's request has none, and promoting its id changes nothing", async () => {
    const c = await open();
    const runs = vi.spyOn(Cancellations.prototype, 'run');
    const request = vi.spyOn(c.services.connection, 'request');
    const params = { chainId: '43114', blockId: '7' };
    const byId = (id: string) => runs.mock.calls.filter(([requestId]) => requestId === id).length;
    data(await c.dispatch('api:request', { requestId: 'bg', endpointId: 'getBlock', params, background: true }));
    // Its cancellation and its promotion.
    expect(byId('bg')).toBe(2);

    const requestArrived = new Promise<void>((r) => (arrived = r));
    const pending = c.dispatch('api:request', { requestId: 'view', endpointId: 'listLatestBlocks', params: { chainId: '43114' } });
    await requestArrived;
    // Its cancellation only.
    expect(byId('view')).toBe(1);
    expect(request.mock.calls.at(-1)![2]).toEqual({ signal: expect.any(AbortSignal) });
    expect(await c.dispatch('api:promote', { requestId: 'view' })).toEqual({ ok: true, data: null });
    expect(request.mock.calls.at(-1)![2]!.signal?.aborted).toBe(false);
    expect(await c.dispatch('api:cancel', { requestId: 'view' })).toEqual({ ok: true, data: null });
    expect(await pending).toMatchObject({ ok: false, error: { kind: 'cancelled' } });
    runs.mockRestore();
  });

  it('answers api:request from the local profile, sending the key header once a key is set', async () => {
    const c = await open();
    expect(
      data(await c.dispatch('api:request', { requestId: 'a', endpointId: 'getBlock', params: { chainId: '43114', blockId: '7' } })),
    ).toMatchObject({ sawKey: false });
    data(await c.dispatch('key:set', { key: KEY }));
    expect(
      data(await c.dispatch('api:request', { requestId: 'b', endpointId: 'getBlock', params: { chainId: '43114', blockId: '8' } })),
    ).toMatchObject({ sawKey: true });
  });

  it('cancels: api:cancel aborts the HTTP request in the main process', async () => {
    const c = await open();
    const requestArrived = new Promise<void>((r) => (arrived = r));
    const pending = c.dispatch('api:request', { requestId: 'slow', endpointId: 'listLatestBlocks', params: { chainId: '43114' } });
    await requestArrived;
    const socketClosed = new Promise<void>((r) => local.requests.at(-1)?.socket.on('close', r));
    expect(await c.dispatch('api:cancel', { requestId: 'slow' })).toEqual({ ok: true, data: null });
    expect(await pending).toMatchObject({ ok: false, error: { kind: 'cancelled' } });
    await socketClosed;
  });

  it('honours a cancel that arrives before its request', async () => {
    const c = await open();
    await c.dispatch('api:cancel', { requestId: 'early' });
    expect(
      await c.dispatch('api:request', { requestId: 'early', endpointId: 'getBlock', params: { chainId: '43114', blockId: '7' } }),
    ).toMatchObject({ ok: false, error: { kind: 'cancelled' } });
    expect(local.requests).toHaveLength(0);
  });

  it('switches to a remote profile: its requests carry its key, and switching back drops it', async () => {
    const remote = await startFaultServer({
      [BLOCK]: (req, res) => json(res, 200, { ...block, blockHash: String(req.headers['x-service-api-key']) }),
    });
    // The stub echoes the key it received; the bridge must still not hand it to the renderer.
    try {
      const c = await open();
      const state = data(
        await c.dispatch('profiles:save', {
          profile: { name: 'Remote', dataUrl: remote.url, metricsUrl: remote.url, defaultNetwork: 'fuji' },
        }),
      ) as { profiles: { id: string }[] };
      const id = state.profiles[1].id;
      data(await c.dispatch('profiles:activate', { id }));
      data(await c.dispatch('key:set', { key: KEY }));
      const r = data(
        await c.dispatch('api:request', { requestId: 'c', endpointId: 'getBlock', params: { chainId: '43114', blockId: '7' } }),
      );
      expect(remote.requests[0].headers['x-service-api-key']).toBe(KEY);
      expect(r).toMatchObject({ blockHash: '[redacted]' });
      data(await c.dispatch('profiles:activate', { id: 'local' }));
      expect(data(await c.dispatch('key:status', {}))).toMatchObject({ hasKey: false });
    } finally {
      await remote.close();
    }
  });
});

describe('the key stays in the main process', () => {
  it('appears in no bridge response and no console output', async () => {
    const written: string[] = [];
    const capture = (chunk: unknown) => (written.push(String(chunk)), true);
    const spies = [
      vi.spyOn(process.stdout, 'write').mockImplementation(capture),
      vi.spyOn(process.stderr, 'write').mockImplementation(capture),
      ...(['log', 'info', 'warn', 'error', 'debug'] as const).map((m) =>
        vi.spyOn(console, m).mockImplementation((...a) => void written.push(a.map(String).join(' '))),
      ),
    ];
    try {
      const c = await open();
      const results = [
        await c.dispatch('key:set', { key: KEY }),
        await c.dispatch('key:status', {}),
        await c.dispatch('settings:get', {}),
        await c.dispatch('profiles:list', {}),
        await c.dispatch('service:status', {}),
        await c.dispatch('api:request', { requestId: 'k', endpointId: 'getBlock', params: { chainId: '43114', blockId: '7' } }),
        await c.dispatch('key:set', { key: `${KEY} ` }),
        await c.dispatch('key:set', { key: 'x'.repeat(600) }),
      ];
      const status = data(results[1]);
      expect(status).toMatchObject({ hasKey: true, last4: '9876', protection: 'encrypted-file' });
      expect(JSON.stringify(results)).not.toContain(KEY);
      expect(written.join('\n')).not.toContain(KEY);
    } finally {
      for (const s of spies) s.mockRestore();
    }
  });
});

describe('startup warnings', () => {
  it('a corrupt settings file is set aside and shown with the service status', async () => {
    await writeFile(join(dir.path, 'settings.json'), '{{{');
    const c = await open();
    const status = data(await c.dispatch('service:status', {})) as { message?: string };
    expect(status.message).toMatch(/settings\.json was damaged/);
    expect(data(await c.dispatch('settings:get', {}))).toMatchObject({ theme: 'system' });
  });

  it('reports service-status ready once the local service is up', async () => {
    const c = await open();
    await c.services.connection.client();
    await new Promise((r) => setImmediate(r));
    expect(data(await c.dispatch('service:status', {}))).toMatchObject({ state: 'ready', profileId: 'local' });
  });
});
