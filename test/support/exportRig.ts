import { join } from 'node:path';
import type { ExportEntry } from '../../shared/bridge/exportChannels';
import { startService, type RunningService } from '../../service/index';
import { ApiClient } from '../../electron/core/apiClient';
import { realTiming, type Timing } from '../../electron/core/timing';
import { ExportHistory } from '../../electron/core/exports/exportHistory';
import { folderExportHost, type ExportHost } from '../../electron/core/exports/exportHost';
import { ExportManager } from '../../electron/core/exports/exportManager';
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

export { makeTempDir, removeDir };
