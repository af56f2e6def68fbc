import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pageParams } from '../../renderer/api/listEndpoints';
import type { BridgeResult } from '../../shared/bridge/errors';
import { createCore, type Core } from './createCore';
import { openEncryptedFileVault } from './stores/keyVaultAesGcm';
import { json, startFaultServer } from '../../test/support/faults/faultServer';
import { tempDir } from '../../test/support/rigs/tempDir';

const BLOCKS = '/v1/chains/43114/blocks';
let dir: Awaited<ReturnType<typeof tempDir>>;
let server: Awaited<ReturnType<typeof startFaultServer>>;
let hits: number;
/** The stub answers the blocks list when this resolves. */
let release: Promise<void>;
let core: Core | undefined;
let asked = 0;

beforeEach(async () => {
  dir = await tempDir();
  hits = 0;
  release = Promise.resolve();
  server = await startFaultServer({
    [BLOCKS]: async (_req, res) => {
      const n = ++hits;
      await release;
      json(res, 200, { blocks: [{ blockNumber: String(1000 + n), blockHash: `0x${n}` }], nextPageToken: 'next' });
    },
  });
});
afterEach(async () => {
  await core?.close();
  await server.close();
  await dir.remove();
});

const launch = async () =>
  (core = await createCore({
    dataDir: dir.path,
    vault: await openEncryptedFileVault(dir.path),
    startLocalService: async () => ({ dataUrl: server.url, metricsUrl: server.url, close: async () => undefined }),
    prefetchFirstView: true,
  }));
// What the home page's list sends for its first page (renderer/api/listEndpoints.ts).
const firstPage = (c: Core) =>
  c
    .dispatch('api:request', {
      requestId: `r${++asked}`,
      endpointId: 'listLatestBlocks',
      params: pageParams('listLatestBlocks', { chainId: '43114' }, undefined),
    })
    .then((r: BridgeResult<unknown>) =>
      r.ok ? (r.data as { blocks: { blockNumber: string }[] }) : Promise.reject(new Error(JSON.stringify(r.error))),
    );
const until = async (check: () => boolean) => {
  for (let i = 0; i < 300 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
};

describe("the first view's rows asked for at launch", () => {
  it("are asked for before any view asks, and the view's identical request takes that answer once", async () => {
    const c = await launch();
    await until(() => hits === 1);
    await new Promise((r) => setTimeout(r, 50));
    expect((await firstPage(c)).blocks[0].blockNumber).toBe('1001');
    expect(hits).toBe(1);
    // Handed over once: the next ask is a fresh one.
    expect((await firstPage(c)).blocks[0].blockNumber).toBe('1002');
    expect(hits).toBe(2);
  });

  it("are joined by the view's request while still in flight", async () => {
    let answer!: () => void;
    release = new Promise((r) => (answer = r));
    const c = await launch();
    await until(() => hits === 1);
    const view = firstPage(c);
    await new Promise((r) => setTimeout(r, 50));
    answer();
    expect((await view).blocks[0].blockNumber).toBe('1001');
    expect(hits).toBe(1);
  });

  it('follow the chain the settings show', async () => {
    const c = await launch();
    await until(() => hits === 1);
    await c.dispatch('settings:update', { evmChainId: '432204' });
    // A launch with that setting asks for that chain's blocks (the stub has none: 404), not the C-Chain's.
    await c.close();
    core = undefined;
    hits = 0;
    await launch();
    await new Promise((r) => setTimeout(r, 200));
    expect(hits).toBe(0);
  });
});
