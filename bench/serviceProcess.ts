/**
 * The local service in its own process for the benchmarks (forked with IPC, run by tsx), so the
 * load generator and the service do not share an event loop. Sends
 * {type: 'ready', startMs, dataUrl, metricsUrl, rss} once both servers listen; answers
 * {type: 'rss'} with its resident memory; exits on {type: 'stop'}.
 * Usage: serviceProcess.ts <scale> <dataDir>
 */
import { startService, type Scale } from '../service/index';

const [scale, dataDir] = process.argv.slice(2) as [Scale, string];
const send = (m: unknown) => process.send?.(m);

const t0 = performance.now();
// RIDGELINE_BENCH_BLOCK_INTERVAL_MS: live blocks faster than the chain's (the long day runs at 10x).
const interval = process.env.RIDGELINE_BENCH_BLOCK_INTERVAL_MS;
// RIDGELINE_BENCH_WARM_UP=1: the start's background work the app's local service does (BLS credentials, JSON-RPC modules).
const warmUp = process.env.RIDGELINE_BENCH_WARM_UP === '1';
const service = await startService({ scale, dataDir, rateLimit: false, warmUp, ...(interval && { blockIntervalMs: Number(interval) }) });
const startMs = performance.now() - t0;
send({ type: 'ready', startMs, dataUrl: service.dataUrl, metricsUrl: service.metricsUrl, rss: process.memoryUsage().rss });

process.on('message', (m: { type: string }) => {
  if (m.type === 'rss') send({ type: 'rss', rss: process.memoryUsage().rss });
  if (m.type === 'stop') void service.close().then(() => process.exit(0));
});
