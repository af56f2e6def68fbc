import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ExportEntry } from '../../../shared/bridge/exportChannels';
import { runningExport } from '../../../test/realApi/exportOperationStub';
import { cleanupsAfterEach, makeTempDir, openManager, removeDir, waitFor } from '../../../test/support/rigs/exportRig';

/**
 * A data origin echoing the key in an operation's message (issue 37): the export's events and
 * exports.json never hold it. The operation answers are the real API's shape (runningExport, the
 * operation of docs/api-contract.md) with the key put in `message`.
 */
const KEY = 'ak_live_echoed_SECRET_"9\\1';
const cleanups = cleanupsAfterEach();

describe('an operation message echoing the key', () => {
  it('reaches neither the export events nor exports.json', async () => {
    let polls = 0;
    const server = http.createServer((req, res) => {
      const key = String(req.headers['x-service-api-key']);
      const op = (status: string) => ({
        ...runningExport('op-1', 1_700_000_000),
        operationStatus: status,
        message: `running for key ${key}`,
      });
      res.setHeader('content-type', 'application/json');
      if (req.method === 'POST') return res.end(JSON.stringify(op('RUNNING')));
      polls += 1;
      res.end(JSON.stringify(polls < 2 ? op('RUNNING') : { ...op('FAILED'), message: `key ${key} may not export` }));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    cleanups.push(() => new Promise((r) => server.close(r)));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const dir = makeTempDir('key-echo');
    cleanups.push(() => removeDir(dir));
    const { manager, events } = await openManager({ dir, dataUrl: url, metricsUrl: url, key: KEY });
    cleanups.push(() => manager.close());

    const entry = await manager.create({ addresses: ['0x71C7656EC7ab88b098defB751B7401B5f6d8976F'], includeChains: ['43114'] });
    const done = await waitFor(manager, entry.id, (e: ExportEntry) => e.status === 'failed');
    expect(polls).toBeGreaterThanOrEqual(2);
    expect(done.message).toContain('[redacted]');
    const everything = JSON.stringify(events) + readFileSync(join(dir, 'app', 'exports.json'), 'utf8');
    expect(everything).toContain('[redacted]');
    for (const form of [KEY, JSON.stringify(KEY).slice(1, -1)]) expect(everything).not.toContain(form);
  });
});
