import { createCipheriv, randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BridgeResult } from '../../../shared/bridge/errors';
import { createCore, type Core } from '../createCore';
import { openEncryptedFileVault } from '../stores/keyVaultAesGcm';
import { json, startFaultServer, type Reply } from '../../../test/support/faults/faultServer';
import { tempDir } from '../../../test/support/rigs/tempDir';

/**
 * The key bound to its Data API origin and stores that never lose a concurrent update (docs/security.md, "The key is
 * bound to the Data API origin" and "Stores never lose a concurrent update"), through the bridge as a renderer calls it.
 */

const KEY = 'ak_live_binding_SECRET_4321';
/** Each request asks another block: a block is immutable, so the client would answer a repeat from its cache. */
const BLOCK_OF = { a: '7', b: '8', c: '9', d: '10' } as const;
const ROUTES = Object.fromEntries(
  Object.values(BLOCK_OF).map((n) => [
    `/v1/chains/43114/blocks/${n}`,
    ((_req, res) => json(res, 200, { chainId: '43114', blockNumber: n })) as Reply,
  ]),
);
const getBlock = (requestId: keyof typeof BLOCK_OF) => ({
  requestId,
  endpointId: 'getBlock',
  params: { chainId: '43114', blockId: BLOCK_OF[requestId] },
});

let dir: Awaited<ReturnType<typeof tempDir>>;
let core: Core | undefined;
beforeEach(async () => (dir = await tempDir()));
afterEach(async () => {
  await core?.close();
  core = undefined;
  await dir.remove();
});

async function open() {
  core = await createCore({
    dataDir: dir.path,
    vault: await openEncryptedFileVault(dir.path),
    startLocalService: async () => ({ dataUrl: 'http://127.0.0.1:9', metricsUrl: 'http://127.0.0.1:9', close: async () => undefined }),
  });
  return core;
}
function data<T>(r: BridgeResult<T>): T {
  if (!r.ok) throw new Error(`bridge failed: ${JSON.stringify(r.error)}`);
  return r.data;
}
const profileOf = (url: string, name = 'Remote') => ({ name, dataUrl: url, metricsUrl: url, defaultNetwork: 'fuji' as const });

describe('the key is bound to the Data API origin it was entered for', () => {
  it("after the active profile's Data API URL changes, the new origin receives no key until it is entered again", async () => {
    const trusted = await startFaultServer(ROUTES);
    const other = await startFaultServer(ROUTES);
    try {
      const c = await open();
      const { profiles } = data(await c.dispatch('profiles:save', { profile: profileOf(trusted.url) })) as { profiles: { id: string }[] };
      const id = profiles[1].id;
      data(await c.dispatch('profiles:activate', { id }));
      data(await c.dispatch('key:set', { key: KEY }));
      data(await c.dispatch('api:request', getBlock('a')));
      expect(trusted.requests[0].headers['x-service-api-key']).toBe(KEY);

      data(await c.dispatch('profiles:save', { id, profile: profileOf(other.url) }));
      data(await c.dispatch('api:request', getBlock('b')));
      expect(other.requests).toHaveLength(1);
      expect(other.requests[0].headers['x-service-api-key']).toBeUndefined();
      const status = data(await c.dispatch('key:status', {})) as { hasKey: boolean; notice?: string };
      expect(status).toMatchObject({ hasKey: false, notice: expect.stringContaining(new URL(trusted.url).origin) });
      expect(JSON.stringify(status)).not.toContain(KEY);

      // Also after a restart: the binding is stored with the key.
      await c.close();
      const again = await open();
      data(await again.dispatch('api:request', getBlock('c')));
      expect(other.requests[1].headers['x-service-api-key']).toBeUndefined();
      // Entered again for the new origin, it is sent there.
      data(await again.dispatch('key:set', { key: KEY }));
      data(await again.dispatch('api:request', getBlock('d')));
      expect(other.requests[2].headers['x-service-api-key']).toBe(KEY);
    } finally {
      await trusted.close();
      await other.close();
    }
  });

  it('refuses plain http to a non-loopback host while a key is set, naming the field, and keeps the saved URL', async () => {
    const c = await open();
    const { profiles } = data(await c.dispatch('profiles:save', { profile: profileOf('https://data.example.com') })) as {
      profiles: { id: string }[];
    };
    const id = profiles[1].id;
    data(await c.dispatch('profiles:activate', { id }));
    data(await c.dispatch('key:set', { key: KEY }));
    const r = await c.dispatch('profiles:save', { id, profile: profileOf('http://data.example.com') });
    expect(r).toMatchObject({ ok: false, error: { status: 400, field: 'profile.dataUrl', message: expect.stringMatching(/https/) } });
    expect(c.services.profiles.active().dataUrl).toBe('https://data.example.com');
    // Loopback http is fine (a node on this machine).
    expect(await c.dispatch('profiles:save', { id, profile: profileOf('http://127.0.0.1:9650') })).toMatchObject({ ok: true });
    // And a key cannot be set for a plain-http remote profile.
    const { profiles: all } = data(await c.dispatch('profiles:save', { profile: profileOf('http://data.example.org', 'Plain') })) as {
      profiles: { id: string; name: string }[];
    };
    data(await c.dispatch('profiles:activate', { id: all.find((p) => p.name === 'Plain')?.id }));
    expect(await c.dispatch('key:set', { key: KEY })).toMatchObject({ ok: false, error: { status: 400, field: 'key' } });
  });

  it("binds a key saved before keys had an origin to the profile's URL as saved at startup", async () => {
    const server = await startFaultServer(ROUTES);
    try {
      await writeFile(
        join(dir.path, 'profiles.json'),
        JSON.stringify({ activeId: 'p1', profiles: [{ id: 'p1', ...profileOf(server.url) }] }),
      );
      const secret = Buffer.alloc(32, 7);
      await writeFile(join(dir.path, 'vault.secret'), secret, { mode: 0o600 });
      // The old format: the profile id alone was the additional data (the AAD of a key without origin).
      await writeFile(join(dir.path, 'keys.enc.json'), JSON.stringify({ version: 1, keys: { p1: legacyCiphertext(secret) } }));
      const c = await open();
      data(await c.dispatch('api:request', getBlock('a')));
      expect(server.requests[0].headers['x-service-api-key']).toBe(KEY);
      expect(JSON.parse(await readFile(join(dir.path, 'keys.enc.json'), 'utf8'))).toMatchObject({
        version: 2,
        keys: { p1: { origin: new URL(server.url).origin } },
      });
    } finally {
      await server.close();
    }
  });
});

/** What the vault wrote before keys were bound to an origin (AES-256-GCM, the profile id as additional data). */
function legacyCiphertext(secret: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', secret, iv).setAAD(Buffer.from('p1'));
  const body = Buffer.concat([cipher.update(KEY, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64')).join('.');
}

describe('concurrent updates are all kept', () => {
  it('two settings:update calls of different fields at once both land (20 rounds)', async () => {
    const c = await open();
    for (let i = 0; i < 20; i++) {
      const theme = i % 2 ? 'dark' : 'light';
      const currency = i % 2 ? 'eur' : 'gbp';
      const [a, b] = await Promise.all([c.dispatch('settings:update', { theme }), c.dispatch('settings:update', { currency })]);
      expect(a.ok && b.ok).toBe(true);
      expect(data(await c.dispatch('settings:get', {}))).toMatchObject({ theme, currency });
    }
    expect(JSON.parse(await readFile(join(dir.path, 'settings.json'), 'utf8'))).toMatchObject({ theme: 'dark', currency: 'eur' });
  });

  it('concurrent profiles:save calls all keep their profile, in memory and on disk', async () => {
    const c = await open();
    await Promise.all(
      Array.from({ length: 10 }, (_, i) => c.dispatch('profiles:save', { profile: profileOf(`https://n${i}.example.com`, `P${i}`) })),
    );
    expect((data(await c.dispatch('profiles:list', {})) as { profiles: unknown[] }).profiles).toHaveLength(11);
    expect(JSON.parse(await readFile(join(dir.path, 'profiles.json'), 'utf8')).profiles).toHaveLength(10);
  });
});
