import { ApiClient } from '../electron/core/apiClient/apiClient';
import { endpoints } from '../shared/api/endpoints';
import { pacing } from '../shared/api/rateBudget';
import { buildRequest } from '../shared/api/wire/request';
import type { Recorder } from './results';
import type { RunningBenchService } from './serviceBench';
import { repeat } from './stats';

const PAGES = 60;

/**
 * The main process's client: pages per second fetched and validated (100-item pages of the
 * latest transactions, walked by page token), and its time per request against a bare
 * fetch + JSON.parse of the very same URLs. Its client-side rate limit (10 req/s by default)
 * is lifted here: the benchmark measures the client's own cost, not the limit.
 */
export async function benchClient(
  rec: Recorder,
  service: RunningBenchService,
  runs: { walkRuns: number; pacedRuns: number },
): Promise<void> {
  const { dataUrl, metricsUrl } = service.urls;
  const client = new ApiClient({ dataUrl, metricsUrl, rateLimit: { burst: 1e9, perSecond: 1e9 } });
  const params: { chainId: string; pageSize: number; pageToken?: string }[] = [];
  let pageToken: string | undefined;
  for (let i = 0; i < PAGES; i++) {
    const p = { chainId: '43114', pageSize: 100, ...(pageToken ? { pageToken } : {}) };
    params.push(p);
    pageToken = (await client.request('listLatestTransactions', p)).nextPageToken;
    if (!pageToken) throw new Error('the chain has fewer pages than the client benchmark walks');
  }
  const urls = params.map((p) => dataUrl + buildRequest('listLatestTransactions', p).path);

  // Each page is fetched bare and through the client back to back, which goes first alternating: whatever the service
  // or this process does meanwhile (a GC, the live chain's appends) falls on both sides alike, not on one block of
  // requests (bench/NOTES.md, "Client").
  const timed = async (one: () => Promise<unknown>) => {
    const t0 = performance.now();
    await one();
    return performance.now() - t0;
  };
  const results = await repeat(runs.walkRuns, async (run) => {
    let bare = 0;
    let viaClient = 0;
    for (let i = 0; i < PAGES; i++) {
      const bareFirst = (i + run) % 2 === 0;
      if (bareFirst) bare += await timed(async () => (await fetch(urls[i])).json());
      viaClient += await timed(() => client.request('listLatestTransactions', params[i]));
      if (!bareFirst) bare += await timed(async () => (await fetch(urls[i])).json());
    }
    return { bare, viaClient };
  });
  rec.add(
    'client',
    'pages/s fetched and validated (100 transactions each)',
    'pages/s',
    results.map((r) => (PAGES * 1000) / r.viaClient),
    'higher',
  );
  rec.add(
    'client',
    'overhead per request over a bare fetch of the same URL',
    'ms',
    results.map((r) => (r.viaClient - r.bare) / PAGES),
    'lower',
  );
  rec.add(
    'client',
    'client / bare fetch time',
    'x',
    results.map((r) => r.viaClient / r.bare),
    'lower',
  );
  await benchPacing(rec, service, runs.pacedRuns);
}

const BUDGET_CU_PER_MINUTE = 12_000;
const PACED_REQUESTS = 100;

/**
 * The client's pacing against a compute-unit budget: 100 requests of 20 CU one after another from
 * a full 12,000 CU/min budget (the burst covers 60 of them, the rest wait for the refill). The
 * fastest the pacing allows is (units - burst) / refill; the figure is the rate achieved against
 * that ceiling. What is lost is the client's own overhead: the requests' own time while units are
 * still in hand, and waits rounded up to whole milliseconds.
 */
async function benchPacing(rec: Recorder, service: RunningBenchService, runs: number): Promise<void> {
  const { dataUrl, metricsUrl } = service.urls;
  const cu = endpoints.listLatestBlocks.computeUnits;
  const { burst, perSecond } = pacing(BUDGET_CU_PER_MINUTE);
  const idealSeconds = (PACED_REQUESTS * cu - burst) / perSecond;
  const ceiling = PACED_REQUESTS / idealSeconds;
  const results = await repeat(runs, async () => {
    const client = new ApiClient({
      dataUrl,
      metricsUrl,
      rateLimit: { burst: 1e9, perSecond: 1e9 },
      budget: { cuPerMinute: BUDGET_CU_PER_MINUTE },
    });
    const t0 = performance.now();
    for (let i = 0; i < PACED_REQUESTS; i++) await client.request('listLatestBlocks', { chainId: '43114', pageSize: 1 });
    return (PACED_REQUESTS * 1000) / (performance.now() - t0);
  });
  const label = `${PACED_REQUESTS} requests of ${cu} CU under a ${BUDGET_CU_PER_MINUTE.toLocaleString('en-US')} CU/min budget`;
  rec.add('client', `paced requests/s, ${label} (ceiling ${ceiling.toFixed(0)} /s)`, 'req/s', results, 'higher');
  rec.add(
    'client',
    `paced rate / the pacing's ceiling, ${label}`,
    'x',
    results.map((r) => r / ceiling),
    'higher',
  );
}
