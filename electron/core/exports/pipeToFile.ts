import type { Readable, Writable } from 'node:stream';

/** The source stopped before its end; what arrived is in the file. */
export class SourceInterrupted extends Error {}

/**
 * Pipes `src` into `file` with backpressure. Unlike stream.pipeline, a source that breaks off
 * (a reset, a closed connection) does not destroy the file stream: what was buffered is
 * flushed first, so a resume starts after every byte that arrived. A file error or an abort
 * stops both at once.
 */
export function pipeToFile(src: Readable, file: Writable, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    let broken: Error | undefined;
    let settled = false;
    const settle = (err?: unknown) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      if (err) reject(err);
      else resolve();
    };
    const onAbort = () => {
      src.destroy();
      file.destroy();
      settle(signal?.reason);
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
    file.on('finish', () => settle(broken ? new SourceInterrupted(broken.message) : undefined));
    src.pipe(file);
  });
}
