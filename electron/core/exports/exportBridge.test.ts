import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ExportEntry } from '../../../shared/bridge/exportChannels';
import type { BridgeResult } from '../../../shared/bridge/errors';
import { ApiClient } from '../apiClient/apiClient';
import { createCore, type Core } from '../createCore';
import { MemoryKeyVault } from '../stores/keyVaultMemory';
import { cleanupsAfterEach, makeTempDir, removeDir, startTestService } from '../../../test/support/rigs/exportRig';

const cleanups = cleanupsAfterEach();

function data<T>(r: BridgeResult<unknown>): T {
  if (!r.ok) throw new Error(`bridge failed: ${JSON.stringify(r.error)}`);
  return r.data as T;
}

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() - start > timeoutMs) throw new Error(`timed out: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('exports through the bridge of the core (web host files)', { timeout: 40_000 }, () => {
  it('export:create writes into the export folder; the history survives a restart of the core; list and remove', async () => {
    const service = await startTestService();
    const appDir = makeTempDir('core');
    const folder = makeTempDir('folder');
    cleanups.push(
      () => removeDir(service.dataDir),
      () => service.close(),
      () => removeDir(appDir),
      () => removeDir(folder),
    );
    const open = () =>
      createCore({
        dataDir: appDir,
        vault: new MemoryKeyVault(),
        startLocalService: async () => ({ dataUrl: service.dataUrl, metricsUrl: service.metricsUrl, close: async () => undefined }),
      });
    let core: Core = await open();
    cleanups.push(() => core.close());
    data(await core.dispatch('settings:update', { exportFolder: folder }));
    const seen: string[] = [];
    core.events.on('export-progress', (e) => seen.push(e.status));

    const tx = (await (await fetch(`${service.dataUrl}/v1/chains/43114/transactions?pageSize=3`)).json()) as {
      transactions: { to: { address: string } }[];
    };
    const address = tx.transactions[0].to.address;
    const bad = await core.dispatch('export:create', { addresses: ['0x1234'], includeChains: ['43114'] });
    expect(bad).toMatchObject({ ok: false, error: { status: 400, field: 'addresses.0' } });
    const escape = await core.dispatch('export:create', { addresses: [address], includeChains: ['43114'], fileName: '../outside.csv' });
    expect(escape).toMatchObject({ ok: false, error: { field: 'fileName' } });

    const created = data<ExportEntry>(
      await core.dispatch('export:create', { addresses: [address], includeChains: ['43114'], fileName: 'mine' }),
    );
    expect(created.file).toBe(join(folder, 'mine.csv'));
    const done = await until(
      async () => data<ExportEntry[]>(await core.dispatch('export:list', {})).find((e) => e.id === created.id)!,
      (e) => e.status === 'completed' || e.status === 'failed',
    );
    expect(done.status).toBe('completed');
    expect(seen).toContain('running');
    expect(readFileSync(done.file, 'utf8').split('\r\n')[0]).toMatch(/^chainId,blockNumber,timestamp \(UTC\),txHash/);
    expect(data(await core.dispatch('export:open', { id: created.id }))).toEqual({
      path: done.file,
      opened: false,
      note: expect.stringContaining('web host'),
    });

    await core.close();
    core = await open();
    const after = data<ExportEntry[]>(await core.dispatch('export:list', {}));
    expect(after).toEqual([
      expect.objectContaining({ id: created.id, status: 'completed', file: done.file, size: done.size, operationId: done.operationId }),
    ]);

    const again = data<ExportEntry>(await core.dispatch('export:again', { id: created.id }));
    expect(again.file.startsWith(join(folder, 'ridgeline-transactions-'))).toBe(true);
    expect(again.file).not.toBe(done.file);
    await until(
      async () => data<ExportEntry[]>(await core.dispatch('export:list', {})).find((e) => e.id === again.id)!,
      (e) => e.status === 'completed',
    );

    expect(data<ExportEntry[]>(await core.dispatch('export:remove', { id: created.id })).map((e) => e.id)).toEqual([again.id]);
    expect(existsSync(done.file)).toBe(true);
  });
});

describe('ApiClient.downloadHeaders', () => {
  it('sends the key to the data service origin only', () => {
    const client = new ApiClient({ dataUrl: 'http://127.0.0.1:4000', metricsUrl: 'http://127.0.0.1:4001', getKey: () => 'secret-key-123' });
    expect(client.downloadHeaders('http://127.0.0.1:4000/downloads/exports/a.csv')).toEqual({ 'x-service-api-key': 'secret-key-123' });
    expect(client.downloadHeaders('http://127.0.0.1:4001/downloads/exports/a.csv')).toEqual({});
    expect(client.downloadHeaders('https://files.example.com/a.csv')).toEqual({});
    expect(new ApiClient({ dataUrl: 'http://127.0.0.1:4000', metricsUrl: 'http://x' }).downloadHeaders('http://127.0.0.1:4000/a')).toEqual(
      {},
    );
  });
});
