import { afterEach, describe, expect, it } from 'vitest';
import { redactDeep } from './apiClient/apiError';
import { createCore, type Core } from './createCore';
import { MemoryKeyVault } from './stores/keyVaultMemory';
import { json, startFaultServer } from '../../test/support/faults/faultServer';
import { tempDir } from '../../test/support/rigs/tempDir';

/** A key with `"` or `\` echoed by a server is redacted too (docs/security.md, "A server echoing the key"). */

const KEYS = ['ak"live\\quote_SECRET_1234', 'ak\\\\back"slash\\u0041_5678', 'plain_live_key_abcdef'];

describe('redactDeep', () => {
  it.each(KEYS)('removes %j from every decoded string and key, however JSON would escape it', (key) => {
    const echoed = { message: `invalid key ${key}`, nested: [{ value: key }, 'ok'], [`k-${key}`]: 1, n: 5 };
    const clean = redactDeep(echoed, key);
    expect(JSON.stringify(clean)).not.toContain(JSON.stringify(key).slice(1, -1));
    expect(clean).toEqual({ message: 'invalid key [redacted]', nested: [{ value: '[redacted]' }, 'ok'], 'k-[redacted]': 1, n: 5 });
  });

  it('returns a value without the key unchanged (the same object)', () => {
    const v = { a: [1, 'x'], b: { c: null } };
    expect(redactDeep(v, KEYS[0])).toBe(v);
  });
});

let core: Core | undefined;
let dir: Awaited<ReturnType<typeof tempDir>> | undefined;
afterEach(async () => {
  await core?.close();
  await dir?.remove();
  core = undefined;
});

describe('through the bridge', () => {
  it.each(KEYS)('a server echoing the key %j in an answer and in an error message: neither reaches the renderer', async (key) => {
    dir = await tempDir();
    const server = await startFaultServer({
      '/v1/chains/43114/blocks/7': (req, res) =>
        json(res, 200, { chainId: '43114', blockNumber: '7', blockHash: String(req.headers['x-service-api-key']) }),
      '/v1/chains/43114/blocks/8': (req, res) =>
        json(res, 401, {
          statusCode: 401,
          error: 'Unauthorized',
          message: `API key ${String(req.headers['x-service-api-key'])} is not valid`,
        }),
    });
    try {
      core = await createCore({
        dataDir: dir.path,
        vault: new MemoryKeyVault(),
        startLocalService: async () => ({ dataUrl: server.url, metricsUrl: server.url, close: async () => undefined }),
      });
      expect(await core.dispatch('key:set', { key })).toMatchObject({ ok: true });
      const answers = [
        await core.dispatch('api:request', { requestId: 'a', endpointId: 'getBlock', params: { chainId: '43114', blockId: '7' } }),
        await core.dispatch('api:request', { requestId: 'b', endpointId: 'getBlock', params: { chainId: '43114', blockId: '8' } }),
      ];
      expect(server.requests[0].headers['x-service-api-key']).toBe(key);
      expect(answers[0]).toMatchObject({ ok: true, data: { blockHash: '[redacted]' } });
      expect(answers[1]).toMatchObject({ ok: false, error: { status: 401, message: 'API key [redacted] is not valid' } });
      // Nowhere in what crosses the bridge, in any encoding JSON gives it.
      const wire = JSON.stringify(answers);
      expect(wire).not.toContain(JSON.stringify(key).slice(1, -1));
      expect(wire).not.toContain(key);
    } finally {
      await server.close();
    }
  });
});
