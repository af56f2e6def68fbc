import { access, constants, lstat, rename, rm, truncate } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Writable } from 'node:stream';
import { diskError, ExportError, isShutdown } from './exportError';
import { httpGet, parseContentRange } from './httpGet';
import { pipeToFile, SourceInterrupted } from './pipeToFile';
import { ProgressMeter, type TransferProgress } from './progressMeter';
import { checkPartFile, openPartFile } from './safeFile';
import { realTiming, type Timing } from '../timing';

export interface DownloadSpec {
  url: string;
  /** The final file; bytes go to `<file>.part` until the transfer is complete. */
  file: string;
  headers?: Record<string, string>;
  /** ETag of the bytes already in the part file (from an earlier run), sent as If-Range. */
  validator?: string;
}

export interface DownloadOptions {
  signal?: AbortSignal;
  onProgress?: (p: TransferProgress) => void;
  /** Called on every response with the size and validator, so a caller can persist them for a resume after restart. */
  onResponse?: (info: { total: number | null; validator?: string }) => void;
  /** How many interruptions in a row are resumed before giving up (the part file is kept). */
  maxResumes?: number;
  progressIntervalMs?: number;
  timing?: Timing;
  /** The part file's stream; tests inject a failing one to simulate a full disk. */
  openPart?: (path: string, append: boolean) => Writable;
}

export interface DownloadResult {
  file: string;
  bytes: number;
  /** How many times the transfer was resumed with a Range request. */
  resumes: number;
}

export const partPathOf = (file: string) => `${file}.part`;

const RETRYABLE_STATUS = new Set([408, 429, 500, 502, 503, 504]);

/** The part file's size; lstat, so a link planted at the name is not measured through (openPartFile refuses it). */
async function sizeOf(path: string): Promise<number> {
  try {
    return (await lstat(path)).size;
  } catch {
    return 0;
  }
}

/** Thrown inside an attempt: the transfer stopped early and may be resumed. */
class Interrupted extends Error {}

/**
 * Streams a URL to `<file>.part`, resuming with a Range request after an interruption
 * (also one left by an earlier run), and renames to `file` only once the size matches
 * Content-Length. Memory stays bounded: the body is piped to the file with backpressure.
 */
export async function download(spec: DownloadSpec, opts: DownloadOptions = {}): Promise<DownloadResult> {
  const part = partPathOf(spec.file);
  const timing = opts.timing ?? realTiming;
  const now = () => timing.now();
  const maxResumes = opts.maxResumes ?? 5;
  const openPart = opts.openPart ?? openPartFile;
  const meter = new ProgressMeter(now);
  let validator = spec.validator;
  let resumes = 0;
  let failuresInARow = 0;

  const folder = dirname(spec.file);
  try {
    await access(folder, constants.W_OK);
  } catch (err) {
    throw diskError(err, folder) ?? err;
  }
  // A part file left by an earlier run is resumed only when it is one Ridgeline made.
  await checkPartFile(part);

  for (;;) {
    const offset = await sizeOf(part);
    try {
      const total = await attempt(offset);
      await rename(part, spec.file);
      return { file: spec.file, bytes: total, resumes };
    } catch (err) {
      if (opts.signal?.aborted) {
        if (isShutdown(opts.signal.reason)) throw opts.signal.reason;
        await rm(part, { force: true });
        throw new ExportError('cancelled', 'The download was cancelled');
      }
      const disk = diskError(err, part);
      if (disk) {
        // Free what was written: the user has to make room or pick another folder anyway.
        await rm(part, { force: true });
        throw disk;
      }
      if (!(err instanceof Interrupted)) throw err;
      const progressed = (await sizeOf(part)) > offset;
      failuresInARow = progressed ? 1 : failuresInARow + 1;
      if (failuresInARow > maxResumes) {
        throw new ExportError(
          'network',
          `The download stopped ${failuresInARow} times in a row (${err.message}); it resumes when tried again`,
        );
      }
      resumes += 1;
      if (!progressed) await timing.sleep(Math.min(500 * 2 ** (failuresInARow - 1), 8000), opts.signal);
    }
  }

  /** One request from `offset`; resolves with the total size once the part file is complete. */
  async function attempt(offset: number): Promise<number> {
    const headers: Record<string, string> = { ...spec.headers, 'accept-encoding': 'identity' };
    if (offset > 0) {
      headers.range = `bytes=${offset}-`;
      if (validator) headers['if-range'] = validator;
    }
    let res;
    try {
      res = await httpGet(spec.url, headers, { signal: opts.signal });
    } catch (err) {
      throw new Interrupted((err as Error).message);
    }
    const range = parseContentRange(res.headers['content-range']);
    if (res.status === 416 && offset > 0) {
      res.body.resume();
      if (range?.total === offset) return offset;
      await truncate(part, 0);
      throw new Interrupted('the file on the server changed; starting again');
    }
    if (res.status === 206 && range?.start !== offset) {
      res.body.destroy();
      await truncate(part, 0);
      throw new Interrupted('the server resumed at the wrong position; starting again');
    }
    if (res.status !== 200 && res.status !== 206) {
      res.body.resume();
      const message = `The server answered ${res.status} ${res.body.statusMessage ?? ''} for the export file`.trim();
      if (RETRYABLE_STATUS.has(res.status)) throw new Interrupted(message);
      throw new ExportError('http', message, res.status);
    }
    // 200 to a Range request: the server sent the whole file again (or the file changed).
    const start = res.status === 206 ? offset : 0;
    const length = res.headers['content-length'] === undefined ? null : Number(res.headers['content-length']);
    const total = res.status === 206 ? (range?.total ?? null) : length;
    validator = typeof res.headers.etag === 'string' ? res.headers.etag : undefined;
    opts.onResponse?.({ total, validator });

    let bytes = start;
    let lastReport = 0;
    const interval = opts.progressIntervalMs ?? 250;
    const report = () => opts.onProgress?.(meter.sample(bytes, total));
    const piped = pipeToFile(res.body, openPart(part, start > 0), opts.signal);
    // Counting beside the pipe (not a Transform in it) keeps the hot path a plain socket-to-file copy.
    res.body.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      const t = now();
      if (t - lastReport >= interval) {
        lastReport = t;
        report();
      }
    });
    report();
    try {
      await piped;
    } catch (err) {
      if (err instanceof SourceInterrupted) throw new Interrupted(err.message);
      throw err;
    }
    report();
    const written = await sizeOf(part);
    if (total !== null && written < total) throw new Interrupted(`the connection ended at ${written} of ${total} bytes`);
    if (total !== null && written > total) {
      await rm(part, { force: true });
      throw new ExportError('size-mismatch', `The export file has ${written} bytes but the server announced ${total}`);
    }
    return written;
  }
}
