import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { requestFirstDate, runningExport } from '../test/realApi/exportOperationStub';

/**
 * The export operation of the Data API played for the parts benchmark, in its own process: an
 * EVM export of ROWS rows that the server cuts every PART_ROWS rows (COMPLETED_WITH_WARNING,
 * WarnTruncatedExport, nextDate = the second of the first row left out). Three rows share each
 * second, so every part starts with rows the previous one already had, as the real seams do.
 * Files are generated as they are sent (fixed-width rows, so Content-Length is known), so the
 * stub holds no file in memory. Prints its URL on stdout.
 */

const ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 1_000_000);
const PART_ROWS = Number(process.env.BENCH_EXPORT_PART_ROWS ?? 260_000);
const T0 = Date.UTC(2025, 0, 1) / 1000;
const HEADER = 'chainId,blockNumber,timestamp (UTC),txHash,status,from,to,method,callType,value,fee,token\r\n';
const FROM = `0x${'ab'.repeat(20)}`;
const iso = (sec: number) => new Date(sec * 1000).toISOString().replace('.000Z', 'Z');
const secondOf = (row: number) => T0 + Math.floor(row / 3);
const row = (i: number) =>
  `43114,${String(1_000_000 + i)},${iso(secondOf(i))},0x${i.toString(16).padStart(64, '0')},success,${FROM},0x${(i % 997).toString(16).padStart(40, '0')},Native Transfer,NATIVE_TRANSFER,1.5,0.000525,AVAX\r\n`;
const ROW_BYTES = Buffer.byteLength(row(0));

/** The part asked for from `firstDate`: its first row, its end, and where the next one starts. */
function part(firstDate: string | undefined) {
  const first = firstDate ? (Date.parse(firstDate) / 1000 - T0) * 3 : 0;
  const end = Math.min(first + PART_ROWS, ROWS);
  return { first, end, nextDate: end < ROWS ? iso(secondOf(end)) : undefined };
}

const server = http.createServer((req, res) => {
  const json = (body: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const url = new URL(req.url!, 'http://stub');
  if (req.method === 'POST') {
    // Operation ids are [A-Za-z0-9_-]: the part is named by its first second.
    void requestFirstDate(req).then((firstDate) => json(runningExport(`op-${firstDate ? Date.parse(firstDate) / 1000 : 'first'}`, T0)));
    return;
  }
  const op = /^\/v1\/operations\/op-(.+)$/.exec(url.pathname)?.[1];
  if (op) {
    const p = part(op === 'first' ? undefined : iso(Number(op)));
    return json({
      operationId: `op-${op}`,
      operationType: 'TRANSACTION_EXPORT_EVM',
      message: '',
      createdAtTimestamp: T0,
      updatedAtTimestamp: T0,
      operationStatus: p.nextDate ? 'COMPLETED_WITH_WARNING' : 'COMPLETED',
      metadata: {
        downloadUrl: `http://${req.headers.host}/files/${op}.csv`,
        ...(p.nextDate && { code: 'WarnTruncatedExport', nextDate: p.nextDate }),
      },
    });
  }
  const file = /^\/files\/(.+)\.csv$/.exec(url.pathname)?.[1];
  if (!file) return void res.writeHead(404).end();
  const p = part(file === 'first' ? undefined : iso(Number(file)));
  res.writeHead(200, { 'content-type': 'text/csv', 'content-length': HEADER.length + (p.end - p.first) * ROW_BYTES });
  res.write(HEADER);
  let i = p.first;
  const pump = () => {
    while (i < p.end) {
      let chunk = '';
      for (const stop = Math.min(i + 2000, p.end); i < stop; i++) chunk += row(i);
      if (!res.write(chunk)) return void res.once('drain', pump);
    }
    res.end();
  };
  pump();
});
server.listen(0, '127.0.0.1', () => console.log(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
