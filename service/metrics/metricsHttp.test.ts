import { describe, expect, it } from 'vitest';
import { endpoints } from '../../shared/api/endpoints';
import { ManualClock } from '../sim/clock';
import type { EvmChain } from '../sim/evm/evmChain';
import { EvmSimulation } from '../sim/evm/simulation';
import { metricsServerSuite } from '../../test/support/rigs/metricsTestServer';
import { TOKEN_LIFETIME_MS } from './pageTokens';
import { HOUR_SECONDS } from './tpsSeries';

/** The metrics service over HTTP on the real EVM simulation (small scale), with a hand-moved clock. */
const clock = new ManualClock(Date.UTC(2025, 4, 20, 9, 41, 7));
const sim = new EvmSimulation({ seed: 7, scale: 'small', clock });
const { get } = metricsServerSuite(sim, clock);

async function page(chainId: string, pageToken?: string) {
  const q = pageToken ? `?pageToken=${encodeURIComponent(pageToken)}` : '';
  const { status, body } = await get(`/v1/avg_tps/${chainId}${q}`);
  expect(status).toBe(200);
  return endpoints.getAvgTps.response.parse(body);
}

/** Transactions per hour counted block by block from the chain's columns (not through the metrics code). */
function txPerHour(chain: EvmChain): Map<number, number> {
  const out = new Map<number, number>();
  const s = chain.store;
  for (let n = 0; n <= chain.headNumber; n++) {
    const hour = Math.floor(s.blockTs.get(n) / HOUR_SECONDS) * HOUR_SECONDS;
    out.set(hour, (out.get(hour) ?? 0) + s.blockTxCount.get(n));
  }
  return out;
}

describe('metrics service: GET /v1/avg_tps/{chainId}', () => {
  it('walks at least 30 days of hourly points, newest first, each hour once', async () => {
    const chain = sim.chain('43114')!;
    const seen: number[] = [];
    let token: string | undefined;
    let first: Awaited<ReturnType<typeof page>> | undefined;
    do {
      const p = await page('43114', token);
      first ??= p;
      seen.push(...p.results!.map((r) => r.timestamp!));
      token = p.nextPageToken;
      if (token) expect(token).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    } while (token);
    expect(seen.length).toBeGreaterThanOrEqual(30 * 24);
    for (let i = 1; i < seen.length; i++) expect(seen[i]).toBe(seen[i - 1] - HOUR_SECONDS);
    expect(first!.status).toBe(200);
    expect(first!.lastRun).toBe(chain.store.blockTs.get(chain.headNumber));
  });

  it("values are the blocks' transactions per hour / 3600 (the open hour: / seconds elapsed)", async () => {
    const chain = sim.chain('43114')!;
    const counts = txPerHour(chain);
    const p = await page('43114');
    const [open, ...closed] = p.results!;
    for (const r of closed) expect(r.value).toBeCloseTo((counts.get(r.timestamp!) ?? 0) / 3600, 12);
    const elapsed = Math.floor(clock.nowMs() / 1000) - open.timestamp!;
    expect(open.value).toBeCloseTo((counts.get(open.timestamp!) ?? 0) / elapsed, 12);
    // Same chain by blockchain id.
    expect((await page(chain.spec.blockchainId)).results).toEqual(p.results);
  });

  it('the newest hour and lastRun move when a block arrives', async () => {
    const chain = sim.chain('432204')!;
    const before = await page('432204');
    clock.advance(5_000);
    let n = sim.mine(chain);
    while (chain.block(n)!.txCount === 0) n = sim.mine(chain);
    const after = await page('432204');
    expect(after.lastRun).toBe(chain.store.blockTs.get(n));
    expect(after.lastRun).toBeGreaterThan(before.lastRun!);
    const hour = Math.floor(after.lastRun! / HOUR_SECONDS) * HOUR_SECONDS;
    expect(after.results![0].timestamp).toBe(hour);
    expect(after.results![0].value).toBeCloseTo((txPerHour(chain).get(hour) ?? 0) / (Math.floor(clock.nowMs() / 1000) - hour), 12);
  });

  it('an expired token is a 400 whose message array says to start from the first page', async () => {
    const first = await page('779672');
    expect(first.nextPageToken).toMatch(/^\S+$/);
    clock.advance(TOKEN_LIFETIME_MS);
    const { status, body } = await get(`/v1/avg_tps/779672?pageToken=${first.nextPageToken}`);
    expect(status).toBe(400);
    expect(body.error).toBe('Bad Request');
    expect(body.statusCode).toBe(400);
    expect(Array.isArray(body.message)).toBe(true);
    expect((body.message as string[]).join(' ')).toMatch(/expired.*first page/);
    // Starting again works.
    const again = await page('779672');
    expect((await page('779672', again.nextPageToken)).results!.length).toBeGreaterThan(0);
  });

  it('a chain without metrics is a 404 naming it; a malformed chain id a 400 naming the parameter', async () => {
    const missing = await get('/v1/avg_tps/123456');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toEqual(['No metrics for chain 123456: it is not a chain this metrics service tracks.']);
    const bad = await get('/v1/avg_tps/not-a-chain');
    expect(bad.status).toBe(400);
    expect((bad.body.message as string[])[0]).toMatch(/chainId/);
  });
});
