import { createReadStream } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { resolveRange } from './byteRange';

export interface StoredFile {
  path: string;
  size: number;
  etag: string;
  contentType: string;
  /** The name a browser or download manager should save it under. */
  downloadName: string;
}

/**
 * Serves a file on the raw Node request/response with Content-Length, ETag, and single
 * Range requests (206 with Content-Range, 416 with `bytes *\/size`). Streams from disk, so a
 * large export costs no memory.
 */
export async function sendFile(req: IncomingMessage, res: ServerResponse, file: StoredFile): Promise<void> {
  const header = (name: string) => {
    const v = req.headers[name];
    return Array.isArray(v) ? v[0] : v;
  };
  const answer = resolveRange(file.size, { range: header('range'), ifRange: header('if-range') }, file.etag);
  const common = {
    'accept-ranges': 'bytes',
    etag: file.etag,
    'content-type': file.contentType,
    'content-disposition': `attachment; filename="${file.downloadName.replace(/["\\]/g, '_')}"`,
    'cache-control': 'no-store',
  };
  if (answer.status === 416) {
    res.writeHead(416, { ...common, 'content-range': `bytes */${file.size}`, 'content-length': 0 });
    res.end();
    return;
  }
  const start = answer.status === 206 ? answer.start : 0;
  const end = answer.status === 206 ? answer.end : file.size - 1;
  res.writeHead(answer.status, {
    ...common,
    'content-length': end - start + 1,
    ...(answer.status === 206 ? { 'content-range': `bytes ${start}-${end}/${file.size}` } : {}),
  });
  if (req.method === 'HEAD' || file.size === 0) {
    res.end();
    return;
  }
  try {
    await pipeline(createReadStream(file.path, { start, end, highWaterMark: 1 << 20 }), res);
  } catch {
    // The client went away mid-body (a cancelled or cut download): nothing to answer anymore.
    res.destroy();
  }
}
