import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import type { EndpointId } from '../shared/api/endpoints';
import { discoverSampleRequests, urlOf, type SampleRequest, type ServiceUrls } from '../test/reliability/sampleRequests';
import type { Scale } from '../service/index';
import { BenchChild } from './child';
import type { Recorder } from './results';
import { repeat } from './stats';

/** The five typical requests of issue 10: a 100-item page, a block by number, a native balance, P-Chain balances of 3 addresses, avg_tps. */
const TYPICAL: EndpointId[] = ['listLatestTransactions', 'getBlock', 'getNativeBalance', 'getPrimaryBalances', 'getAvgTps'];
/**
 * The other 100-item pages whose latency issue 3 sets a target for, the explorer's address pages (issue 16),
 * and the validators and an address's P-Chain history (issue 17).
 */
const TARGET_PAGES: EndpointId[] = [
  'listLatestBlocks',
  'listAssetTransactions',
  'listTransactions',
  'listErc20Balances',
  'listValidators',
  'listPrimaryTransactions',
];
const MEASURED: EndpointId[] = [...TYPICAL, ...TARGET_PAGES];
const CONNECTIONS = [1, 32];
const MB = 1024 * 1024;

export interface RunningBenchService {
  urls: ServiceUrls;
  child: BenchChild;
  rss(): Promise<number>;
  stop(): Promise<void>;
}

/** The service at `scale` in its own process; resolves once it listens, with its start time. */
/** The app's local service warms up after its start; a part that times what a user of it sees starts it so. */
export const AS_THE_APP_STARTS_IT = { RIDGELINE_BENCH_WARM_UP: '1' };

export async function startBenchService(
  scale: Scale,
  env: NodeJS.ProcessEnv = {},
): Promise<RunningBenchService & { startMs: number; startRss: number }> {
  const dataDir = await mkdtemp(join(tmpdir(), `ridgeline-bench-${scale}-`));
  const child = BenchChild.start('serviceProcess.ts', [scale, dataDir], env);
  const ready = await child.next<{ type: 'ready'; startMs: number; dataUrl: string; metricsUrl: string; rss: number }>('ready');
  return {
    urls: { dataUrl: ready.dataUrl, metricsUrl: ready.metricsUrl },
    child,
    startMs: ready.startMs,
    startRss: ready.rss,
    rss: async () => (await child.next<{ type: 'rss'; rss: number }>('rss', { type: 'rss' })).rss,
    stop: async () => {
      await child.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function cannon(url: string, connections: number, duration: number) {
  const r = await autocannon({ url, connections, duration });
  if (r.errors || r.timeouts || r.non2xx)
    throw new Error(`${url}: ${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx answers`);
  return r;
}

/**
 * Start time and memory at `scale` (`starts` fresh processes), then p50/p99 latency and
 * throughput of the typical requests at 1 and 32 connections, each against the same pages
 * served as bytes by a plain node:http server (the floor) when `floor` is set; only `endpoints` when given.
 * Returns the last service, still running, for the benchmarks that follow.
 */
export async function benchService(
  rec: Recorder,
  opts: { scale: Scale; starts: number; runs: number; durationSec: number; floor: boolean; endpoints?: EndpointId[] },
): Promise<RunningBenchService> {
  const group = `service ${opts.scale}`;
  const startTimes: number[] = [];
  const startRss: number[] = [];
  let service: Awaited<ReturnType<typeof startBenchService>> | undefined;
  for (let i = 0; i < opts.starts; i++) {
    await service?.stop();
    service = await startBenchService(opts.scale);
    startTimes.push(service.startMs);
    startRss.push(service.startRss / MB);
  }
  if (!service) throw new Error('starts must be at least 1');
  rec.add(group, 'time to start (both servers listening)', 'ms', startTimes, 'lower');
  rec.add(group, 'resident memory after start', 'MB', startRss, 'lower');

  const measured = opts.endpoints ?? MEASURED;
  const unknown = measured.filter((id) => !MEASURED.includes(id));
  if (unknown.length)
    throw new Error(`--endpoints: ${unknown.join(', ')} not measured by the service bench; one of ${MEASURED.join(', ')}`);
  const samples = (await discoverSampleRequests(service.urls)).filter((s) => measured.includes(s.id));
  const floor = opts.floor ? await startFloor(service.urls, samples) : undefined;
  try {
    for (const s of samples) {
      const url = urlOf(service.urls, s.built);
      for (const connections of CONNECTIONS) {
        const name = `${label(s)}, ${connections} conn`;
        const runs = await repeat(opts.runs, async () => {
          const served = await cannon(url, connections, opts.durationSec);
          const bytes = floor ? await cannon(floor.url + s.built.path, connections, opts.durationSec) : undefined;
          return { served, ratio: bytes ? bytes.requests.average / served.requests.average : undefined };
        });
        rec.add(
          group,
          `${name}: throughput`,
          'req/s',
          runs.map((r) => r.served.requests.average),
          'higher',
        );
        // autocannon's histogram is in whole milliseconds; the mean follows exactly from Little's law.
        rec.add(
          group,
          `${name}: mean latency`,
          'ms',
          runs.map((r) => (connections * 1000) / r.served.requests.average),
          'lower',
        );
        rec.add(
          group,
          `${name}: p50 latency`,
          'ms',
          runs.map((r) => r.served.latency.p50),
          'lower',
        );
        rec.add(
          group,
          `${name}: p99 latency`,
          'ms',
          runs.map((r) => r.served.latency.p99),
          'lower',
        );
        if (floor)
          rec.add(
            group,
            `${name}: floor (pre-rendered bytes, node:http) / service throughput`,
            'x',
            runs.map((r) => r.ratio as number),
            'lower',
          );
      }
    }
    rec.add(group, 'resident memory after the load', 'MB', [(await service.rss()) / MB], 'lower');
  } finally {
    await floor?.stop();
  }
  return service;
}

function label(s: SampleRequest): string {
  const what: Partial<Record<EndpointId, string>> = {
    listLatestTransactions: 'listLatestTransactions (100 items)',
    getBlock: 'getBlock by number',
    getNativeBalance: 'getNativeBalance',
    getPrimaryBalances: 'getPrimaryBalances (P-Chain, 3 addresses)',
    getAvgTps: 'getAvgTps',
    listLatestBlocks: 'listLatestBlocks (100 items)',
    listAssetTransactions: 'listAssetTransactions (100 items, about 450 KB)',
    listValidators: 'listValidators (100 items)',
    listPrimaryTransactions: 'listPrimaryTransactions (P-Chain history of an address, up to 100 items)',
    listTransactions: "listTransactions (an address's history, 100 items with their transfers)",
    listErc20Balances: 'listErc20Balances (every token of a holder, priced, of a 500-item page)',
  };
  return what[s.id] ?? s.id;
}

async function startFloor(urls: ServiceUrls, samples: SampleRequest[]): Promise<{ url: string; stop(): Promise<void> }> {
  const pages: Record<string, string> = {};
  for (const s of samples) pages[s.built.path] = await (await fetch(urlOf(urls, s.built))).text();
  const child = BenchChild.start('floorProcess.ts');
  const { url } = await child.next<{ type: 'ready'; url: string }>('ready', { type: 'pages', pages } as { type: string });
  return { url, stop: () => child.stop() };
}
