import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LocalService, LocalServiceEvents } from './localService';
import { superviseService, type ServiceProcessOptions } from './supervisor';
import { tempDir } from '../../../test/support/rigs/tempDir';
import { earlyWorkerService, startServiceWorker, typeScriptWorker, workerChannel, workerService } from './workerThread';

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

  it('an early service started in a worker answers once the web host takes it', async () => {
    service = await earlyWorkerService(dir.path).start();
    expect(await statusOf(`${service.dataUrl}/v1/chains`)).toBe(200);
  });
});

describe('the early local service (npm start begins it before the web host loads)', () => {
  /** A stand-in for startServiceWorker that records each start and the events it was given. */
  function fakeStarts() {
    const starts: { options: ServiceProcessOptions; events?: LocalServiceEvents; closed: boolean }[] = [];
    const startWorker = (options: ServiceProcessOptions, events?: LocalServiceEvents) => {
      const start = { options, events, closed: false };
      starts.push(start);
      return Promise.resolve<LocalService>({
        dataUrl: `http://127.0.0.1:${starts.length}`,
        metricsUrl: '',
        close: async () => void (start.closed = true),
      });
    };
    return { starts, startWorker };
  }

  it('starts at once; the first start takes it and hears its exit; later starts are new ones', async () => {
    const { starts, startWorker } = fakeStarts();
    const early = earlyWorkerService('/data', startWorker);
    expect(starts).toHaveLength(1);
    expect(starts[0].options).toEqual({ host: '127.0.0.1', dataDir: '/data/local-network', warmUp: true });
    const exits: string[] = [];
    expect((await early.start({ onExit: (r) => exits.push(r) })).dataUrl).toBe('http://127.0.0.1:1');
    starts[0].events!.onExit('crashed');
    expect(exits).toEqual(['crashed']);
    expect((await early.start()).dataUrl).toBe('http://127.0.0.1:2');
    await early.release();
    expect(starts.map((s) => s.closed)).toEqual([false, false]);
  });

  it('one that stops before it is taken is replaced; release stops one nobody took', async () => {
    const { starts, startWorker } = fakeStarts();
    const stopped = earlyWorkerService('/data', startWorker);
    starts[0].events!.onExit('crashed');
    expect((await stopped.start()).dataUrl).toBe('http://127.0.0.1:2');

    const untaken = earlyWorkerService('/data', startWorker);
    await untaken.release();
    expect(starts[2].closed).toBe(true);
    expect((await untaken.start()).dataUrl).toBe('http://127.0.0.1:4');
  });
});
