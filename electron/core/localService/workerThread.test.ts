import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LocalService } from './localService';
import { superviseService } from './supervisor';
import { tempDir } from '../../../test/support/rigs/tempDir';
import { startServiceWorker, typeScriptWorker, workerChannel, workerService } from './workerThread';

let dir: Awaited<ReturnType<typeof tempDir>>;
let service: LocalService | undefined;

beforeEach(async () => {
  dir = await tempDir();
});
afterEach(async () => {
  await service?.close();
  service = undefined;
  await dir.remove();
});

/** The status of a GET, or the network error's code when nothing answers. */
async function statusOf(url: string): Promise<number | string> {
  try {
    const res = await fetch(url);
    await res.arrayBuffer();
    return res.status;
  } catch (e) {
    return ((e as Error).cause as { code?: string } | undefined)?.code ?? 'failed';
  }
}

// Each start loads the service's modules afresh in a new thread (transpiled by tsx) and builds the simulation.
describe('the local service in a worker thread', { timeout: 60_000 }, () => {
  it('listens on loopback ports that answer real requests, and stop ends it', async () => {
    service = await workerService(dir.path)();
    expect(service.dataUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const chains = await fetch(`${service.dataUrl}/v1/chains`);
    expect(chains.status).toBe(200);
    expect(((await chains.json()) as { chains: unknown[] }).chains.length).toBeGreaterThan(0);
    expect(await statusOf(`${service.metricsUrl}/v1/avg_tps/43114`)).toBe(200);

    const { dataUrl, metricsUrl } = service;
    await service.close();
    service = undefined;
    expect(await statusOf(`${dataUrl}/v1/chains`)).toBe('ECONNREFUSED');
    expect(await statusOf(`${metricsUrl}/v1/avg_tps/43114`)).toBe('ECONNREFUSED');
  });

  it("a start that fails rejects with the service's own reason, naming the bad option", async () => {
    await expect(startServiceWorker({ seed: -1, dataDir: dir.path, blockIntervalMs: 0 })).rejects.toThrow(
      /The local service could not start: seed must be a non-negative integer, got -1/,
    );
  });

  it('a worker that crashes after it started is reported, and its ports are gone', async () => {
    const exits: string[] = [];
    const worker = typeScriptWorker(new URL('../../../test/support/faults/crashingServiceWorker.ts', import.meta.url).href);
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    const crashing = await superviseService(
      workerChannel(worker),
      { dataDir: dir.path, blockIntervalMs: 0 },
      { onExit: (reason) => exits.push(reason) },
    );
    expect(await statusOf(`${crashing.dataUrl}/v1/chains`)).toBe(200);

    worker.postMessage({ type: 'crash' });
    await exited;
    expect(exits).toEqual(['The local service stopped unexpectedly (error: simulated crash).']);
    expect(await statusOf(`${crashing.dataUrl}/v1/chains`)).toBe('ECONNREFUSED');
    // Closing what already ended is a no-op, and a stop is never reported as a crash.
    await crashing.close();
    expect(exits).toHaveLength(1);
  });
});
