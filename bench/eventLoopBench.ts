import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Scale } from '../service/index';
import { BenchChild } from './child';
import { EVENT_LOOP_GROUP } from './goals';
import type { Recorder } from './results';
import { repeat } from './stats';

/** Where the service starts while eventLoopProcess.ts watches its event loop; `idle`: nowhere, the machine's own noise. */
export const PLACES = ['in-process', 'worker-thread', 'idle'] as const;
export type Place = (typeof PLACES)[number];
/**
 * The load of the "under load" rows: once the service has started, the process asks it for every
 * endpoint's GET sample (as the app's main process asks for its views), this many at a time, this long.
 */
export const LOAD = { concurrency: 16, ms: 3000 };
/** What eventLoopProcess.ts saw of its event loop over one stretch of time. */
export interface Watched {
  p99Ms: number;
  maxMs: number;
  busyPercent: number;
}
const WHERE = { 'in-process': 'in this process (before)', 'worker-thread': 'in a worker thread' };
const during = (place: Place) =>
  place === 'idle' ? "while nothing starts (the machine's noise)" : `while the local service starts ${WHERE[place]}`;

/**
 * The main process's event-loop delay (perf_hooks monitorEventLoopDelay at 1 ms: how late its
 * timers fire) from asking for the local service until both servers listen, each run in a
 * fresh process (eventLoopProcess.ts) so no run inherits another's loaded modules or garbage.
 * Then the same while the started service is under LOAD. A stalled main process answers no IPC,
 * window event or download meanwhile. The desktop app's
 * utility process is a separate process, so its main process is at least as free as here.
 */
export async function benchEventLoop(rec: Recorder, plan: { scale: Scale; runs: number }): Promise<void> {
  for (const place of PLACES) {
    const runs = await repeat(plan.runs, async () => {
      const dataDir = await mkdtemp(join(tmpdir(), `ridgeline-bench-loop-${plan.scale}-`));
      const child = BenchChild.start('eventLoopProcess.ts', [place, plan.scale, dataDir]);
      try {
        return await child.next<{ type: 'result'; start: Watched; load?: Watched; startMs: number }>('result');
      } finally {
        await child.stop();
        await rm(dataDir, { recursive: true, force: true });
      }
    });
    addWatched(
      rec,
      plan.scale,
      during(place),
      runs.map((r) => r.start),
    );
    if (place === 'idle') continue;
    rec.add(
      EVENT_LOOP_GROUP,
      `${plan.scale}: time to start ${WHERE[place]}`,
      'ms',
      runs.map((r) => r.startMs),
      'lower',
    );
    const loads = runs.flatMap((r) => (r.load ? [r.load] : []));
    addWatched(rec, plan.scale, `under load, the local service ${WHERE[place]}`, loads);
  }
}

function addWatched(rec: Recorder, scale: Scale, when: string, runs: Watched[]): void {
  rec.add(
    EVENT_LOOP_GROUP,
    `${scale}: delay ${when}: p99`,
    'ms',
    runs.map((r) => r.p99Ms),
    'lower',
  );
  rec.add(
    EVENT_LOOP_GROUP,
    `${scale}: delay ${when}: max`,
    'ms',
    runs.map((r) => r.maxMs),
    'lower',
  );
  // A loaded machine delays an idle thread too; how busy the thread itself was tells stalls from waiting for a core.
  rec.add(
    EVENT_LOOP_GROUP,
    `${scale}: main thread busy ${when}`,
    '%',
    runs.map((r) => r.busyPercent),
    'lower',
  );
}
