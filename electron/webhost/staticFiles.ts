import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, relative, resolve, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Serves the built renderer. Paths are resolved inside `root` only; a path with no file and no
 * extension is an app route and gets index.html (client-side routing).
 */
export async function serveStatic(root: string, req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return plain(res, 400, 'Bad path');
  }
  const base = resolve(root);
  let file = resolve(join(base, decoded));
  if (file !== base && !file.startsWith(base + sep)) return plain(res, 404, 'Not found');
  let info = await stat(file).catch(() => undefined);
  if (info?.isDirectory()) {
    file = join(file, 'index.html');
    info = await stat(file).catch(() => undefined);
  }
  if (!info && !extname(decoded)) {
    file = join(base, 'index.html');
    info = await stat(file).catch(() => undefined);
  }
  if (!info?.isFile() || relative(base, file).split(sep).some((s) => s.startsWith('.'))) return plain(res, 404, 'Not found');
  const type = TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
  // Hashed assets never change; index.html must be re-read to pick up a new build.
  const cache = file.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
  res.writeHead(200, { 'content-type': type, 'content-length': info.size, 'cache-control': cache });
  if (req.method === 'HEAD') return void res.end();
  createReadStream(file).on('error', () => res.destroy()).pipe(res);
}

export function plain(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(`${text}\n`);
}
