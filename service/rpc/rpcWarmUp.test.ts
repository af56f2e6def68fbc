import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { startService } from '../index';
import { ManualClock } from '../sim/clock';
import { rpcMethodsLoaded } from './rpcModule';

it('with warmUp the JSON-RPC methods load after the start, before any call; without it they wait for the first call', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'ridgeline-rpc-warm-'));
  const start = (warmUp: boolean) =>
    startService({ dataDir, blockIntervalMs: 0, clock: new ManualClock(Date.UTC(2026, 10, 28)), rateLimit: false, warmUp });
  try {
    const cold = await start(false);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await cold.close();
    expect(rpcMethodsLoaded()).toBe(false);
    const warm = await start(true);
    try {
      const until = Date.now() + 60_000;
      while (!rpcMethodsLoaded() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(rpcMethodsLoaded()).toBe(true);
    } finally {
      await warm.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}, 120_000);
