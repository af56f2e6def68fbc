import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');
export const RENDERER_OUT = join(ROOT, 'dist', 'renderer');

async function newestMtime(dir: string): Promise<number> {
  let newest = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    newest = Math.max(newest, (await stat(join(entry.parentPath, entry.name))).mtimeMs);
  }
  return newest;
}

/** Builds dist/renderer when it is missing or older than the sources it is made of. */
export async function ensureRendererBuilt(log: (line: string) => void): Promise<void> {
  const index = join(RENDERER_OUT, 'index.html');
  if (existsSync(index)) {
    const built = (await stat(index)).mtimeMs;
    const sources = Math.max(...(await Promise.all(['renderer', 'shared'].map((d) => newestMtime(join(ROOT, d))))));
    if (sources <= built) return;
  }
  log('Building the renderer (dist/renderer)…');
  // Vite loads only when it builds: a start with the renderer built does not pay for it.
  const { build } = await import('vite');
  await build({ configFile: join(ROOT, 'vite.config.ts'), root: join(ROOT, 'renderer'), logLevel: 'warn' });
}
