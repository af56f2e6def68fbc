import { closeSync, createReadStream, createWriteStream, fstatSync, ftruncateSync, type WriteStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { parseCsvLine } from '../../../shared/csv/parseCsvLine';
import { ExportError } from './exportError';
import { checkPartFile, openPartFd } from './safeFile';

/**
 * Joining the parts of an export the server cut (WarnTruncatedExport): each part after the
 * first is appended to the export's file without its header and without the rows it shares
 * with the file's end. The server starts a part at the previous one's nextDate, so the rows
 * of the file at or after that time come again at the start of the part.
 */

/** Lines of a CSV file, each with its line break, streamed (a part can hold hundreds of MB). */
export async function* csvLines(path: string, start = 0): AsyncGenerator<string> {
  let rest = '';
  for await (const chunk of createReadStream(path, { encoding: 'utf8', start, highWaterMark: 1 << 20 })) {
    const text = rest + (chunk as string);
    let from = 0;
    for (let nl = text.indexOf('\n'); nl !== -1; nl = text.indexOf('\n', from)) {
      yield text.slice(from, nl + 1);
      from = nl + 1;
    }
    rest = text.slice(from);
  }
  if (rest) yield rest;
}

async function firstLine(path: string): Promise<string> {
  for await (const line of csvLines(path)) return line;
  return '';
}

/** Lines of a file from byte `start`, counted in its buffers (no strings: a part can hold millions of rows). */
async function countLines(path: string, start = 0): Promise<number> {
  let lines = 0;
  let last = 10;
  for await (const chunk of createReadStream(path, { start, highWaterMark: 1 << 20 }) as AsyncIterable<Buffer>) {
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines += 1;
    if (chunk.length) last = chunk[chunk.length - 1];
  }
  // A last line without its line break is a line too.
  return last === 10 ? lines : lines + 1;
}

/** Data rows of a CSV file (every line after the header). */
export async function countCsvRows(path: string): Promise<number> {
  return Math.max(0, (await countLines(path)) - 1);
}

/** The column of the row's time: the first header that names a timestamp or a date. */
function timeColumn(header: string): number {
  return parseCsvLine(header).findIndex((h) => /timestamp|date|time/i.test(h));
}

/** Epoch ms of a date (a bare day is its UTC midnight) or NaN. */
const timeOf = (text: string) => Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : text);

/**
 * The file's last rows whose time is at or after `fromMs`, in file order: read backwards from
 * the end in blocks, so only the overlap is held in memory, never the file.
 */
async function tailFrom(path: string, column: number, fromMs: number): Promise<string[]> {
  const handle = await open(path, 'r');
  try {
    const size = (await handle.stat()).size;
    const block = 1 << 16;
    let end = size;
    let carry = Buffer.alloc(0);
    const lines: string[] = [];
    while (end > 0) {
      const start = Math.max(0, end - block);
      const buf = Buffer.alloc(end - start);
      await handle.read(buf, 0, buf.length, start);
      let data = Buffer.concat([buf, carry]);
      // Whole lines only: the part before the first line break may belong to a line further back.
      let cut = start === 0 ? 0 : data.indexOf(10) + 1;
      if (start > 0 && cut === 0) {
        carry = data;
        end = start;
        continue;
      }
      carry = data.subarray(0, cut);
      data = data.subarray(cut);
      const text = data.toString('utf8');
      const found = text.split(/(?<=\n)/).filter((l) => l.trim());
      for (let i = found.length - 1; i >= 0; i--) {
        // The header (first line of the file) and any row before the part's start end the overlap.
        if (start === 0 && i === 0) return lines;
        const time = timeOf(parseCsvLine(found[i])[column] ?? '');
        if (!(time >= fromMs)) return lines;
        lines.unshift(found[i]);
      }
      end = start;
    }
    return lines;
  } finally {
    await handle.close();
  }
}

export interface AppendPartInput {
  /** The export's file: the parts joined so far. */
  file: string;
  /** This part's downloaded file, header first. */
  partFile: string;
  /** Where this part starts (the previous part's nextDate). */
  firstDate: string;
  /** The file's size before this part: it is cut back to it first, so an append interrupted by a restart is redone. */
  joinOffset: number;
  signal?: AbortSignal;
}

/**
 * Appends a part's rows to the file, skipping its header and the rows the file already ends with; resolves with the rows added.
 * Both files are the ones Ridgeline made (no link, no other name, this user's), and the file is measured, cut and
 * written through one descriptor opened without following links, as a part file is.
 */
export async function appendPart(input: AppendPartInput): Promise<number> {
  await checkPartFile(input.partFile);
  const fd = openPartFd(input.file, true);
  try {
    if (fstatSync(fd).size !== input.joinOffset) ftruncateSync(fd, input.joinOffset);
  } catch (err) {
    closeSync(fd);
    throw err;
  }
  const out = createWriteStream('', { fd, highWaterMark: 1 << 20 });
  try {
    return await appendRows(input, out);
  } catch (err) {
    out.destroy();
    throw err;
  }
}

async function appendRows(input: AppendPartInput, out: WriteStream): Promise<number> {
  const header = await firstLine(input.file);
  const partHeader = await firstLine(input.partFile);
  if (partHeader.trim() !== header.trim()) {
    throw new ExportError(
      'parts-mismatch',
      `A later part of the export has other columns than the first (${partHeader.trim().slice(0, 120)})`,
    );
  }
  const column = timeColumn(header);
  const fromMs = timeOf(input.firstDate);
  const overlap = column === -1 || Number.isNaN(fromMs) ? [] : await tailFrom(input.file, column, fromMs);

  // Where the part's own rows begin: after its header and the rows it repeats from the file's end.
  let offset = 0;
  let skipping = 0;
  let first = true;
  for await (const line of csvLines(input.partFile)) {
    if (first) {
      first = false;
    } else if (skipping < overlap.length && line === overlap[skipping]) {
      skipping += 1;
    } else {
      break;
    }
    offset += Buffer.byteLength(line);
  }
  // The rest goes to the file as bytes, piped with backpressure.
  await pipeline(createReadStream(input.partFile, { start: offset, highWaterMark: 1 << 20 }), out, { signal: input.signal });
  return (await stat(input.partFile)).size > offset ? countLines(input.partFile, offset) : 0;
}
