import { join } from 'node:path';
import { afterEach } from 'vitest';
import type { ExportEntry } from '../../../shared/bridge/exportChannels';
import { startService, type RunningService } from '../../../service/index';
import { ApiClient } from '../../../electron/core/apiClient/apiClient';
import { realTiming, type Timing } from '../../../electron/core/timing';
import { ExportHistory } from '../../../electron/core/exports/exportHistory';
import { folderExportHost, type ExportHost } from '../../../electron/core/exports/exportHost';
import { ExportManager } from '../../../electron/core/exports/exportManager';
import { makeTempDir, removeDir } from './tempDir';

/** Real waits, shortened: the poll backoff (1 s to 10 s) and retry delays run at test speed. */
export const quickTiming: Timing = { now: () => Date.now(), sleep: (ms, signal) => realTiming.sleep(Math.min(ms, 20), signal) };

/** The local service on 127.0.0.1:0 with its data in a temp folder. */
export async function startTestService(dataDir = makeTempDir('svc')): Promise<RunningService & { dataDir: string }> {
  const s = await startService({ blockIntervalMs: 0, rateLimit: false, dataDir });
  return Object.assign(s, { dataDir });
}

/** An export manager like the core's, over the real client, with its history and files in `dir`. */
export async function openManager(opts: {
  dir: string;
  dataUrl: string;
  metricsUrl: string;
  key?: string;
  host?: ExportHost;
  maxResumes?: number;
  /** Sees every change as it is emitted (synchronously, e.g. to cancel at an exact point). */
  onEvent?: (e: ExportEntry) => void;
}) {
  const events: ExportEntry[] = [];
  const history = await ExportHistory.open(join(opts.dir, 'app'));
  const client = new ApiClient({ dataUrl: opts.dataUrl, metricsUrl: opts.metricsUrl, timing: quickTiming, getKey: () => opts.key });
  const manager = new ExportManager({
    history,
    api: async () => client,
    host: opts.host ?? folderExportHost(() => opts.dir),
    emit: (event, payload) => {
      if (event !== 'export-progress') return;
      events.push(payload as ExportEntry);
      opts.onEvent?.(payload as ExportEntry);
    },
    timing: quickTiming,
    download: { maxResumes: opts.maxResumes ?? 5, progressIntervalMs: 0 },
  });
  return { manager, history, events, client };
}

/** Resolves with the entry once `test` holds for it, from the manager's events. */
export function waitFor(manager: ExportManager, id: string, test: (e: ExportEntry) => boolean, timeoutMs = 20_000): Promise<ExportEntry> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const check = () => {
      const e = manager.list().find((x) => x.id === id);
      if (e && test(e)) return resolve(e);
      if (Date.now() - started > timeoutMs) return reject(new Error(`timed out; last state ${JSON.stringify(e)}`));
      setTimeout(check, 5);
    };
    check();
  });
}

export type Cleanups = (() => unknown)[];

/** Undo steps run after each test of the file, newest first: what a test opens (services, folders, managers) it pushes here. */
export function cleanupsAfterEach(): Cleanups {
  const cleanups: Cleanups = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c();
  });
  return cleanups;
}

/** A local service of its own, closed and its data removed after the test. */
export async function serviceUntilCleanup(cleanups: Cleanups): Promise<RunningService & { dataDir: string }> {
  const service = await startTestService();
  cleanups.push(
    () => removeDir(service.dataDir),
    () => service.close(),
  );
  return service;
}

/** A local service and an export manager over it writing into a temp folder named `what`, all undone after the test. */
export async function serviceAndManager(cleanups: Cleanups, what: string) {
  const service = await serviceUntilCleanup(cleanups);
  const dir = makeTempDir(what);
  cleanups.push(() => removeDir(dir));
  const rig = await openManager({ dir, dataUrl: service.dataUrl, metricsUrl: service.metricsUrl });
  cleanups.push(() => rig.manager.close());
  return { service, dir, ...rig };
}

export { makeTempDir, removeDir };
