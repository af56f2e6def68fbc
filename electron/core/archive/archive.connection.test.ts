import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BridgeEvents } from '../../../shared/bridge/channels';
import { startService, type RunningService } from '../../../service/index';
import { tempDir } from '../../../test/support/rigs/tempDir';
import { Connection } from '../connection';
import { BridgeEventBus } from '../events';
import { MemoryKeyVault } from '../stores/keyVaultMemory';

/**
 * The archive where answers pass through the main process: the connection of the local profile in front of the local
 * service, whose requests go through a fetch the test can cut (the service unreachable, as when it stopped).
 */
let service: RunningService;
let dir: Awaited<ReturnType<typeof tempDir>>;
beforeAll(async () => {
  service = await startService({ blockIntervalMs: 0 });
  dir = await tempDir();
}, 60_000);
afterAll(async () => {
  await service?.close();
  await dir?.remove();
});

function connect(vault = new MemoryKeyVault(), rewrite: (body: string) => string = (b) => b) {
  let down = false;
  const events = new BridgeEventBus();
  const offline: BridgeEvents['offline'][] = [];
  events.on('offline', (e) => offline.push(e));
  const connection = new Connection(
    {
      vault,
      events,
      startLocalService: async () => ({ dataUrl: service.dataUrl, metricsUrl: service.metricsUrl, close: async () => undefined }),
      clientOptions: {
        retry: { maxTries: 1 },
        fetch: async (input, init) => {
          if (down) throw new TypeError('fetch failed');
          const res = await fetch(input, init);
          return new Response(rewrite(await res.text()), { status: res.status, headers: res.headers });
        },
      },
      warnings: () => [],
      dataDir: dir.path,
    },
    { id: 'local', name: 'Local', kind: 'local', defaultNetwork: 'mainnet' },
  );
  return { connection, offline, setDown: (d: boolean) => (down = d) };
}

describe('the archive in the connection', () => {
  it('serves a viewed transaction and block when the API cannot be reached, says as of when, and never a latest list', async () => {
    const first = connect();
    const latest = await first.connection.request('listLatestTransactions', { chainId: '43114', pageSize: 1 });
    const txHash = (latest.transactions as { txHash: string }[])[0].txHash;
    const before = Date.now();
    const tx = await first.connection.request('getTransaction', { chainId: '43114', txHash });
    const blockId = tx.nativeTransaction!.blockNumber!;
    const block = await first.connection.request('getBlock', { chainId: '43114', blockId });
    await first.connection.close();

    // The next launch, with the API out of reach.
    const second = connect();
    second.setDown(true);
    // The network token's current price is not final: it is not kept, the price on the day is.
    expect(tx.networkTokenDetails?.currentPrice).toMatchObject({ currencyCode: 'usd', value: expect.anything() });
    const { currentPrice: _now, ...details } = tx.networkTokenDetails!;
    expect(await second.connection.request('getTransaction', { chainId: '43114', txHash })).toEqual({
      ...tx,
      networkTokenDetails: details,
    });
    expect(await second.connection.request('getBlock', { chainId: '43114', blockId })).toEqual(block);
    // Each archived answer says when it was saved.
    expect(second.offline).toHaveLength(2);
    for (const event of second.offline) {
      expect(event.offline).toBe(true);
      expect((event as { asOf: number }).asOf).toBeGreaterThanOrEqual(before);
    }
    await expect(second.connection.request('listLatestBlocks', { chainId: '43114', pageSize: 1 })).rejects.toMatchObject({
      info: { kind: 'network' },
    });
    // A transaction never viewed is not there either.
    await expect(second.connection.request('getTransaction', { chainId: '43114', txHash: `0x${'0'.repeat(64)}` })).rejects.toMatchObject({
      info: { kind: 'network' },
    });

    // The API answers again: live answers, and the app says so once.
    second.setDown(false);
    await second.connection.request('listLatestBlocks', { chainId: '43114', pageSize: 1 });
    expect(second.offline.at(-1)).toEqual({ offline: false });
    expect((await second.connection.archiveOf())?.size().entries).toBe(2);
    await second.connection.close();
  }, 60_000);

  it('keeps no key a server echoed in an answer', async () => {
    const vault = new MemoryKeyVault();
    const key = 'echoed-key-1234567890';
    await vault.set('local', key, 'ridgeline:local');
    const first = connect(vault, (body) => body.replace('"txHash":"', `"echo":"${key}","txHash":"`));
    const latest = await first.connection.request('listLatestTransactions', { chainId: '43114', pageSize: 1 });
    const txHash = (latest.transactions as { txHash: string }[])[0].txHash;
    await first.connection.request('getTransaction', { chainId: '43114', txHash });
    await first.connection.close();
    const { readdir, readFile } = await import('node:fs/promises');
    const files = (await readdir(join(dir.path, 'archive'), { recursive: true })).filter((f) => f.endsWith('.json'));
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) expect(await readFile(join(dir.path, 'archive', f), 'utf8')).not.toContain(key);
  }, 60_000);
});
