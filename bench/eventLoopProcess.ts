/**
 * One fresh main process for the event-loop figure (forked by eventLoopBench.ts): watches its
 * own event loop while the local service starts `in-process` (loaded on first use, as the app
 * did before) or in a `worker-thread` (as the web host does now), or while nothing starts for
 * as long (`idle`, the machine's own noise). Sends {type: 'result', p99Ms, maxMs, busyPercent, startMs}
 * (busyPercent: the event-loop utilization, the share of the time the main thread was running code);
 * closes the service and exits on {type: 'stop'}.
 * Usage: eventLoopProcess.ts <in-process|worker-thread|idle> <scale> <dataDir>
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { LocalService } from '../electron/core/localService';
import { startServiceWorker } from '../electron/core/workerService';
import type { Scale } from '../service/index';
import type { Place } from './eventLoopBench';

const IDLE_MS = 2000;

const START: Record<Place, (options: { scale: Scale; dataDir: string }) => Promise<LocalService>> = {
  'in-process': async (options) => (await import('../service/index')).startService(options),
  'worker-thread': (options) => startServiceWorker(options),
  idle: async () => {
    await sleep(IDLE_MS);
    return { dataUrl: '', metricsUrl: '', close: async () => undefined };
  },
};

const [place, scale, dataDir] = process.argv.slice(2) as [Place, Scale, string];
const histogram = monitorEventLoopDelay({ resolution: 1 });
histogram.enable();
// It records a delay only between two of its own ticks: one tick first, or a stall from the first moment would go unseen.
await sleep(20);
const t0 = performance.now();
const elu0 = performance.eventLoopUtilization();
const service = await START[place]({ scale, dataDir });
const busyPercent = performance.eventLoopUtilization(elu0).utilization * 100;
const startMs = performance.now() - t0;
histogram.disable();
process.send?.({ type: 'result', p99Ms: histogram.percentile(99) / 1e6, maxMs: histogram.max / 1e6, busyPercent, startMs });
process.on('message', (m: { type: string }) => {
  if (m.type === 'stop') void service.close().then(() => process.exit(0));
});
