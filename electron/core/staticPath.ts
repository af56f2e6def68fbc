import { stat } from 'node:fs/promises';
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

export interface StaticFile {
  file: string;
  size: number;
  type: string;
  /** Vite's hashed assets never change; index.html must be re-read after a new build. */
  immutable: boolean;
}

/**
 * Which file of the built renderer a URL path names, for both hosts. Only files inside `root`
 * (no dot-segments or dotfiles); a path with no extension and no file is an app route and gets
 * index.html (client-side routing).
 */
export async function resolveStaticFile(root: string, pathname: string): Promise<StaticFile | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const base = resolve(root);
  let file = resolve(join(base, decoded));
  if (file !== base && !file.startsWith(base + sep)) return undefined;
  let info = await stat(file).catch(() => undefined);
  if (info?.isDirectory()) {
    file = join(file, 'index.html');
    info = await stat(file).catch(() => undefined);
  }
  if (!info && !extname(decoded)) {
    file = join(base, 'index.html');
    info = await stat(file).catch(() => undefined);
  }
  if (
    !info?.isFile() ||
    relative(base, file)
      .split(sep)
      .some((s) => s.startsWith('.'))
  )
    return undefined;
  return {
    file,
    size: info.size,
    type: TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
    immutable: relative(base, file).startsWith(`assets${sep}`),
  };
}
