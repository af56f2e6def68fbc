import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { startService, type RunningService } from '../index';
import { ManualClock } from '../sim/clock';

const poolsIndexed = (service: RunningService) => service.world.evm.chains.map((chain) => chain.store.pool.indexed);

it('with warmUp the account pools are indexed after the start, before any lookup; without it they wait for one', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'ridgeline-address-warm-'));
  const start = (warmUp: boolean) =>
    startService({ dataDir, blockIntervalMs: 0, clock: new ManualClock(Date.UTC(2026, 10, 28)), rateLimit: false, warmUp });
  try {
    const cold = await start(false);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(poolsIndexed(cold).some(Boolean)).toBe(false);
    await cold.close();
    const warm = await start(true);
    try {
      expect(poolsIndexed(warm).some(Boolean)).toBe(false);
      const until = Date.now() + 60_000;
      while (!poolsIndexed(warm).every(Boolean) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(poolsIndexed(warm).every(Boolean)).toBe(true);
    } finally {
      await warm.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}, 120_000);
