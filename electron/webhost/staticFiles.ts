import { createReadStream } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolveStaticFile } from '../core/staticPath';

/** Serves the built renderer (see resolveStaticFile for which paths). */
export async function serveStatic(root: string, req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
  const found = await resolveStaticFile(root, pathname);
  if (!found) return plain(res, 404, 'Not found');
  res.writeHead(200, {
    'content-type': found.type,
    'content-length': found.size,
    'cache-control': found.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  if (req.method === 'HEAD') return void res.end();
  createReadStream(found.file)
    .on('error', () => res.destroy())
    .pipe(res);
}

export function plain(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(`${text}\n`);
}
