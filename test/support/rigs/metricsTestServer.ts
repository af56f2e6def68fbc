import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createMetricsHandlers } from '../../../service/metrics/metricsHandlers';
import { createApiServer } from '../../../service/server/apiServer';
import { PageTokenCodec } from '../../../service/server/pageToken';
import { RateLimiter } from '../../../service/server/rateLimit';
import type { Clock } from '../../../service/sim/clock';
import type { EvmSimulation } from '../../../service/sim/evm/simulation';

/**
 * The Metrics API over HTTP (127.0.0.1, port 0) on the given simulation and clock, for one test
 * file: it listens before the file's tests and closes after them. No rate limits, every chain healthy.
 */
export function metricsServerSuite(
  sim: EvmSimulation,
  clock: Clock,
): { get(path: string): Promise<{ status: number; body: Record<string, unknown> }> } {
  let app: FastifyInstance | undefined;
  let base = '';
  beforeAll(async () => {
    app = createApiServer({
      service: 'metrics',
      handlers: createMetricsHandlers(sim, clock),
      clock,
      pageTokens: new PageTokenCodec(7),
      rateLimiter: new RateLimiter(),
      rateLimits: false,
      isUnhealthyChain: () => false,
    });
    base = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await app?.close();
  });
  return {
    get: async (path) => {
      const res = await fetch(`${base}${path}`);
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    },
  };
}
