import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeTempDir, removeDir } from '../../test/support/rigs/tempDir';
import { Operation } from '../../shared/api/operations';
import { defaultServiceDataDir } from '../defaultDataDir';
import { startService, type RunningService, type ServiceOptions } from '../index';
import { ManualClock } from '../sim/clock';
import { OperationStore } from './operationStore';

/**
 * Security review findings 6 and 12 for the local service: file names from operations.json,
 * the default data folder, export file expiry, non-blocking store writes, slow requests.
 */

const C_CHAIN = '43114';
const DAY_MS = 24 * 3600 * 1000;
const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function service(dataDir: string, extra: ServiceOptions = {}): Promise<RunningService> {
  const s = await startService({ blockIntervalMs: 0, rateLimit: false, dataDir, ...extra });
  cleanups.push(() => s.close());
  return s;
}
const json = async (s: RunningService, path: string, init?: RequestInit) =>
  (await fetch(`${s.dataUrl}${path}`, init)).json() as Promise<Record<string, unknown>>;

/** A completed export, found and made through the API as a user would. */
async function completedExport(s: RunningService) {
  const { transactions } = (await json(s, `/v1/chains/${C_CHAIN}/transactions?pageSize=5`)) as {
    transactions: { from: { address: string } }[];
  };
  const created = await json(s, '/v1/operations/transactions:export', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      type: 'TRANSACTION_EXPORT_EVM',
      options: { addresses: [transactions[0].from.address], includeChains: [C_CHAIN] },
    }),
  });
  for (let i = 0; i < 400; i++) {
    const op = Operation.parse(await json(s, `/v1/operations/${String(created.operationId)}`));
    if (op.operationStatus !== 'RUNNING') return op;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('the export did not finish');
}

describe('the local service trusts only the file names it makes', { timeout: 60_000 }, () => {
  it('an operations.json edited to name another file serves nothing', async () => {
    const dataDir = makeTempDir('ops-names');
    cleanups.push(() => removeDir(dataDir));
    const first = await service(dataDir);
    const op = await completedExport(first);
    await first.close();
    writeFileSync(join(dataDir, 'operations', 'secret.txt'), 'not an export');
    const file = join(dataDir, 'operations', 'operations.json');
    const stored = JSON.parse(readFileSync(file, 'utf8'));
    stored.operations[0].file.name = '../secret.txt';
    writeFileSync(file, JSON.stringify(stored));

    const second = await service(dataDir);
    const res = await fetch(`${second.dataUrl}/downloads/exports/${op.operationId}.csv`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('not an export');
  });

  it('the default data folder is per user and 0700', () => {
    const cache = makeTempDir('xdg');
    cleanups.push(() => removeDir(cache));
    const before = process.env.XDG_CACHE_HOME;
    process.env.XDG_CACHE_HOME = cache;
    try {
      const dir = defaultServiceDataDir(7);
      expect(dir).toBe(join(cache, 'ridgeline', 'service', 'seed-7'));
      expect(statSync(dir).mode & 0o777).toBe(0o700);
      expect(statSync(join(cache, 'ridgeline', 'service')).mode & 0o777).toBe(0o700);
    } finally {
      if (before === undefined) delete process.env.XDG_CACHE_HOME;
      else process.env.XDG_CACHE_HOME = before;
    }
  });
});

describe('export files expire', { timeout: 60_000 }, () => {
  it('a file older than the TTL (7 days by default) is deleted at start and the operation says so', async () => {
    const dataDir = makeTempDir('ops-ttl');
    cleanups.push(() => removeDir(dataDir));
    const start = Date.UTC(2026, 2, 1);
    const first = await service(dataDir, { clock: new ManualClock(start) });
    const op = await completedExport(first);
    expect(op.metadata?.downloadUrl).toMatch(/\/downloads\/exports\/.+\.csv$/);
    const path = join(dataDir, 'operations', 'files', `${op.operationId}.csv`);
    expect(statSync(path).isFile()).toBe(true);
    await first.close();

    // Six days later the file is still there; eight days later it is gone.
    const sixDays = await service(dataDir, { clock: new ManualClock(start + 6 * DAY_MS) });
    expect((await fetch(`${sixDays.dataUrl}/downloads/exports/${op.operationId}.csv`)).status).toBe(200);
    await sixDays.close();
    const later = await service(dataDir, { clock: new ManualClock(start + 8 * DAY_MS) });
    await expect
      .poll(async () => Operation.parse(await json(later, `/v1/operations/${op.operationId}`)).metadata?.downloadUrl)
      .toBeUndefined();
    expect(Operation.parse(await json(later, `/v1/operations/${op.operationId}`)).message).toMatch(/expired/);
    expect((await fetch(`${later.dataUrl}/downloads/exports/${op.operationId}.csv`)).status).toBe(404);
    expect(() => statSync(path)).toThrow();
  });
});

describe('operations store', () => {
  it('writes without blocking the caller; flushed() says when it is on disk', async () => {
    const dataDir = makeTempDir('ops-async');
    cleanups.push(() => removeDir(dataDir));
    const store = new OperationStore(dataDir);
    const record = {
      operationId: 'op-1',
      operationType: 'TRANSACTION_EXPORT_EVM' as const,
      operationStatus: 'RUNNING' as const,
      message: 'x',
      createdAtTimestamp: 1,
      updatedAtTimestamp: 1,
      request: {
        type: 'TRANSACTION_EXPORT_EVM' as const,
        options: { addresses: ['0x71C7656EC7ab88b098defB751B7401B5f6d8976F'], includeChains: [C_CHAIN] },
      },
    };
    store.put(record);
    store.put({ ...record, operationId: 'op-2' });
    // put returned without writing: the file is not there yet.
    expect(() => readFileSync(join(dataDir, 'operations', 'operations.json'))).toThrow();
    await store.flushed();
    expect(new OperationStore(dataDir).all().map((r) => r.operationId)).toEqual(['op-1', 'op-2']);
  });

  it('refuses file paths outside the files folder or of names it does not make', () => {
    const dataDir = makeTempDir('ops-path');
    cleanups.push(() => removeDir(dataDir));
    const store = new OperationStore(dataDir);
    expect(store.filePath('abc-1.csv')).toBe(join(dataDir, 'operations', 'files', 'abc-1.csv'));
    for (const bad of ['../operations.json', '/etc/passwd', 'a/b.csv', 'x.txt', '..csv']) expect(() => store.filePath(bad)).toThrow();
  });
});

describe('slow requests', { timeout: 20_000 }, () => {
  it('a client that never finishes its headers is cut off', async () => {
    const dataDir = makeTempDir('ops-slow');
    cleanups.push(() => removeDir(dataDir));
    const s = await service(dataDir, { requestTimeoutMs: 300 });
    const { port } = new URL(s.dataUrl);
    const socket = connect(Number(port), '127.0.0.1');
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.on('error', () => undefined);
    socket.write('GET /v1/chains HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    await closed;
    expect(socket.destroyed).toBe(true);
  });
});
