import { startService, type RunningService } from '../../../service/index';
import { ManualClock } from '../../../service/sim/clock';
import { Prices } from '../../../service/sim/prices';
import { PrimaryNetworks } from '../../../service/sim/primary/primaryNetworks';

/**
 * For the Primary Network and Warp tests: the real service over HTTP (127.0.0.1, port 0) with
 * a hand-moved clock and no live blocks, plus an independent copy of the simulation built from
 * the same seed at the same time (determinism makes it identical), to say what answers must be.
 */
export interface PrimaryTestService {
  service: RunningService;
  clock: ManualClock;
  expected: PrimaryNetworks;
  get(path: string): Promise<{ status: number; body: Record<string, unknown> }>;
  post(path: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }>;
}

export const TEST_SEED = 11;
/** A fixed start time, so every run sees the same timeline. */
export const TEST_START_MS = Date.UTC(2026, 2, 10, 15, 30);

/** The simulation the service builds from the test seed at the test's start, built on its own: what answers must be. */
export function expectedPrimaryNetworks(): PrimaryNetworks {
  const prices = new Prices(TEST_SEED);
  return new PrimaryNetworks(TEST_SEED, new ManualClock(TEST_START_MS), (t, c) => prices.price('AVAX', c, t).value);
}

export async function startPrimaryTestService(): Promise<PrimaryTestService> {
  const clock = new ManualClock(TEST_START_MS);
  const service = await startService({ seed: TEST_SEED, clock, blockIntervalMs: 0, rateLimit: false });
  const expected = expectedPrimaryNetworks();
  const call = async (path: string, init?: RequestInit) => {
    const res = await fetch(`${service.dataUrl}${path}`, init);
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
  };
  return {
    service,
    clock,
    expected,
    get: (path) => call(path),
    post: (path, body) => call(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  };
}
