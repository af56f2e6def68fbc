import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ExportEntry } from '../../../shared/bridge/exportChannels';
import type { RunningService } from '../../../service/index';
import { partPathOf } from './download';
import { makeUnwritable } from '../../../test/support/rigs/tempDir';
import { cleanupsAfterEach, makeTempDir, openManager, removeDir, serviceAndManager, waitFor } from '../../../test/support/rigs/exportRig';

const C_CHAIN = '43114';
const cleanups = cleanupsAfterEach();

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const finished = (e: ExportEntry) => ['completed', 'warning', 'failed', 'cancelled', 'interrupted'].includes(e.status);

const setup = () => serviceAndManager(cleanups, 'exports');

async function busyAddress(s: RunningService): Promise<string> {
  const res = await fetch(`${s.dataUrl}/v1/chains/${C_CHAIN}/transactions?pageSize=5`);
  return ((await res.json()) as { transactions: { from: { address: string } }[] }).transactions[0].from.address;
}

describe('export lifecycle against the local service', { timeout: 30_000 }, () => {
  it('create, RUNNING, COMPLETED, download: the file is byte-identical to what the service serves, one row per matching transaction', async () => {
    const { service, dir, manager, events } = await setup();
    const address = await busyAddress(service);
    const entry = await manager.create({ addresses: [address], includeChains: [C_CHAIN] });
    expect(entry).toMatchObject({ status: 'creating', kind: 'export' });
    expect(entry.file.startsWith(join(dir, 'ridgeline-transactions-'))).toBe(true);

    const done = await waitFor(manager, entry.id, finished);
    expect(done).toMatchObject({
      status: 'completed',
      operationId: expect.any(String),
      downloadUrl: expect.stringContaining('/downloads/exports/'),
    });
    const seen = [...new Set(events.filter((e) => e.id === entry.id).map((e) => e.status))];
    expect(seen).toEqual(['creating', 'running', 'queued', 'downloading', 'completed']);

    const served = Buffer.from(await (await fetch(done.downloadUrl!)).arrayBuffer());
    const written = readFileSync(done.file);
    expect(sha(written)).toBe(sha(served));
    expect(done.size).toBe(served.length);
    const rows = written.toString('utf8').split('\r\n').filter(Boolean).length - 1;
    expect(rows).toBe(service.world.evm.transactionsOf(address, 0, Number.MAX_SAFE_INTEGER, [C_CHAIN]).length);
    expect(existsSync(partPathOf(done.file))).toBe(false);
  });

  it('a FAILED operation shows its metadata.code and message, and downloads nothing', async () => {
    const { service, dir, manager } = await setup();
    cleanups.push(makeUnwritable(join(service.dataDir, 'operations', 'files')));
    const entry = await manager.create({ addresses: [await busyAddress(service)], includeChains: [C_CHAIN] });
    const done = await waitFor(manager, entry.id, finished);
    expect(done).toMatchObject({ status: 'failed', code: 'ErrInternal', message: expect.stringContaining('could not be written') });
    expect(readdirSync(dir).filter((f) => f.endsWith('.csv') || f.endsWith('.part'))).toEqual([]);
  });

  it('a request the service refuses fails with its message naming the field', async () => {
    const { service, manager } = await setup();
    const entry = await manager.create({ addresses: [await busyAddress(service)], includeChains: ['999999'] });
    const done = await waitFor(manager, entry.id, finished);
    expect(done).toMatchObject({ status: 'failed', code: '400', message: expect.stringContaining('includeChains.0') });
  });

  it('an unwritable folder errors clearly and leaves no file', async () => {
    const { service, dir } = await setup();
    const folder = makeTempDir('locked');
    cleanups.push(() => removeDir(folder), makeUnwritable(folder));
    const rig = await openManager({
      dir,
      dataUrl: service.dataUrl,
      metricsUrl: service.metricsUrl,
      host: {
        chooseFile: async (name) => join(folder, name),
        open: async (path) => ({ path, opened: false }),
        reveal: async (path) => ({ path, opened: false }),
      },
    });
    cleanups.push(() => rig.manager.close());
    const entry = await rig.manager.create({ addresses: [await busyAddress(service)], includeChains: [C_CHAIN] });
    const done = await waitFor(rig.manager, entry.id, finished);
    expect(done).toMatchObject({ status: 'failed', code: 'unwritable', message: expect.stringContaining(folder) });
    expect(readdirSync(folder)).toEqual([]);
  });

  it('the web host refuses to start when the export folder is unwritable, before any request', async () => {
    const { service } = await setup();
    const folder = makeTempDir('locked');
    cleanups.push(() => removeDir(folder), makeUnwritable(folder));
    const rig = await openManager({ dir: folder, dataUrl: service.dataUrl, metricsUrl: service.metricsUrl });
    const err = await rig.manager.create({ addresses: [await busyAddress(service)], includeChains: [C_CHAIN] }).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'unwritable', message: expect.stringContaining(folder) });
    expect(rig.manager.list()).toEqual([]);
  });
});
