import type { Readable, Writable } from 'node:stream';

/** The source stopped before its end; what arrived is in the file. */
export class SourceInterrupted extends Error {}

/**
 * Pipes `src` into `file` with backpressure. Unlike stream.pipeline, a source that breaks off
 * (a reset, a closed connection) does not destroy the file stream: what was buffered is
 * flushed first, so a resume starts after every byte that arrived. An abort also flushes
 * before it rejects; a file error stops both at once.
 */
export function pipeToFile(src: Readable, file: Writable, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    let broken: Error | undefined;
    let aborted = false;
    let settled = false;
    const settle = (err?: unknown) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      if (err) reject(err);
      else resolve();
    };
    // On abort too, what was buffered is written before the file closes: a shutdown keeps it for the resume.
    const onAbort = () => {
      aborted = true;
      src.unpipe(file);
      src.destroy();
      file.once('close', () => settle(signal?.reason));
      file.end();
    };
    const breakOff = (err: Error) => {
      broken ??= err;
      src.unpipe(file);
      file.end();
    };
    if (signal?.aborted) return onAbort();
    signal?.addEventListener('abort', onAbort, { once: true });
    src.on('error', breakOff);
    src.on('close', () => {
      if (!src.readableEnded) breakOff(new Error('the connection closed before the end of the file'));
    });
    file.on('error', (err) => {
      src.destroy();
      settle(err);
    });
    file.on('finish', () => aborted || settle(broken ? new SourceInterrupted(broken.message) : undefined));
    src.pipe(file);
  });
}
