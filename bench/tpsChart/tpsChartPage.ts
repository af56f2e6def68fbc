import { createServer } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/**
 * Builds the bench's TPS page (main.tsx, a production build as the app's) into a temp folder and
 * serves it on 127.0.0.1 (module scripts do not load from file: URLs). `url(n)` opens it over n points.
 */
export const startTpsChartPage = () => startBenchPage(new URL('.', import.meta.url));

/** The same for the bench page (index.html and main.tsx) in the folder `root`. */
export async function startBenchPage(root: URL): Promise<{ url: (points: number) => string; close: () => Promise<void> }> {
  const outDir = await mkdtemp(join(tmpdir(), 'ridgeline-bench-page-'));
  try {
    await build({
      configFile: false,
      root: fileURLToPath(root),
      base: './',
      plugins: [react()],
      logLevel: 'warn',
      // One chunk is the point (the app's own build splits by route); its size is no news.
      build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 4096 },
    });
  } catch (err) {
    await rm(outDir, { recursive: true, force: true });
    throw err;
  }
  const server = createServer((req, res) => {
    const path = normalize(new URL(req.url ?? '/', 'http://localhost').pathname).replace(/^(\.\.[/\\])+/, '');
    const file = join(outDir, path === '/' ? 'index.html' : path);
    readFile(file).then(
      (body) => res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body),
      () => res.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: (points) => `http://127.0.0.1:${port}/index.html?points=${points}`,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await rm(outDir, { recursive: true, force: true });
    },
  };
}
