import { request as httpRequest } from 'node:http';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json, startFaultServer } from '../../test/support/faults/faultServer';
import { tempDir } from '../../test/support/rigs/tempDir';
import { createBridge } from '../../renderer/bridge/createBridge';
import { httpTransport } from '../../renderer/bridge/httpTransport';
import { pageParams } from '../../renderer/api/listEndpoints';
import { startWebHost, type WebHost } from './startWebHost';

const KEY = 'ak_live_webhost_SECRET_4242';
const BLOCKS = '/v1/chains/43114/blocks';
let dir: Awaited<ReturnType<typeof tempDir>>;
let local: Awaited<ReturnType<typeof startFaultServer>>;
let host: WebHost;

beforeEach(async () => {
  dir = await tempDir();
  const renderer = join(dir.path, 'renderer');
  await mkdir(join(renderer, 'assets'), { recursive: true });
  await writeFile(join(renderer, 'index.html'), '<!doctype html><title>Ridgeline</title>');
  await writeFile(join(renderer, 'assets', 'app.js'), 'console.log(1)');
  await writeFile(join(dir.path, 'secret.txt'), 'outside the renderer');
  local = await startFaultServer({
    [BLOCKS]: (_req, res, hit) => json(res, 200, { blocks: [{ blockNumber: String(1000 + hit), blockHash: `0x${hit}` }] }),
    '/v1/chains/43114/blocks/7': (req, res) =>
      json(res, 200, { blockNumber: '7', blockHash: String(req.headers['x-service-api-key'] ?? 'none') }),
  });
  host = await startWebHost({
    dataDir: join(dir.path, 'data'),
    rendererDir: renderer,
    open: false,
    startLocalService: async () => ({ dataUrl: local.url, metricsUrl: local.url, close: async () => undefined }),
    log: () => undefined,
  });
});
afterEach(async () => {
  await host.close();
  await local.close();
  await dir.remove();
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** Raw node:http so the test controls Host and Origin exactly (fetch would set them itself). */
function send(path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: host.port,
        path,
        method: init.method ?? 'GET',
        headers: { host: `127.0.0.1:${host.port}`, ...init.headers },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

async function signIn(): Promise<string> {
  const r = await send(new URL(host.url).pathname + new URL(host.url).search);
  expect(r.status).toBe(303);
  expect(r.headers.location).toBe('/');
  const cookie = String(r.headers['set-cookie']);
  expect(cookie).toMatch(/HttpOnly; SameSite=Strict; Path=\//);
  return cookie.split(';')[0];
}

const bridge = (cookie: string, channel: string, args: unknown, headers: Record<string, string> = {}) =>
  send(`/bridge/${channel}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(args),
  });

describe('web host access', () => {
  it('prints a 127.0.0.1 URL with a token', () => {
    expect(host.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?token=[\w-]{40,}$/);
  });

  it('refuses requests without the token', async () => {
    expect((await send('/')).status).toBe(401);
    expect(
      (await send('/bridge/settings:get', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status,
    ).toBe(401);
    expect((await send('/bridge/events')).status).toBe(401);
  });

  it('refuses a wrong token in the URL or the cookie', async () => {
    expect((await send('/?token=nope')).status).toBe(403);
    const cookie = await signIn();
    expect((await send('/', { headers: { cookie: cookie.replace(/=.*/, '=forged') } })).status).toBe(401);
  });

  it('makes the URL token single-use: the cookie is a different secret and the URL is dead after the first visit', async () => {
    const token = new URL(host.url).searchParams.get('token') ?? '';
    const cookie = await signIn();
    // The cookie (which cookies' port-blindness can hand to another 127.0.0.1 port) is not the URL token.
    expect(cookie).not.toContain(token);
    // A second visit of the printed URL (from the browser's history, another process) gets nothing.
    const again = await send(new URL(host.url).pathname + new URL(host.url).search);
    expect(again.status).toBe(403);
    expect(again.headers['set-cookie']).toBeUndefined();
    // The token never works as a cookie either.
    expect((await send('/', { headers: { cookie: `${cookie.split('=')[0]}=${token}` } })).status).toBe(401);
    // The signed-in browser reloading the printed URL just goes on.
    expect((await send(new URL(host.url).pathname + new URL(host.url).search, { headers: { cookie } })).status).toBe(303);
    // A fresh sign-in URL works once.
    const next = new URL(host.newSignInUrl());
    expect((await send(next.pathname + next.search)).status).toBe(303);
    expect((await send(next.pathname + next.search)).status).toBe(403);
  });

  it('exchanges the token for a cookie that then admits requests', async () => {
    const cookie = await signIn();
    const page = await send('/', { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>Ridgeline</title>');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect((await send('/some/app/route', { headers: { cookie } })).body).toContain('<title>Ridgeline</title>');
    expect((await send('/assets/app.js', { headers: { cookie } })).headers['content-type']).toContain('javascript');
  });

  it('refuses a foreign Host (DNS rebinding), even with the cookie', async () => {
    const cookie = await signIn();
    for (const hostHeader of ['evil.example:' + host.port, '127.0.0.1:1', 'localhost']) {
      const r = await send('/', { headers: { cookie, host: hostHeader } });
      expect(r.status).toBe(403);
      expect(r.body).toContain('Host not allowed');
    }
    expect((await send('/', { headers: { cookie, host: `localhost:${host.port}` } })).status).toBe(200);
  });

  it('refuses a foreign Origin and cross-site requests on the bridge; no CORS headers', async () => {
    const cookie = await signIn();
    const evil = await bridge(cookie, 'key:status', {}, { origin: 'http://evil.example' });
    expect(evil.status).toBe(403);
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    expect((await bridge(cookie, 'key:status', {}, { origin: 'http://127.0.0.1:1' })).status).toBe(403);
    expect((await bridge(cookie, 'key:status', {}, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await bridge(cookie, 'key:status', {}, { 'sec-fetch-site': 'same-site' })).status).toBe(403);
    expect((await bridge(cookie, 'key:status', {}, { 'sec-fetch-site': 'same-origin', origin: host.origin })).status).toBe(200);
    expect((await bridge(cookie, 'key:status', {}, { origin: host.origin })).status).toBe(200);
  });

  it('accepts only JSON posts on the bridge', async () => {
    const cookie = await signIn();
    const form = await send('/bridge/key:clear', { method: 'POST', headers: { cookie, 'content-type': 'text/plain' }, body: '{}' });
    expect(form.status).toBe(415);
    expect((await send('/bridge/key:clear', { headers: { cookie } })).status).toBe(405);
  });

  it('does not serve files outside the renderer folder', async () => {
    const cookie = await signIn();
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt']) {
      const r = await send(path, { headers: { cookie } });
      expect(r.body).not.toContain('outside the renderer');
    }
  });
});

describe('web host bridge', () => {
  it('calls the bridge, with validation errors naming the field', async () => {
    const cookie = await signIn();
    const bad = JSON.parse((await bridge(cookie, 'settings:update', { theme: 'neon' })).body);
    expect(bad).toMatchObject({ ok: false, error: { field: 'theme' } });
    const ok = JSON.parse((await bridge(cookie, 'settings:update', { theme: 'dark' })).body);
    expect(ok).toMatchObject({ ok: true, data: { theme: 'dark' } });
  });

  it('makes API requests with the key but never returns the key', async () => {
    const cookie = await signIn();
    const set = await bridge(cookie, 'key:set', { key: KEY });
    expect(JSON.parse(set.body)).toMatchObject({ ok: true, data: { hasKey: true, last4: '4242', protection: 'encrypted-file' } });
    const answers = [
      set,
      await bridge(cookie, 'key:status', {}),
      await bridge(cookie, 'api:request', { requestId: 'r1', endpointId: 'getBlock', params: { chainId: '43114', blockId: '7' } }),
    ];
    expect(local.requests.at(-1)?.headers['x-service-api-key']).toBe(KEY);
    for (const a of answers) expect(a.body).not.toContain(KEY);
  });

  it('answers a malformed escape in the channel with 400 and an oversized body with 413, both as JSON errors', async () => {
    const cookie = await signIn();
    const malformed = await send('/bridge/key%zz', { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: '{}' });
    expect(malformed.status).toBe(400);
    expect(JSON.parse(malformed.body)).toMatchObject({ ok: false, error: { status: 400, field: 'channel' } });
    const big = await send('/bridge/settings:get', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: `{"x":"${'a'.repeat(1024 * 1024 + 10)}"}`,
    });
    expect(big.status).toBe(413);
    expect(JSON.parse(big.body)).toMatchObject({ ok: false, error: { status: 413, field: 'body' } });
  });

  it('streams events over SSE', async () => {
    const cookie = await signIn();
    const received = new Promise<string>((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port: host.port, path: '/bridge/events', headers: { host: `127.0.0.1:${host.port}`, cookie } },
        (res) => {
          expect(res.headers['content-type']).toContain('text/event-stream');
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => {
            text += c;
            if (text.includes('rate-limit')) {
              resolve(text);
              req.destroy();
            }
          });
          host.core.events.emit('rate-limit', { endpointId: 'getBlock', until: 123 });
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(await received).toContain('data: {"event":"rate-limit","payload":{"endpointId":"getBlock","until":123}}\n\n');
  });

  it("serves the renderer's HTTP transport: typed calls, errors as BridgeApiError", async () => {
    const cookie = await signIn();
    const bridge = createBridge(
      httpTransport({
        baseUrl: host.origin,
        fetch: (input, init) => fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), cookie } }),
      }),
    );
    expect(await bridge.request('getBlock', { chainId: '43114', blockId: '7' })).toMatchObject({ blockNumber: '7' });
    expect(await bridge.profiles.list()).toMatchObject({ activeId: 'local' });
    await expect(bridge.key.set('short')).rejects.toMatchObject({ info: { field: 'key' } });
    const outsider = createBridge(httpTransport({ baseUrl: host.origin }));
    await expect(outsider.settings.get()).rejects.toMatchObject({ info: { status: 401 } });
  });
});

describe("web host: the first view's requests", () => {
  const until = async (check: () => boolean) => {
    for (let i = 0; i < 300 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
    expect(check()).toBe(true);
  };
  // What the home page's list sends for its first page (renderer/api/listEndpoints.ts).
  const firstPage = async (cookie: string) => {
    const r = await bridge(cookie, 'api:request', {
      requestId: 'r1',
      endpointId: 'listLatestBlocks',
      params: pageParams('listLatestBlocks', { chainId: '43114' }, undefined),
    });
    return (JSON.parse(r.body) as { data: { blocks: { blockNumber: string }[] } }).data.blocks[0].blockNumber;
  };

  it('are asked as the app opens at its first view (a sign-in), before the page asks, and the page takes that answer', async () => {
    const cookie = await signIn();
    // The launch's prefetch, kept: the sign-in's asks nothing again, and the page the launch opened takes it.
    await until(() => local.hits(BLOCKS) === 1);
    await new Promise((r) => setTimeout(r, 50));
    expect(local.hits(BLOCKS)).toBe(1);
    expect(await firstPage(cookie)).toBe('1001');
    // Scripts, unsigned pages and page loads after the sign-in (a reload, on whatever view it was) ask nothing.
    await send('/assets/app.js', { headers: { cookie, 'sec-fetch-dest': 'script' } });
    await send('/', { headers: { 'sec-fetch-dest': 'document' } });
    expect((await send('/', { headers: { cookie, 'sec-fetch-dest': 'document' } })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 100));
    expect(local.hits(BLOCKS)).toBe(1);
    // The app opened again (a new sign-in URL): asked at once, without a bridge call, and the page takes that answer.
    const again = new URL(host.newSignInUrl());
    expect((await send(again.pathname + again.search, { headers: { cookie, 'sec-fetch-dest': 'document' } })).status).toBe(303);
    await until(() => local.hits(BLOCKS) === 2);
    await new Promise((r) => setTimeout(r, 50));
    expect(await firstPage(cookie)).toBe('1002');
    expect(local.hits(BLOCKS)).toBe(2);
    // Two opening one after the other ask once: the second finds the first's answer in flight or kept.
    for (let i = 0; i < 2; i++) {
      const next = new URL(host.newSignInUrl());
      await send(next.pathname + next.search, { headers: { cookie, 'sec-fetch-dest': 'document' } });
    }
    await new Promise((r) => setTimeout(r, 100));
    expect(local.hits(BLOCKS)).toBe(3);
    // A wrong token opens nothing and asks nothing.
    expect((await send('/?token=wrong', { headers: { 'sec-fetch-dest': 'document' } })).status).toBe(403);
    await new Promise((r) => setTimeout(r, 100));
    expect(local.hits(BLOCKS)).toBe(3);
  });
});
