import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { once } from 'node:events';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { csvRow } from '../../shared/csv/csvRow';
import { formatAmount } from '../../shared/format/amount';
import { formatIsoUtc } from '../../shared/format/time';
import type { ExportChain, ExportSource, ExportTransaction } from './exportSource';

export const EXPORT_COLUMNS = [
  'chainId',
  'blockNumber',
  'timestamp (UTC)',
  'txHash',
  'status',
  'from',
  'to',
  'method',
  'callType',
  'value',
  'fee',
  'token',
] as const;

/** The EVM export's rows: an address set's transactions on some chains, merged oldest first. */
export interface EvmExportInput {
  source: ExportSource;
  chains: ExportChain[];
  addresses: readonly string[];
  fromSec: number;
  toSec: number;
}

/** One CSV line of an export and the time it sorts by (epoch seconds). */
export interface ExportRow {
  timestamp: number;
  line: string;
}

export interface ExportJobInput {
  header: readonly string[];
  /** Oldest first. */
  rows: Iterable<ExportRow>;
  path: string;
  /** More matching rows than this and the export stops, telling where the next one should start. */
  maxRows: number;
  /**
   * Benchmark only: repeat the matching rows until the file holds at least this many bytes,
   * so a download of hundreds of MB goes through the same path as any other export.
   */
  fillToBytes?: number;
  signal?: AbortSignal;
}

export interface ExportJobResult {
  rows: number;
  size: number;
  /** Timestamp (s) of the first matching row left out when the export hit maxRows. */
  truncatedAt?: number;
}

function row(chain: ExportChain, tx: ExportTransaction): string {
  const fee = (BigInt(tx.gasUsed) * BigInt(tx.gasPrice)).toString();
  return csvRow([
    tx.chainId,
    tx.blockNumber,
    formatIsoUtc(tx.blockTimestamp),
    tx.txHash,
    tx.txStatus === '1' ? 'success' : 'failed',
    tx.from,
    tx.to,
    tx.methodName,
    tx.callType,
    formatAmount(tx.value, chain.decimals),
    formatAmount(fee, chain.decimals),
    chain.symbol,
  ]);
}

/** The chains' transactions merged oldest first (each chain's list is already in time order). */
export function* evmExportRows(input: EvmExportInput): Generator<ExportRow> {
  const heads = input.chains.map((chain) => {
    const it = input.source.transactions(chain.evmChainId, input.addresses, input.fromSec, input.toSec)[Symbol.iterator]();
    return { chain, it, next: it.next() };
  });
  for (;;) {
    let best: (typeof heads)[number] | undefined;
    for (const h of heads) if (!h.next.done && (!best || h.next.value.blockTimestamp < best.next.value!.blockTimestamp)) best = h;
    if (!best) return;
    const tx = best.next.value as ExportTransaction;
    yield { timestamp: tx.blockTimestamp, line: row(best.chain, tx) };
    best.next = best.it.next();
  }
}

/**
 * Writes the CSV to `<path>.tmp` with backpressure, then renames it, so a file at `path`
 * is always complete. Yields to the event loop as it goes: the service keeps answering
 * while a large export is written.
 */
export async function writeExportCsv(input: ExportJobInput): Promise<ExportJobResult> {
  const tmp = `${input.path}.tmp`;
  const out = createWriteStream(tmp, { highWaterMark: 1 << 20 });
  const failed = new Promise<never>((_, reject) => out.once('error', reject));
  failed.catch(() => {});
  let size = 0;
  const write = async (text: string) => {
    size += Buffer.byteLength(text);
    if (!out.write(text)) await Promise.race([once(out, 'drain'), failed]);
  };
  try {
    await write(csvRow(input.header));
    let rows = 0;
    let truncatedAt: number | undefined;
    const lines: string[] = [];
    for (const { timestamp, line } of input.rows) {
      if (rows === input.maxRows) {
        truncatedAt = timestamp;
        break;
      }
      if (input.fillToBytes) lines.push(line);
      await write(line);
      rows += 1;
      if (rows % 2000 === 0) {
        input.signal?.throwIfAborted();
        await yieldToEventLoop();
      }
    }
    for (let i = 0; input.fillToBytes && lines.length && size < input.fillToBytes; i++) {
      await write(lines[i % lines.length]);
      rows += 1;
      if (rows % 2000 === 0) await yieldToEventLoop();
    }
    out.end();
    await Promise.race([once(out, 'finish'), failed]);
    await rename(tmp, input.path);
    return { rows, size, truncatedAt };
  } catch (err) {
    out.destroy();
    await rm(tmp, { force: true });
    throw err;
  }
}
