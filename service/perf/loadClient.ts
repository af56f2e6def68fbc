/**
 * The load generator of measure.ts, in its own process so that the service's process CPU time
 * is the service's alone. Receives one LoadRequest by IPC, runs autocannon, replies with a
 * LoadResult and exits.
 */
import { createRequire } from 'node:module';

export interface LoadRequest {
  url: string;
  connections: number;
  durationSeconds: number;
  /** Paths requested in turn by each connection. */
  paths: string[];
}

export interface LoadResult {
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  requestsPerSecond: number;
  /** Responses received. */
  requests: number;
  non2xx: number;
  errors: number;
}

interface AutocannonResult {
  latency: { p50: number; p90: number; p99: number; max: number };
  requests: { average: number; total: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  requests: { method: 'GET'; path: string }[];
}) => Promise<AutocannonResult>;

// autocannon ships no types; this is the part of its API used here.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

process.once('message', (message) => {
  const request = message as LoadRequest;
  autocannon({
    url: request.url,
    connections: request.connections,
    duration: request.durationSeconds,
    requests: request.paths.map((path) => ({ method: 'GET', path })),
  }).then(
    (r) => {
      const result: LoadResult = {
        p50Ms: r.latency.p50, p90Ms: r.latency.p90, p99Ms: r.latency.p99, maxMs: r.latency.max,
        requestsPerSecond: Math.round(r.requests.average), requests: r.requests.total, non2xx: r.non2xx, errors: r.errors + r.timeouts,
      };
      process.send!(result, () => process.exit(0));
    },
    (e: unknown) => {
      console.error(e);
      process.exit(1);
    },
  );
});
