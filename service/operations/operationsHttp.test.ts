import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeTempDir, makeUnwritable, removeDir } from '../../test/support/rigs/tempDir';
import { Operation } from '../../shared/api/operations';
import { startService, type RunningService } from '../index';
import { ManualClock } from '../sim/clock';
import { OperationStore } from './operationStore';

const C_CHAIN = '43114';
const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function service(dataDir = makeTempDir('ops'), clock?: ManualClock): Promise<RunningService & { dataDir: string }> {
  const s = await startService({ blockIntervalMs: 0, rateLimit: false, dataDir, clock });
  cleanups.push(
    () => removeDir(dataDir),
    () => s.close(),
  );
  return Object.assign(s, { dataDir });
}

const api = async (s: RunningService, path: string, init?: RequestInit) => {
  const res = await fetch(`${s.dataUrl}${path}`, init);
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
};
const post = (s: RunningService, body: unknown) =>
  api(s, '/v1/operations/transactions:export', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** An address with transactions on the C-Chain, found through the API as a user would. */
async function busyAddress(s: RunningService): Promise<string> {
  const { body } = await api(s, `/v1/chains/${C_CHAIN}/transactions?pageSize=20`);
  const txs = body.transactions as { from: { address: string } }[];
  return txs[0].from.address;
}

async function finished(s: RunningService, operationId: string) {
  for (let i = 0; i < 200; i++) {
    const { status, body } = await api(s, `/v1/operations/${operationId}`);
    expect(status).toBe(200);
    const op = Operation.parse(body);
    if (op.operationStatus !== 'RUNNING') return op;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('the export did not finish');
}

const csvRows = (text: string) => text.split('\r\n').filter(Boolean).slice(1);

describe('export operations over HTTP', { timeout: 30_000 }, () => {
  it('refuses impossible dates with a 400 naming the field, instead of exporting everything', async () => {
    const s = await service();
    const address = await busyAddress(s);
    for (const [field, value] of [
      ['firstDate', '2026-13-45'],
      ['lastDate', '0000-00-00'],
      ['startDate', '2026-02-30'],
    ]) {
      const r = await post(s, {
        type: 'TRANSACTION_EXPORT_EVM',
        [field]: value,
        options: { addresses: [address], includeChains: [C_CHAIN] },
      });
      expect(r.status).toBe(400);
      expect(JSON.stringify(r.body.message)).toContain(field);
    }
  });

  it('POST answers RUNNING; the job completes with a CSV of exactly the matching transactions', async () => {
    const s = await service();
    const address = await busyAddress(s);
    const created = await post(s, { type: 'TRANSACTION_EXPORT_EVM', options: { addresses: [address], includeChains: [C_CHAIN] } });
    expect(created.status).toBe(200);
    expect(Operation.parse(created.body)).toMatchObject({ operationType: 'TRANSACTION_EXPORT_EVM', operationStatus: 'RUNNING' });

    const op = await finished(s, created.body.operationId as string);
    expect(op).toMatchObject({
      operationStatus: 'COMPLETED',
      metadata: { downloadUrl: expect.stringMatching(`^${s.dataUrl}/downloads/exports/`) },
    });

    const res = await fetch(op.metadata!.downloadUrl!);
    const text = await res.text();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(Number(res.headers.get('content-length'))).toBe(Buffer.byteLength(text));
    expect(res.headers.get('accept-ranges')).toBe('bytes');

    const expected = s.world.evm.transactionsOf(address, 0, Number.MAX_SAFE_INTEGER, [C_CHAIN]);
    const rows = csvRows(text);
    expect(expected.length).toBeGreaterThan(0);
    expect(rows).toHaveLength(expected.length);
    const hashes = rows.map((r) => r.split(',')[3]);
    expect(hashes).toEqual(expected.map(({ chain, seq }) => chain.transaction(seq).txHash));
    for (const r of rows) expect(r.toLowerCase()).toContain(address.toLowerCase());
  });

  it('serves byte ranges: 206 with Content-Range, 416 past the end, the whole file for a stale If-Range, HEAD without body', async () => {
    const s = await service();
    const created = await post(s, {
      type: 'TRANSACTION_EXPORT_EVM',
      options: { addresses: [await busyAddress(s)], includeChains: [C_CHAIN] },
    });
    const url = (await finished(s, created.body.operationId as string)).metadata!.downloadUrl!;
    const full = Buffer.from(await (await fetch(url)).arrayBuffer());
    const etag = (await fetch(url, { method: 'HEAD' })).headers.get('etag')!;
    const size = full.length;

    const part = await fetch(url, { headers: { range: 'bytes=10-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 10-99/${size}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(full.subarray(10, 100));

    const tail = await fetch(url, { headers: { range: 'bytes=-25' } });
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(full.subarray(size - 25));

    const resumed = await fetch(url, { headers: { range: `bytes=${size - 7}-`, 'if-range': etag } });
    expect(resumed.status).toBe(206);
    expect(Buffer.from(await resumed.arrayBuffer())).toEqual(full.subarray(size - 7));

    const past = await fetch(url, { headers: { range: `bytes=${size}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${size}`);

    const stale = await fetch(url, { headers: { range: 'bytes=0-9', 'if-range': '"another-file"' } });
    expect(stale.status).toBe(200);
    expect(Number(stale.headers.get('content-length'))).toBe(size);
    await stale.arrayBuffer();

    const head = await fetch(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBe(size);
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it('rejects bad requests naming the field, and 404s unknown operations and files', async () => {
    const s = await service();
    const address = await busyAddress(s);
    const unknownChain = await post(s, {
      type: 'TRANSACTION_EXPORT_EVM',
      options: { addresses: [address], includeChains: [C_CHAIN, '999999'] },
    });
    expect(unknownChain).toMatchObject({ status: 400, body: { statusCode: 400, message: expect.stringContaining('includeChains.1') } });
    const badDates = await post(s, {
      type: 'TRANSACTION_EXPORT_EVM',
      firstDate: '2026-02-01',
      lastDate: '2026-01-01',
      options: { addresses: [address], includeChains: [C_CHAIN] },
    });
    expect(badDates).toMatchObject({ status: 400, body: { message: expect.stringContaining('firstDate') } });
    const badAddress = await post(s, { type: 'TRANSACTION_EXPORT_EVM', options: { addresses: ['0x12'], includeChains: [C_CHAIN] } });
    expect(badAddress).toMatchObject({ status: 400, body: { message: expect.stringContaining('addresses.0') } });
    expect(await api(s, '/v1/operations/no-such-operation')).toMatchObject({ status: 404, body: { statusCode: 404, error: 'Not Found' } });
    expect((await fetch(`${s.dataUrl}/downloads/exports/no-such-operation.csv`)).status).toBe(404);
  });

  it('applies the date range, also given with the deprecated startDate/endDate', async () => {
    const s = await service();
    const address = await busyAddress(s);
    const all = s.world.evm.transactionsOf(address, 0, Number.MAX_SAFE_INTEGER, [C_CHAIN]);
    const day = new Date(all[0].chain.transaction(all[0].seq).blockTimestamp * 1000).toISOString().slice(0, 10);
    const from = Date.parse(`${day}T00:00:00Z`) / 1000;
    const expected = s.world.evm.transactionsOf(address, from, from + 86_400, [C_CHAIN]);
    for (const dates of [
      { firstDate: day, lastDate: day },
      { startDate: day, endDate: day },
    ]) {
      const created = await post(s, {
        type: 'TRANSACTION_EXPORT_EVM',
        ...dates,
        options: { addresses: [address], includeChains: [C_CHAIN] },
      });
      const op = await finished(s, created.body.operationId as string);
      const rows = csvRows(await (await fetch(op.metadata!.downloadUrl!)).text());
      expect(rows).toHaveLength(expected.length);
      for (const r of rows) expect(r.split(',')[2].slice(0, 10)).toBe(day);
    }
  });

  it('cuts an export with too many rows: COMPLETED_WITH_WARNING, WarnTruncatedExport and where to continue', async () => {
    process.env.RIDGELINE_EXPORT_MAX_ROWS = '3';
    cleanups.push(() => delete process.env.RIDGELINE_EXPORT_MAX_ROWS);
    const s = await service();
    const address = await busyAddress(s);
    const created = await post(s, { type: 'TRANSACTION_EXPORT_EVM', options: { addresses: [address], includeChains: [C_CHAIN] } });
    const op = await finished(s, created.body.operationId as string);
    expect(op).toMatchObject({
      operationStatus: 'COMPLETED_WITH_WARNING',
      metadata: { code: 'WarnTruncatedExport', nextDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/) },
    });
    expect(csvRows(await (await fetch(op.metadata!.downloadUrl!)).text())).toHaveLength(3);
    // nextDate is the time of the first transaction left out, to the second.
    const all = s.world.evm.transactionsOf(address, 0, Number.MAX_SAFE_INTEGER, [C_CHAIN]);
    const fourth = all[3].chain.transaction(all[3].seq).blockTimestamp;
    expect(op.metadata!.nextDate).toBe(new Date(fourth * 1000).toISOString().replace('.000Z', 'Z'));
  });

  it('parts asked for from each nextDate, joined without the rows they share, equal one untruncated export', async () => {
    // The simulated history is laid out back from the service's start time: both services start at the same one.
    const start = Date.now();
    const s = await service(undefined, new ManualClock(start));
    const address = await busyAddress(s);
    const options = { addresses: [address], includeChains: [C_CHAIN] };
    const whole = csvRows(
      await (
        await fetch(
          (await finished(s, (await post(s, { type: 'TRANSACTION_EXPORT_EVM', options })).body.operationId as string)).metadata!
            .downloadUrl!,
        )
      ).text(),
    );
    expect(whole.length).toBeGreaterThan(7);

    process.env.RIDGELINE_EXPORT_MAX_ROWS = String(Math.ceil(whole.length / 3));
    cleanups.push(() => delete process.env.RIDGELINE_EXPORT_MAX_ROWS);
    const cut = await service(undefined, new ManualClock(start));
    const joined: string[] = [];
    let firstDate: string | undefined;
    let parts = 0;
    for (;;) {
      const op = await finished(
        cut,
        (await post(cut, { type: 'TRANSACTION_EXPORT_EVM', ...(firstDate && { firstDate }), options })).body.operationId as string,
      );
      const rows = csvRows(await (await fetch(op.metadata!.downloadUrl!)).text());
      parts += 1;
      // A part starts at the second of the row the previous one left out: rows of that second it already had come again.
      const overlap = firstDate ? joined.filter((r) => r.split(',')[2] >= firstDate!).length : 0;
      expect(rows.slice(0, overlap)).toEqual(joined.slice(joined.length - overlap));
      joined.push(...rows.slice(overlap));
      if (op.operationStatus === 'COMPLETED') break;
      expect(op.metadata!.code).toBe('WarnTruncatedExport');
      firstDate = op.metadata!.nextDate;
    }
    // Three parts of a third each, or more where a cut falls inside a second several rows share (the next part
    // repeats that second's rows, so it holds fewer new ones): how many depends on the history's density.
    expect(parts).toBeGreaterThanOrEqual(3);
    expect(parts).toBeLessThan(whole.length);
    expect(joined).toEqual(whole);
  });

  it('FAILED with ErrInternal when the file cannot be written', async () => {
    const s = await service();
    const undo = makeUnwritable(join(s.dataDir, 'operations', 'files'));
    cleanups.push(undo);
    const created = await post(s, {
      type: 'TRANSACTION_EXPORT_EVM',
      options: { addresses: [await busyAddress(s)], includeChains: [C_CHAIN] },
    });
    const op = await finished(s, created.body.operationId as string);
    expect(op).toMatchObject({
      operationStatus: 'FAILED',
      metadata: { code: 'ErrInternal' },
      message: expect.stringContaining('could not be written'),
    });
    expect(op.metadata?.downloadUrl).toBeUndefined();
  });

  it('operations and their files survive a restart; one left RUNNING by a crash runs again', async () => {
    const dataDir = makeTempDir('ops-restart');
    const first = await startService({ blockIntervalMs: 0, rateLimit: false, dataDir });
    let address: string;
    let done: ReturnType<typeof Operation.parse>;
    let bytes: Buffer;
    try {
      address = await busyAddress(first);
      const created = await post(first, { type: 'TRANSACTION_EXPORT_EVM', options: { addresses: [address], includeChains: [C_CHAIN] } });
      done = await finished(first, created.body.operationId as string);
      bytes = Buffer.from(await (await fetch(done.metadata!.downloadUrl!)).arrayBuffer());
    } finally {
      await first.close();
    }
    // A crash between the POST and the end of its job: the record says RUNNING, there is no file.
    const store = new OperationStore(dataDir);
    const crashed = {
      ...store.get(done.operationId!)!,
      operationId: 'crashed-while-running',
      operationStatus: 'RUNNING' as const,
      file: undefined,
    };
    store.put(crashed);
    await store.flushed();

    const second = await service(dataDir);
    const again = Operation.parse((await api(second, `/v1/operations/${done.operationId}`)).body);
    expect(again).toMatchObject({ operationStatus: 'COMPLETED', createdAtTimestamp: done.createdAtTimestamp });
    expect(again.metadata!.downloadUrl!.startsWith(second.dataUrl)).toBe(true);
    const after = Buffer.from(await (await fetch(again.metadata!.downloadUrl!)).arrayBuffer());
    expect(sha(after)).toBe(sha(bytes));

    // The job runs again on this start's chain (the simulated history ends at the start time), up to the time of the POST.
    const resumed = await finished(second, 'crashed-while-running');
    expect(resumed.operationStatus).toBe('COMPLETED');
    const rows = csvRows(await (await fetch(resumed.metadata!.downloadUrl!)).text());
    expect(rows).toHaveLength(second.world.evm.transactionsOf(address, 0, crashed.createdAtTimestamp + 1, [C_CHAIN]).length);
    for (const r of rows) expect(r.toLowerCase()).toContain(address.toLowerCase());
    expect(JSON.parse(readFileSync(join(dataDir, 'operations', 'operations.json'), 'utf8')).operations).toHaveLength(2);
  });
});

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
