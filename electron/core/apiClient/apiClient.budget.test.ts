import { afterEach, describe, expect, it } from 'vitest';
import { pacing } from '../../../shared/api/rateBudget';
import { ApiClient, type SpendEvent } from './apiClient';
import { fakeTiming, json, startFaultServer } from '../../../test/support/faults/faultServer';

const BLOCKS = '/v1/chains/43114/blocks';
const BALANCES = '/v1/networks/mainnet/blockchains/p-chain/balances';
const TPS = '/v1/avg_tps/43114';

let server: Awaited<ReturnType<typeof startFaultServer>>;
afterEach(() => server?.close());

/** The largest spend of any 60-second window that ends at one of the requests. */
function worstMinute(spends: SpendEvent[]): number {
  return Math.max(
    ...spends.map((e) => spends.filter((o) => o.at > e.at - 60_000 && o.at <= e.at).reduce((sum, o) => sum + o.computeUnits, 0)),
  );
}

describe('ApiClient compute-unit budget', () => {
  it('keeps a burst of 200 requests inside the budget in every minute, pacing them evenly after the burst (fake clock)', async () => {
    server = await startFaultServer({ [BLOCKS]: (_q, res) => json(res, 200, { blocks: [] }) });
    const timing = fakeTiming();
    const spends: SpendEvent[] = [];
    const cuPerMinute = 2_000;
    const c = new ApiClient({
      dataUrl: server.url,
      metricsUrl: server.url,
      timing,
      budget: { cuPerMinute },
      onSpend: (e) => spends.push(e),
      // The request-count limit is lifted: this test is about the budget alone.
      rateLimit: { burst: 1_000, perSecond: 1_000 },
    });
    const start = timing.now();
    // 200 distinct pages of 20 CU: 4,000 CU, two minutes of this budget.
    await Promise.all(Array.from({ length: 200 }, (_, i) => c.request('listLatestBlocks', { chainId: '43114', pageToken: `p${i}` })));
    expect(server.hits(BLOCKS)).toBe(200);
    expect(spends).toHaveLength(200);
    expect(spends.every((e) => e.computeUnits === 20 && e.cuPerMinute === cuPerMinute)).toBe(true);
    expect(worstMinute(spends)).toBeLessThanOrEqual(cuPerMinute);
    // Not slower than the pacing promises: the burst at once, the rest at the refill rate.
    const { burst, perSecond } = pacing(cuPerMinute);
    const elapsed = spends[spends.length - 1].at - start;
    expect(elapsed).toBeLessThanOrEqual(((4_000 - burst) / perSecond) * 1000 + 1_000);
    expect(elapsed).toBeGreaterThan(60_000);
    // 200 real requests over loopback: seconds on a loaded 2-core machine, beyond the 5 s default.
  }, 30_000);

  it('weighs each endpoint by its compute units and leaves the metrics service out', async () => {
    server = await startFaultServer({
      [BALANCES]: (_q, res) => json(res, 200, { balances: {} }, { 'ratelimit-limit': '6000', 'ratelimit-remaining': '5900' }),
      [TPS]: (_q, res) => json(res, 200, { results: [] }),
    });
    const spends: SpendEvent[] = [];
    const c = new ApiClient({
      dataUrl: server.url,
      metricsUrl: server.url,
      timing: fakeTiming(),
      budget: { cuPerMinute: 6_000 },
      onSpend: (e) => spends.push(e),
    });
    await c.request('getPrimaryBalances', {
      network: 'mainnet',
      blockchainId: 'p-chain',
      addresses: 'P-avax18jma8ppw3nhx5r4ap8clazz0dps7rv5ukulre5',
    });
    await c.request('getAvgTps', { chainId: '43114' });
    expect(spends).toEqual([
      expect.objectContaining({ endpointId: 'getPrimaryBalances', computeUnits: 100, server: { limit: 6000, remaining: 5900 } }),
    ]);
  });

  it('spends nothing and waits for nothing without a budget (the local service)', async () => {
    server = await startFaultServer({ [BLOCKS]: (_q, res) => json(res, 200, { blocks: [] }) });
    const timing = fakeTiming();
    const spends: SpendEvent[] = [];
    const c = new ApiClient({
      dataUrl: server.url,
      metricsUrl: server.url,
      timing,
      onSpend: (e) => spends.push(e),
      rateLimit: { burst: 1_000, perSecond: 1_000 },
    });
    await Promise.all(Array.from({ length: 50 }, (_, i) => c.request('listLatestBlocks', { chainId: '43114', pageToken: `p${i}` })));
    expect(spends).toEqual([]);
    expect(timing.waits).toEqual([]);
  });
});
