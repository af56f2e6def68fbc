import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ExportEntry } from '../../../shared/bridge/exportChannels';
import { partPathOf } from './download';
import { startFaultProxy, type FaultPlan } from '../../../test/support/faults/faultProxy';
import { cleanupsAfterEach, makeTempDir, openManager, removeDir, serviceUntilCleanup, waitFor } from '../../../test/support/rigs/exportRig';

// Every export of this file's service is padded to 6 MB (the bench knob), so downloads last long enough to cut.
beforeAll(() => {
  process.env.RIDGELINE_EXPORT_FILL_MB = '6';
  return () => void delete process.env.RIDGELINE_EXPORT_FILL_MB;
});

const C_CHAIN = '43114';
const cleanups = cleanupsAfterEach();
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const finished = (e: ExportEntry) => ['completed', 'warning', 'failed', 'cancelled', 'interrupted'].includes(e.status);
const isDownload = (line: string) => line.startsWith('GET /downloads/');

/** The service behind a fault proxy: the app's data URL is the proxy, so the download URL is too. */
async function setup(cuts: (downloadConnection: number) => number | undefined = () => undefined) {
  const service = await serviceUntilCleanup(cleanups);
  let downloads = 0;
  const requestLines: string[] = [];
  const plan: FaultPlan = {
    cutAfterBytes: (_n, head) => {
      requestLines.push(head);
      return isDownload(head) ? cuts(downloads++) : undefined;
    },
  };
  const proxy = await startFaultProxy(service.dataUrl, plan);
  cleanups.push(() => proxy.close());
  const dir = makeTempDir('resume');
  cleanups.push(() => removeDir(dir));
  const address = (
    (await (await fetch(`${service.dataUrl}/v1/chains/${C_CHAIN}/transactions?pageSize=5`)).json()) as {
      transactions: { from: { address: string } }[];
    }
  ).transactions[0].from.address;
  return { service, proxy, dir, address, requestLines };
}

async function served(url: string): Promise<Buffer> {
  return Buffer.from(await (await fetch(url)).arrayBuffer());
}

describe('downloads that are interrupted', { timeout: 30_000 }, () => {
  it('a download cut in the middle resumes with a Range request and ends byte-identical', async () => {
    const s = await setup((n) => (n === 0 ? 2_500_000 : undefined));
    const { manager } = await openManager({ dir: s.dir, dataUrl: s.proxy.url, metricsUrl: s.service.metricsUrl });
    cleanups.push(() => manager.close());
    const entry = await manager.create({ addresses: [s.address], includeChains: [C_CHAIN] });
    const done = await waitFor(manager, entry.id, finished);
    expect(done.status).toBe('completed');
    expect(done.downloadUrl!.startsWith(s.proxy.url)).toBe(true);
    const file = readFileSync(done.file);
    expect(file.length).toBeGreaterThan(6 * 1024 * 1024 - 1);
    expect(sha(file)).toBe(sha(await served(done.downloadUrl!)));
    const downloads = s.requestLines.filter(isDownload);
    expect(downloads).toHaveLength(2);
    expect(downloads[0].toLowerCase()).not.toContain('range:');
    expect(downloads[1].toLowerCase()).toMatch(/range: bytes=\d+-/);
  });

  it('survives being cut three times', async () => {
    const cuts = [1_000_000, 1_500_000, 700_000];
    const s = await setup((n) => cuts[n]);
    const { manager } = await openManager({ dir: s.dir, dataUrl: s.proxy.url, metricsUrl: s.service.metricsUrl });
    cleanups.push(() => manager.close());
    const entry = await manager.create({ addresses: [s.address], includeChains: [C_CHAIN] });
    const done = await waitFor(manager, entry.id, finished);
    expect(done.status).toBe('completed');
    expect(s.requestLines.filter(isDownload)).toHaveLength(4);
    expect(sha(readFileSync(done.file))).toBe(sha(await served(done.downloadUrl!)));
  });

  it('cancel in the middle of the download leaves neither a part nor a final file', async () => {
    const s = await setup();
    let cancelled = false;
    const rig = await openManager({
      dir: s.dir,
      dataUrl: s.service.dataUrl,
      metricsUrl: s.service.metricsUrl,
      onEvent: (e) => {
        if (!cancelled && e.status === 'downloading' && (e.progress?.bytes ?? 0) > 0) {
          cancelled = true;
          rig.manager.cancel(e.id);
        }
      },
    });
    cleanups.push(() => rig.manager.close());
    const entry = await rig.manager.create({ addresses: [s.address], includeChains: [C_CHAIN] });
    const done = await waitFor(rig.manager, entry.id, finished);
    expect(done.status).toBe('cancelled');
    expect(existsSync(done.file)).toBe(false);
    expect(existsSync(partPathOf(done.file))).toBe(false);
  });

  it('the history survives a restart; a download stopped by the restart resumes from its part file', async () => {
    const s = await setup();
    let stopAt: (() => void) | undefined;
    const stopped = new Promise<void>((r) => (stopAt = r));
    const first = await openManager({
      dir: s.dir,
      dataUrl: s.service.dataUrl,
      metricsUrl: s.service.metricsUrl,
      onEvent: (e) => e.status === 'downloading' && (e.progress?.bytes ?? 0) > 1_000_000 && stopAt?.(),
    });
    const entry = await first.manager.create({ addresses: [s.address], includeChains: [C_CHAIN] });
    await stopped;
    await first.manager.close();
    const partSize = statSync(partPathOf(entry.file)).size;
    expect(partSize).toBeGreaterThan(0);
    expect(existsSync(entry.file)).toBe(false);

    // The app starts again, now reaching the service through the proxy so the resume request is seen.
    const second = await openManager({ dir: s.dir, dataUrl: s.proxy.url, metricsUrl: s.service.metricsUrl });
    cleanups.push(() => second.manager.close());
    expect(second.manager.list().find((e) => e.id === entry.id)).toMatchObject({
      status: 'downloading',
      operationId: expect.any(String),
      file: entry.file,
    });
    second.manager.resume();
    const done = await waitFor(second.manager, entry.id, finished);
    expect(done.status).toBe('completed');
    expect(sha(readFileSync(done.file))).toBe(sha(await served(done.downloadUrl!)));
    expect(s.requestLines.filter(isDownload)).toHaveLength(1);
    const resumed = s.requestLines.find(isDownload)!;
    expect(resumed.toLowerCase()).toContain(`range: bytes=${partSize}-`);
    expect(resumed.toLowerCase()).toContain('if-range: "');
  });

  it('an export still running on the server at a restart is polled again and completes', async () => {
    const s = await setup();
    let stopAt: (() => void) | undefined;
    const running = new Promise<void>((r) => (stopAt = r));
    const first = await openManager({
      dir: s.dir,
      dataUrl: s.service.dataUrl,
      metricsUrl: s.service.metricsUrl,
      onEvent: (e) => e.status === 'running' && stopAt?.(),
    });
    const entry = await first.manager.create({ addresses: [s.address], includeChains: [C_CHAIN] });
    await running;
    await first.manager.close();

    const second = await openManager({ dir: s.dir, dataUrl: s.service.dataUrl, metricsUrl: s.service.metricsUrl });
    cleanups.push(() => second.manager.close());
    expect(second.manager.list()[0]).toMatchObject({ id: entry.id, status: 'running' });
    second.manager.resume();
    const done = await waitFor(second.manager, entry.id, finished);
    expect(done.status).toBe('completed');
    expect(sha(readFileSync(done.file))).toBe(sha(await served(done.downloadUrl!)));
  });
});
