import { describe, expect, it } from 'vitest';
import { endpoints } from '../../shared/api/endpoints';
import { ManualClock } from '../sim/clock';
import type { EvmChain } from '../sim/evm/evmChain';
import { EvmSimulation } from '../sim/evm/simulation';
import { metricsServerSuite } from '../../test/support/rigs/metricsTestServer';

/** The v2 chain metrics over HTTP on the real EVM simulation (small scale), with a fixed clock. */
const HOUR = 3600;
const DAY = 24 * HOUR;
const clock = new ManualClock(Date.UTC(2025, 4, 20, 9, 41, 7));
const sim = new EvmSimulation({ seed: 7, scale: 'small', clock });
const { get } = metricsServerSuite(sim, clock);

async function series(metric: string, query: string) {
  const { status, body } = await get(`/v2/chains/43114/metrics/${metric}?${query}`);
  expect(status).toBe(200);
  return endpoints.getChainMetric.response.parse(body);
}

/** Per-bucket sums over the chain's blocks, read from its columns (not through the metrics code). */
function blockSums(chain: EvmChain, size: number, of: (n: number) => number): Map<number, number> {
  const out = new Map<number, number>();
  const s = chain.store;
  for (let n = 0; n <= chain.headNumber; n++) {
    const bucket = Math.floor(s.blockTs.get(n) / size) * size;
    out.set(bucket, (out.get(bucket) ?? 0) + of(n));
  }
  return out;
}

describe('metrics service: GET /v2/chains/{chainId}/metrics/{metric}', () => {
  it("txCount per hour equals the blocks' transactions in that hour, newest first, paged by nextPageToken", async () => {
    const chain = sim.chain('43114')!;
    const expected = blockSums(chain, HOUR, (n) => chain.store.blockTxCount.get(n));
    const seen: { timestamp: number; value: number }[] = [];
    let token: string | undefined;
    do {
      const p = await series('txCount', `timeInterval=hour&pageSize=500${token ? `&pageToken=${encodeURIComponent(token)}` : ''}`);
      expect(p.results!.length).toBeLessThanOrEqual(500);
      seen.push(...p.results!.map((r) => ({ timestamp: r.timestamp!, value: r.value! })));
      token = p.nextPageToken;
    } while (token);
    const hours = [...expected.keys()].sort((a, b) => b - a);
    expect(seen.map((r) => r.timestamp)).toEqual(Array.from({ length: seen.length }, (_, i) => hours[0] - i * HOUR));
    expect(seen.at(-1)!.timestamp).toBe(hours.at(-1));
    for (const r of seen) expect(r.value).toBe(expected.get(r.timestamp) ?? 0);
  });

  it("daily avgTps is the day's transactions / 86400, maxTps its busiest hour; gasUsed and feesPaid sum the blocks", async () => {
    const chain = sim.chain('43114')!;
    const s = chain.store;
    const txs = blockSums(chain, DAY, (n) => s.blockTxCount.get(n));
    const txsByHour = blockSums(chain, HOUR, (n) => s.blockTxCount.get(n));
    const gas = blockSums(chain, DAY, (n) => s.blockGasUsed.get(n));
    const fees = blockSums(chain, DAY, (n) => s.blockFeesGwei.get(n) * 1e9);
    const q = 'pageSize=5';
    const [avg, max, gasUsed, feesPaid, active] = await Promise.all(
      ['avgTps', 'maxTps', 'gasUsed', 'feesPaid', 'activeAddresses'].map((m) => series(m, q)),
    );
    expect(avg.results).toHaveLength(5);
    for (let i = 1; i < 5; i++) {
      // Closed days (the newest, still filling, divides by its seconds so far).
      const day = avg.results![i].timestamp!;
      expect(avg.results![i].value).toBeCloseTo(txs.get(day)! / DAY, 9);
      const busiest = Math.max(...Array.from({ length: 24 }, (_, h) => txsByHour.get(day + h * HOUR) ?? 0)) / HOUR;
      expect(max.results![i].value).toBeCloseTo(busiest, 9);
      expect(max.results![i].value).toBeGreaterThanOrEqual(avg.results![i].value!);
      expect(gasUsed.results![i].value).toBe(gas.get(day));
      // Wei as a double: equal up to the rounding of summing about 10^18-sized numbers.
      expect(Math.abs(feesPaid.results![i].value! - fees.get(day)!) / fees.get(day)!).toBeLessThan(1e-12);
      expect(active.results![i].value).toBeGreaterThan(0);
      expect(active.results![i].value).toBeLessThanOrEqual(2 * txs.get(day)!);
    }
  });

  it('keeps to startTimestamp/endTimestamp and groups weeks (from Monday) and months', async () => {
    const end = Date.UTC(2025, 4, 14) / 1000; // a Wednesday
    const weeks = await series('txCount', `timeInterval=week&startTimestamp=${end - 20 * DAY}&endTimestamp=${end}`);
    expect(weeks.results!.map((r) => new Date(r.timestamp! * 1000).toISOString().slice(0, 10))).toEqual([
      '2025-05-12',
      '2025-05-05',
      '2025-04-28',
      '2025-04-21',
    ]);
    const months = await series('txCount', 'timeInterval=month');
    for (const r of months.results!) expect(new Date(r.timestamp! * 1000).getUTCDate()).toBe(1);
    const total = months.results!.reduce((a, r) => a + r.value!, 0);
    expect(total).toBe(sim.chain('43114')!.txCount);
  });

  it('answers 400 naming the field for an hourly average, a bad interval, pageSize beyond 2160 or a token of another metric; 404 for an unknown chain', async () => {
    const cases: [string, RegExp][] = [
      ['avgTps?timeInterval=hour', /timeInterval/],
      ['txCount?timeInterval=year', /timeInterval/],
      ['txCount?pageSize=2161', /pageSize/],
      ['txCount?startTimestamp=200&endTimestamp=100', /startTimestamp/],
    ];
    for (const [path, field] of cases) {
      const { status, body } = await get(`/v2/chains/43114/metrics/${path}`);
      expect(status).toBe(400);
      expect(JSON.stringify(body.message)).toMatch(field);
    }
    const token = (await series('txCount', 'pageSize=2')).nextPageToken!;
    const other = await get(`/v2/chains/43114/metrics/gasUsed?pageSize=2&pageToken=${encodeURIComponent(token)}`);
    expect(other.status).toBe(400);
    expect((await get('/v2/chains/999999/metrics/txCount')).status).toBe(404);
    expect((await get('/v2/chains/43114/metrics/gasPrice')).status).toBe(400);
  });
});
