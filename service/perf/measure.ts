/**
 * Latency, walk, start-up and memory figures of the local service (issue 3, Performance).
 *
 *   npx tsx service/perf/measure.ts [--scale large] [--connections 32] [--duration 10] [--pages 1000] [--json]
 *
 * Starts the service in this process, then for each list (latest C-Chain transactions, latest
 * C-Chain blocks, X-Chain asset transactions; 100 items a page):
 * - walks `--pages` pages one after another, timing the walk and keeping each page's path;
 * - times `--sequential` requests one at a time (walked pages in turn);
 * - loads the first page, then the walked pages in turn, with autocannon at `--connections`
 *   connections from a child process (loadClient.ts), so this process's CPU time over the load
 *   is the service's own: "CPU per request" is the figure to trust on a machine shared with
 *   other busy processes, where latencies swing with their load.
 * Live blocks keep arriving (every `--block-interval` ms, 2000 as by default). The rate limiter
 * runs with a bucket too big to refuse, so its cost is counted but no request is a 429.
 * With --json the figures are printed as one JSON object (for `npm run bench`).
 */
import { fork } from 'node:child_process';
import { Agent, get } from 'node:http';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { NETWORK_IDS } from '../sim/catalog';
import { SCALES, type Scale } from '../sim/evm/history';
import { startService } from '../index';
import type { LoadRequest, LoadResult } from './loadClient';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: 'large' },
    seed: { type: 'string', default: '1' },
    connections: { type: 'string', default: '32' },
    duration: { type: 'string', default: '10' },
    pages: { type: 'string', default: '1000' },
    sequential: { type: 'string', default: '300' },
    'block-interval': { type: 'string', default: '2000' },
    json: { type: 'boolean', default: false },
  },
});
const scale = values.scale as Scale;
if (!SCALES.includes(scale)) throw new Error(`--scale must be one of ${SCALES.join(', ')}, got '${values.scale}'`);
const integer = (flag: string, v: string, min = 1) => {
  const n = Number(v);
  if (!Number.isSafeInteger(n) || n < min) throw new Error(`--${flag} must be an integer >= ${min}, got '${v}'`);
  return n;
};
const connections = integer('connections', values.connections);
const durationSeconds = integer('duration', values.duration);
const pages = integer('pages', values.pages);
const sequential = integer('sequential', values.sequential);
const log = (line: string) => values.json || console.log(line);
const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
const cpuMs = (since: NodeJS.CpuUsage) => {
  const d = process.cpuUsage(since);
  return (d.user + d.system) / 1000;
};

const startedAt = performance.now();
const startCpu = process.cpuUsage();
const service = await startService({
  scale,
  seed: integer('seed', values.seed, 0),
  blockIntervalMs: integer('block-interval', values['block-interval'], 0),
  rateLimit: { anonymous: { capacity: 1e12, refillPerSecond: 1e12 } },
});
const startup = { wallMs: Math.round(performance.now() - startedAt), cpuMs: Math.round(cpuMs(startCpu)) };
const stats = service.world.evm.stats();
log(`${scale}: started in ${startup.wallMs} ms (${startup.cpuMs} ms CPU); ${stats.transactions} EVM transactions, ${stats.cChainBlocks} C-Chain blocks; rss ${mb(process.memoryUsage().rss)} MB`);

const agent = new Agent({ keepAlive: true, maxSockets: 1 });
/** One GET over a kept-alive socket; the body is read whole, parsed only when asked. */
function fetchPath(path: string, parse: boolean): Promise<unknown> {
  return new Promise((resolve, reject) => {
    get(service.dataUrl + path, { agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        if (res.statusCode !== 200) reject(new Error(`${path}: ${res.statusCode} ${text}`));
        else resolve(parse ? JSON.parse(text) : undefined);
      });
      res.on('error', reject);
    }).on('error', reject);
  });
}

/** Walks up to `pages` pages from `first`; returns every page's path and the walk's time. */
async function walk(first: string, itemsKey: string): Promise<{ paths: string[]; ms: number; items: number }> {
  const paths = [first];
  let items = 0;
  const t0 = performance.now();
  for (;;) {
    const body = (await fetchPath(paths[paths.length - 1], true)) as Record<string, unknown>;
    items += (body[itemsKey] as unknown[]).length;
    const token = body.nextPageToken;
    if (typeof token !== 'string' || paths.length === pages) break;
    paths.push(`${first}&pageToken=${encodeURIComponent(token)}`);
  }
  return { paths, ms: Math.round(performance.now() - t0), items };
}

/** Requests one at a time; mean and p99 wall time in ms. */
async function oneAtATime(paths: string[]): Promise<{ meanMs: number; p99Ms: number }> {
  const times: number[] = [];
  for (let i = 0; i < sequential; i++) {
    const t0 = performance.now();
    await fetchPath(paths[i % paths.length], false);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return { meanMs: round(times.reduce((a, b) => a + b, 0) / times.length), p99Ms: round(times[Math.floor(times.length * 0.99)]) };
}

/** autocannon from a child process; adds this process's CPU time per response over the run. */
function load(paths: string[]): Promise<LoadResult & { serviceCpuUsPerRequest: number }> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(new URL('./loadClient.ts', import.meta.url)), { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let cpu0: NodeJS.CpuUsage | undefined;
    child.once('spawn', () => {
      const request: LoadRequest = { url: service.dataUrl, connections, durationSeconds, paths };
      cpu0 = process.cpuUsage();
      child.send(request);
    });
    child.once('message', (message) => {
      const result = message as LoadResult;
      const cpu = cpuMs(cpu0!);
      resolve({ ...result, serviceCpuUsPerRequest: Math.round((cpu * 1000) / Math.max(1, result.requests)) });
    });
    child.once('error', reject);
    child.once('exit', (code) => code === 0 || reject(new Error(`load client exited with ${code}`)));
  });
}

const { xChainId, avaxAssetId } = NETWORK_IDS.mainnet;
const lists = [
  { name: 'latest transactions', path: '/v1/chains/43114/transactions?pageSize=100', itemsKey: 'transactions' },
  { name: 'latest blocks', path: '/v1/chains/43114/blocks?pageSize=100', itemsKey: 'blocks' },
  { name: 'asset transactions', path: `/v1/networks/mainnet/blockchains/${xChainId}/assets/${avaxAssetId}/transactions?pageSize=100`, itemsKey: 'transactions' },
];

const describe = (r: LoadResult & { serviceCpuUsPerRequest: number }) =>
  `p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, max ${r.maxMs} ms, ${r.requestsPerSecond} req/s, ${r.serviceCpuUsPerRequest} us service CPU/request, non-2xx ${r.non2xx}, errors ${r.errors}`;

const results = [];
try {
  for (const list of lists) {
    const firstCallStart = performance.now();
    await fetchPath(list.path, false);
    const firstCallMs = Math.round(performance.now() - firstCallStart);
    const w = await walk(list.path, list.itemsKey);
    log(`\n${list.name}: first call ${firstCallMs} ms; walked ${w.paths.length} pages (${w.items} items) in ${w.ms} ms`);
    const sequentialWalked = await oneAtATime(w.paths);
    log(`  one at a time (walked pages): mean ${sequentialWalked.meanMs} ms, p99 ${sequentialWalked.p99Ms} ms`);
    const firstPage = await load([list.path]);
    log(`  ${connections} connections, first page:   ${describe(firstPage)}`);
    const walkedPages = await load(w.paths);
    log(`  ${connections} connections, walked pages: ${describe(walkedPages)}`);
    results.push({ name: list.name, path: list.path, firstCallMs, walk: { pages: w.paths.length, items: w.items, ms: w.ms }, sequentialWalked, firstPage, walkedPages });
  }
  const memory = process.memoryUsage();
  // maxRSS is in KiB: the most this process (the service: the load client is another) ever held.
  const peakRssMb = Math.round(process.resourceUsage().maxRSS / 1024);
  log(`\nmemory: rss ${mb(memory.rss)} MB (peak ${peakRssMb} MB), heap used ${mb(memory.heapUsed)} MB, array buffers ${mb(memory.arrayBuffers)} MB`);
  if (values.json) {
    const figures = { scale, connections, durationSeconds, startup, stats, rssMb: mb(memory.rss), peakRssMb, heapUsedMb: mb(memory.heapUsed), lists: results };
    console.log(JSON.stringify(figures, null, 2));
  }
} finally {
  agent.destroy();
  await service.close();
}
