import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Scale } from '../service/index';
import { BenchChild } from './child';
import type { Recorder } from './results';
import { repeat } from './stats';

export const EVENT_LOOP_GROUP = 'main process event loop';
/** Where the service starts while eventLoopProcess.ts watches its event loop; `idle`: nowhere, the machine's own noise. */
export const PLACES = ['in-process', 'worker-thread', 'idle'] as const;
export type Place = (typeof PLACES)[number];
const WHERE = { 'in-process': 'in this process (before)', 'worker-thread': 'in a worker thread' };
const during = (place: Place) =>
  place === 'idle' ? "while nothing starts (the machine's noise)" : `while the local service starts ${WHERE[place]}`;

/**
 * The main process's event-loop delay (perf_hooks monitorEventLoopDelay at 1 ms: how late its
 * timers fire) from asking for the local service until both servers listen, each run in a
 * fresh process (eventLoopProcess.ts) so no run inherits another's loaded modules or garbage.
 * A stalled main process answers no IPC, window event or download meanwhile. The desktop app's
 * utility process is a separate process, so its main process is at least as free as here.
 */
export async function benchEventLoop(rec: Recorder, plan: { scale: Scale; runs: number }): Promise<void> {
  for (const place of PLACES) {
    const runs = await repeat(plan.runs, async () => {
      const dataDir = await mkdtemp(join(tmpdir(), `ridgeline-bench-loop-${plan.scale}-`));
      const child = BenchChild.start('eventLoopProcess.ts', [place, plan.scale, dataDir]);
      try {
        return await child.next<{ type: 'result'; p99Ms: number; maxMs: number; busyPercent: number; startMs: number }>('result');
      } finally {
        await child.stop();
        await rm(dataDir, { recursive: true, force: true });
      }
    });
    rec.add(
      EVENT_LOOP_GROUP,
      `${plan.scale}: delay ${during(place)}: p99`,
      'ms',
      runs.map((r) => r.p99Ms),
      'lower',
    );
    rec.add(
      EVENT_LOOP_GROUP,
      `${plan.scale}: delay ${during(place)}: max`,
      'ms',
      runs.map((r) => r.maxMs),
      'lower',
    );
    // A loaded machine delays an idle thread too; how busy the thread itself was tells stalls from waiting for a core.
    rec.add(
      EVENT_LOOP_GROUP,
      `${plan.scale}: main thread busy ${during(place)}`,
      '%',
      runs.map((r) => r.busyPercent),
      'lower',
    );
    if (place !== 'idle')
      rec.add(
        EVENT_LOOP_GROUP,
        `${plan.scale}: time to start ${WHERE[place]}`,
        'ms',
        runs.map((r) => r.startMs),
        'lower',
      );
  }
}
