import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCore, type Core } from '../electron/core/createCore';
import { MemoryKeyVault } from '../electron/core/stores/keyVaultMemory';
import type { ReportColumn } from '../shared/bridge/exportChannels';
import type { ExportEntry } from '../shared/bridge/exportChannels';
import type { Recorder } from './results';
import type { RunningBenchService } from './serviceBench';
import { repeat } from './stats';

const MB = 1024 * 1024;
export const DOWNLOAD_MB = 200;
const REPORT_ROWS = 100_000;
const FINAL = new Set<ExportEntry['status']>(['completed', 'warning', 'failed', 'cancelled', 'interrupted']);

const REPORT_COLUMNS: ReportColumn[] = [
  { id: 'txHash', header: 'Hash', path: 'txHash', kind: 'id' },
  { id: 'block', header: 'Block', path: 'blockNumber', kind: 'text' },
  { id: 'time', header: 'Time', path: 'blockTimestamp', kind: 'time' },
  { id: 'from', header: 'From', path: 'from.address', kind: 'id' },
  { id: 'to', header: 'To', path: 'to.address', kind: 'id' },
  { id: 'value', header: 'Value', path: 'value', kind: 'amount', decimals: 18, unit: 'AVAX' },
  { id: 'gasUsed', header: 'Gas used', path: 'gasUsed', kind: 'text' },
];

/** The main process's core (as the web host and Electron run it) on the given service, exports to a temp folder. */
async function openCore(urls: RunningBenchService['urls'], clientOptions?: Parameters<typeof createCore>[0]['clientOptions']) {
  const dataDir = await mkdtemp(join(tmpdir(), 'ridgeline-bench-exports-'));
  const core = await createCore({
    dataDir,
    vault: new MemoryKeyVault(),
    startLocalService: async () => ({ ...urls, close: async () => {} }),
    clientOptions,
    log: () => {},
  });
  await mkdir(join(dataDir, 'out'));
  await core.services.settings.update({ exportFolder: join(dataDir, 'out') });
  return { core, dataDir, close: async () => (await core.close(), await rm(dataDir, { recursive: true, force: true })) };
}

/** Polls the entry until it is final; `watch` sees every poll. */
async function until(core: Core, id: string, watch: (e: ExportEntry) => void, timeoutMs = 600_000): Promise<ExportEntry> {
  const t0 = performance.now();
  for (;;) {
    const e = core.services.exports.list().find((x) => x.id === id);
    if (!e) throw new Error(`export ${id} vanished`);
    watch(e);
    if (FINAL.has(e.status)) return e;
    if (performance.now() - t0 > timeoutMs) throw new Error(`export ${id} still ${e.status} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/**
 * A 200 MB export file (the service pads it: RIDGELINE_EXPORT_FILL_MB) downloaded by the
 * export manager: throughput from the first downloaded byte to the file in place, and how
 * much the main process's memory grows meanwhile (resident set and JS heap).
 */
export async function benchDownload(rec: Recorder, service: RunningBenchService, address: string, runs: number): Promise<void> {
  const { core, close } = await openCore(service.urls);
  try {
    const results = await repeat(runs, async () => {
      const entry = await core.services.exports.create({ addresses: [address], includeChains: ['43114'] });
      let startedAt = 0;
      let base = { rss: 0, heap: 0 };
      let peak = { rss: 0, heap: 0 };
      const done = await until(core, entry.id, (e) => {
        const now = process.memoryUsage();
        if (e.status === 'downloading' && !startedAt) {
          startedAt = performance.now();
          base = { rss: now.rss, heap: now.heapUsed };
          peak = { ...base };
        }
        if (startedAt) peak = { rss: Math.max(peak.rss, now.rss), heap: Math.max(peak.heap, now.heapUsed) };
      });
      const seconds = (performance.now() - startedAt) / 1000;
      if (done.status !== 'completed') throw new Error(`the export ended ${done.status}: ${done.message ?? ''}`);
      const size = (await stat(done.file)).size;
      if (size < DOWNLOAD_MB * MB) throw new Error(`the export file has ${size} bytes, expected at least ${DOWNLOAD_MB} MB`);
      await rm(done.file, { force: true });
      return { mbPerSecond: size / MB / seconds, rssGrowth: (peak.rss - base.rss) / MB, heapGrowth: (peak.heap - base.heap) / MB };
    });
    rec.add(
      'exports',
      `download of a ${DOWNLOAD_MB} MB export file: throughput`,
      'MB/s',
      results.map((r) => r.mbPerSecond),
      'higher',
    );
    rec.add(
      'exports',
      `download of a ${DOWNLOAD_MB} MB export file: main-process RSS growth`,
      'MB',
      results.map((r) => r.rssGrowth),
      'lower',
    );
    rec.add(
      'exports',
      `download of a ${DOWNLOAD_MB} MB export file: main-process JS heap growth`,
      'MB',
      results.map((r) => r.heapGrowth),
      'lower',
    );
  } finally {
    await close();
  }
}

/**
 * A CSV report of 100,000 rows of the latest transactions (1,000 pages of 100, fetched,
 * validated and written by the main process). The client's own rate limit (10 requests a
 * second, which alone caps a report at 1,000 rows/s) is lifted to measure the work itself, and the service is
 * warmed by one report first.
 */
export async function benchReport(rec: Recorder, service: RunningBenchService, runs: number): Promise<void> {
  const { core, close } = await openCore(service.urls, { rateLimit: { burst: 1e9, perSecond: 1e9 } });
  try {
    const report = async () => {
      const t0 = performance.now();
      const entry = await core.services.exports.startReport({
        endpointId: 'listLatestTransactions',
        params: { chainId: '43114' },
        columns: REPORT_COLUMNS,
        format: 'csv',
        maxRows: REPORT_ROWS,
        title: 'Latest transactions',
      });
      const done = await until(core, entry.id, () => {});
      const seconds = (performance.now() - t0) / 1000;
      if (done.status !== 'completed' || done.rows !== REPORT_ROWS)
        throw new Error(`the report ended ${done.status} with ${done.rows} rows: ${done.message ?? ''}`);
      await rm(done.file, { force: true });
      return REPORT_ROWS / seconds;
    };
    // One report untimed first: the local service renders each transaction the first time it is asked for (6-8 s of its
    // CPU over these 100,000), which is the simulation's cost, not the app's; timed with it, the figure was the mean of a
    // cold run and a warm one (bench/NOTES.md, the 100k-row report).
    await report();
    const rates = await repeat(runs, report);
    rec.add('exports', `CSV report of ${REPORT_ROWS.toLocaleString('en-US')} transactions`, 'rows/s', rates, 'higher');
  } finally {
    await close();
  }
}

export const PARTS_ROWS = 1_000_000;

/**
 * A 1,000,000-row EVM export the server cuts three times (every 260,000 rows, each part repeating the last second of the one before): the export
 * manager follows each nextDate, downloads the four parts and joins them into one file without
 * the rows they share. The server is a stub in its own process (bench/exportStub.ts) playing the
 * operation's answers, so the figure is the main process's work: rows/s from the request to the
 * joined file, and how much its memory grows meanwhile.
 */
export async function benchExportParts(rec: Recorder, runs: number): Promise<void> {
  const stub = spawn(process.execPath, ['--import', 'tsx', 'bench/exportStub.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, BENCH_EXPORT_ROWS: String(PARTS_ROWS) },
  });
  const url = await new Promise<string>((resolve, reject) => {
    stub.stdout.once('data', (d: Buffer) => resolve(d.toString().trim()));
    stub.once('exit', (code) => reject(new Error(`the export stub exited (${code})`)));
  });
  const { core, close } = await openCore({ dataUrl: url, metricsUrl: url }, { rateLimit: { burst: 1e9, perSecond: 1e9 } });
  try {
    const results = await repeat(runs, async () => {
      const base = process.memoryUsage();
      let peak = { rss: base.rss, heap: base.heapUsed };
      const t0 = performance.now();
      const entry = await core.services.exports.create({ addresses: [`0x${'ab'.repeat(20)}`], includeChains: ['43114'] });
      const done = await until(core, entry.id, () => {
        const now = process.memoryUsage();
        peak = { rss: Math.max(peak.rss, now.rss), heap: Math.max(peak.heap, now.heapUsed) };
      });
      const seconds = (performance.now() - t0) / 1000;
      if (done.status !== 'completed' || done.rows !== PARTS_ROWS || done.parts?.length !== 4) {
        throw new Error(`the export ended ${done.status} with ${done.rows} rows in ${done.parts?.length} parts: ${done.message ?? ''}`);
      }
      await rm(done.file, { force: true });
      return { rowsPerSecond: PARTS_ROWS / seconds, rssGrowth: (peak.rss - base.rss) / MB, heapGrowth: (peak.heap - base.heapUsed) / MB };
    });
    const what = `${PARTS_ROWS.toLocaleString('en-US')}-row export cut 3 times (4 parts joined)`;
    rec.add(
      'exports',
      `${what}: throughput`,
      'rows/s',
      results.map((r) => r.rowsPerSecond),
      'higher',
    );
    rec.add(
      'exports',
      `${what}: main-process RSS growth`,
      'MB',
      results.map((r) => r.rssGrowth),
      'lower',
    );
    rec.add(
      'exports',
      `${what}: main-process JS heap growth`,
      'MB',
      results.map((r) => r.heapGrowth),
      'lower',
    );
  } finally {
    await close();
    stub.kill();
  }
}
