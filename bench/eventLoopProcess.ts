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
import type { LocalService } from '../electron/core/localService/localService';
import { startServiceWorker } from '../electron/core/localService/workerThread';
import { discoverSampleRequests, urlOf, type ServiceUrls } from '../test/reliability/sampleRequests';
import type { Scale } from '../service/index';
import { LOAD, type Place, type Watched } from './eventLoopBench';

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

/** The event loop's delay and busy share while `work` runs. */
async function watch<T>(work: () => Promise<T>): Promise<{ result: T; watched: Watched; ms: number }> {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  // It records a delay only between two of its own ticks: one tick first, or a stall from the first moment would go unseen.
  await sleep(20);
  const t0 = performance.now();
  const elu0 = performance.eventLoopUtilization();
  const result = await work();
  const busyPercent = performance.eventLoopUtilization(elu0).utilization * 100;
  const ms = performance.now() - t0;
  histogram.disable();
  return { result, ms, watched: { p99Ms: histogram.percentile(99) / 1e6, maxMs: histogram.max / 1e6, busyPercent } };
}

/** Asks the service for every endpoint's GET sample, LOAD.concurrency at a time, for LOAD.ms; returns the answers read. */
async function load(urls: ServiceUrls): Promise<number> {
  const gets = (await discoverSampleRequests(urls)).filter((s) => s.built.method === 'GET').map((s) => urlOf(urls, s.built));
  const end = performance.now() + LOAD.ms;
  let next = 0;
  let answered = 0;
  const asker = async () => {
    while (performance.now() < end) {
      await (await fetch(gets[next++ % gets.length])).arrayBuffer();
      answered++;
    }
  };
  await Promise.all(Array.from({ length: LOAD.concurrency }, asker));
  return answered;
}

const started = await watch(() => START[place]({ scale, dataDir }));
const service = started.result;
const loaded = place === 'idle' ? undefined : await watch(() => load(service));
process.send?.({ type: 'result', start: started.watched, startMs: started.ms, load: loaded?.watched });
process.on('message', (m: { type: string }) => {
  if (m.type === 'stop') void service.close().then(() => process.exit(0));
});
