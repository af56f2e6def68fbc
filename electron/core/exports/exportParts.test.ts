import { readFileSync, readdirSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { ExportEntry } from '../../../shared/bridge/exportChannels';
import { parseCsvLine } from '../../../shared/csv/parseCsvLine';
import { startService, type RunningService } from '../../../service/index';
import { ManualClock } from '../../../service/sim/clock';
import { startFaultProxy } from '../../../test/support/faults/faultProxy';
import { requestFirstDate, runningExport } from '../../../test/realApi/exportOperationStub';
import { cleanupsAfterEach, makeTempDir, openManager, removeDir, waitFor } from '../../../test/support/rigs/exportRig';

/**
 * A large export the server cuts (WarnTruncatedExport): the manager follows nextDate part by
 * part and joins the parts into one file. The service cuts at RIDGELINE_EXPORT_MAX_ROWS; a
 * second service at the same start time and without the cut gives the single export to compare with.
 */

const C_CHAIN = '43114';
const cleanups = cleanupsAfterEach();
const finished = (e: ExportEntry) => ['completed', 'warning', 'failed', 'cancelled', 'interrupted'].includes(e.status);
const isDownload = (line: string) => line.startsWith('GET /downloads/');
const isPost = (line: string) => line.startsWith('POST /v1/operations/transactions:export');

async function service(start: number, maxRows?: number): Promise<RunningService> {
  const dataDir = makeTempDir('parts-svc');
  if (maxRows) process.env.RIDGELINE_EXPORT_MAX_ROWS = String(maxRows);
  try {
    const s = await startService({ blockIntervalMs: 0, rateLimit: false, dataDir, clock: new ManualClock(start) });
    cleanups.push(
      () => removeDir(dataDir),
      () => s.close(),
    );
    return s;
  } finally {
    delete process.env.RIDGELINE_EXPORT_MAX_ROWS;
  }
}

/** An export file's rows, without its header. */
const csvRows = (csv: Buffer): string[] => csv.toString().split('\r\n').filter(Boolean).slice(1);

/** A busy address and its whole export, in one untruncated file, from a service started at `start`. */
async function wholeExport(start: number): Promise<{ address: string; bytes: Buffer; rows: number }> {
  const s = await service(start);
  const txs = (
    (await (await fetch(`${s.dataUrl}/v1/chains/${C_CHAIN}/transactions?pageSize=5`)).json()) as {
      transactions: { from: { address: string } }[];
    }
  ).transactions;
  const address = txs[0].from.address;
  const post = await fetch(`${s.dataUrl}/v1/operations/transactions:export`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'TRANSACTION_EXPORT_EVM', options: { addresses: [address], includeChains: [C_CHAIN] } }),
  });
  const { operationId } = (await post.json()) as { operationId: string };
  for (;;) {
    const op = (await (await fetch(`${s.dataUrl}/v1/operations/${operationId}`)).json()) as {
      operationStatus: string;
      metadata: { downloadUrl?: string };
    };
    if (op.operationStatus === 'COMPLETED') {
      const bytes = Buffer.from(await (await fetch(op.metadata.downloadUrl!)).arrayBuffer());
      return { address, bytes, rows: csvRows(bytes).length };
    }
    expect(op.operationStatus).toBe('RUNNING');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * Rows per part that cut the whole export into exactly 3 parts. The server starts a part at the previous one's nextDate,
 * so a cut between two rows of the same second sends that second's rows again in the next part (the join drops them) and,
 * with parts of a third, pushes the last rows into a fourth part. The history ends at the test's own start (Date.now()),
 * so a size is chosen whose two cuts fall between seconds, whatever the data.
 */
function threePartSize(csv: Buffer): number {
  const seconds = csvRows(csv).map((line) => parseCsvLine(line)[2]);
  for (let size = Math.ceil(seconds.length / 3); 2 * size < seconds.length; size++) {
    if (seconds[size - 1] !== seconds[size] && seconds[2 * size - 1] !== seconds[2 * size]) return size;
  }
  throw new Error(`no part size cuts these ${seconds.length} rows into 3 parts between seconds`);
}

describe('exports the server cuts', { timeout: 60_000 }, () => {
  it('3 parts with a restart in the middle of the second download: one file equal to the single export, resumed at its part and byte', async () => {
    const start = Date.now();
    const whole = await wholeExport(start);
    expect(whole.rows).toBeGreaterThan(9);
    const partSize = threePartSize(whole.bytes);
    const cut = await service(start, partSize);
    const dir = makeTempDir('parts');
    cleanups.push(() => removeDir(dir));

    // First run: the second part's download is cut after 1,000 bytes (headers included), and the app
    // closes as the first of its bytes arrive.
    const CUT = 1000;
    let arrived = 0;
    let downloads = 0;
    const proxy = await startFaultProxy(cut.dataUrl, {
      perRequest: true,
      cutAfterBytes: (_n, head) => (isDownload(head) && downloads++ === 1 ? CUT : undefined),
    });
    cleanups.push(() => proxy.close());
    let closing: Promise<void> | undefined;
    const first = await openManager({
      dir,
      dataUrl: proxy.url,
      metricsUrl: cut.metricsUrl,
      onEvent: (e) => {
        if (!closing && e.parts?.[1]?.status === 'downloading' && (e.progress?.bytes ?? 0) > 0) {
          arrived = e.progress!.bytes;
          closing = first.manager.close();
        }
      },
    });
    const entry = await first.manager.create({ addresses: [whole.address], includeChains: [C_CHAIN] });
    await waitFor(first.manager, entry.id, () => closing !== undefined);
    await closing;
    const stopped = first.manager.list()[0];
    expect(stopped.parts).toHaveLength(2);
    expect(stopped.parts![0]).toMatchObject({ status: 'joined', rows: partSize });
    expect(stopped.parts![1]).toMatchObject({
      status: 'downloading',
      operationId: expect.any(String),
      firstDate: stopped.parts![0].nextDate,
    });
    expect(arrived).toBeLessThan(CUT);
    expect(readFileSync(`${entry.file}.p2.part`).length).toBe(arrived);

    // The app starts again: the second part goes on from the byte where it stopped, with no new request for it.
    const seen: string[] = [];
    const watcher = await startFaultProxy(cut.dataUrl, { perRequest: true, cutAfterBytes: (_n, head) => void seen.push(head) });
    cleanups.push(() => watcher.close());
    const second = await openManager({ dir, dataUrl: watcher.url, metricsUrl: cut.metricsUrl });
    cleanups.push(() => second.manager.close());
    second.manager.resume();
    const done = await waitFor(second.manager, entry.id, finished);

    expect(done).toMatchObject({ status: 'completed', rows: whole.rows, message: expect.stringContaining('3 parts') });
    expect(done.parts!.map((p) => p.status)).toEqual(['joined', 'joined', 'joined']);
    expect(done.parts!.reduce((n, p) => n + p.rows!, 0)).toBe(whole.rows);
    expect(readFileSync(done.file).equals(whole.bytes)).toBe(true);
    expect(done.size).toBe(whole.bytes.length);
    const downloadsAfter = seen.filter(isDownload);
    expect(downloadsAfter[0].toLowerCase()).toContain(`range: bytes=${arrived}-`);
    expect(downloadsAfter).toHaveLength(2);
    expect(seen.filter(isPost)).toHaveLength(1); // only the third part's
    // Only the export's own file is left in the folder.
    expect(readdirSync(dir).filter((f) => f.startsWith(done.file.split('/').pop()!))).toEqual([done.file.split('/').pop()]);
  });

  it('plays the real API: a day-long nextDate joins without the rows of that day twice; a nextDate that does not move on fails clearly', async () => {
    // Answers shaped like the real Data API's operation (COMPLETED_WITH_WARNING, metadata.code
    // WarnTruncatedExport, metadata.nextDate as a day): the second part repeats the whole day it starts on.
    const header = 'chainId,blockNumber,timestamp (UTC),txHash\r\n';
    const row = (n: number, day: string) => `43114,${n},${day}T0${n % 10}:00:00Z,0x${String(n).padStart(64, '0')}\r\n`;
    const parts: Record<string, { body: string; nextDate?: string }> = {
      '': { body: header + row(1, '2026-01-01') + row(2, '2026-01-02') + row(3, '2026-01-02'), nextDate: '2026-01-02' },
      '2026-01-02': { body: header + row(2, '2026-01-02') + row(3, '2026-01-02') + row(4, '2026-01-02') + row(5, '2026-01-03') },
      '2026-02-01': { body: header + row(9, '2026-02-01'), nextDate: '2026-02-01' },
    };
    const stub = await startStub(parts);
    cleanups.push(() => stub.close());
    const dir = makeTempDir('parts-stub');
    cleanups.push(() => removeDir(dir));
    const { manager } = await openManager({ dir, dataUrl: stub.url, metricsUrl: stub.url });
    cleanups.push(() => manager.close());

    const joined = await waitFor(manager, (await manager.create({ addresses: [ADDRESS], includeChains: [C_CHAIN] })).id, finished);
    expect(joined).toMatchObject({ status: 'completed', rows: 5 });
    expect(readFileSync(joined.file, 'utf8')).toBe(
      header + [1, 2, 3, 4].map((n) => row(n, n === 1 ? '2026-01-01' : '2026-01-02')).join('') + row(5, '2026-01-03'),
    );

    const stuck = await waitFor(
      manager,
      (await manager.create({ addresses: [ADDRESS], includeChains: [C_CHAIN], firstDate: '2026-02-01' })).id,
      finished,
    );
    expect(stuck).toMatchObject({ status: 'failed', code: 'parts-mismatch', message: expect.stringContaining('does not move past') });
  });
});

const ADDRESS = '0x34bb8eaeeb9ad64573191796caa793db4be3a959';

/** A stub of the export operation: one finished operation per firstDate, its file served whole. */
async function startStub(parts: Record<string, { body: string; nextDate?: string }>) {
  const server = http.createServer((req, res) => {
    const json = (body: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const url = new URL(req.url!, 'http://stub');
    if (req.method === 'POST') {
      void requestFirstDate(req).then((firstDate) => json(runningExport(`op-${firstDate || 'first'}`, 1)));
      return;
    }
    const op = /^\/v1\/operations\/op-(.*)$/.exec(url.pathname)?.[1];
    if (op !== undefined) {
      const key = op === 'first' ? '' : op;
      const part = parts[key];
      return json({
        operationId: `op-${op}`,
        operationType: 'TRANSACTION_EXPORT_EVM',
        message: 'done',
        createdAtTimestamp: 1,
        updatedAtTimestamp: 2,
        operationStatus: part.nextDate ? 'COMPLETED_WITH_WARNING' : 'COMPLETED',
        metadata: {
          downloadUrl: `http://${req.headers.host}/files/${op}.csv`,
          ...(part.nextDate && { code: 'WarnTruncatedExport', nextDate: part.nextDate }),
        },
      });
    }
    const file = /^\/files\/(.*)\.csv$/.exec(url.pathname)?.[1];
    if (file !== undefined) {
      const body = Buffer.from(parts[file === 'first' ? '' : file].body);
      return res.writeHead(200, { 'content-type': 'text/csv', 'content-length': body.length }).end(body);
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
