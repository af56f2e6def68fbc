import { ApiClient } from '../electron/core/apiClient';
import { buildRequest } from '../shared/api/request';
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
export async function benchClient(rec: Recorder, service: RunningBenchService, runs: number): Promise<void> {
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

  const timed = async (one: (i: number) => Promise<unknown>) => {
    const t0 = performance.now();
    for (let i = 0; i < PAGES; i++) await one(i);
    return performance.now() - t0;
  };
  const results = await repeat(runs, async () => {
    const bare = await timed(async (i) => (await fetch(urls[i])).json());
    const viaClient = await timed((i) => client.request('listLatestTransactions', params[i]));
    return { bare, viaClient };
  });
  rec.add('client', 'pages/s fetched and validated (100 transactions each)', 'pages/s', results.map((r) => (PAGES * 1000) / r.viaClient), 'higher');
  rec.add('client', 'overhead per request over a bare fetch of the same URL', 'ms', results.map((r) => (r.viaClient - r.bare) / PAGES), 'lower');
  rec.add('client', 'client / bare fetch time', 'x', results.map((r) => r.viaClient / r.bare), 'lower');
}
