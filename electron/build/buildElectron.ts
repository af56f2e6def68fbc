import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { InlineConfig } from 'vite';

const ROOT = join(import.meta.dirname, '..', '..');
export const ELECTRON_OUT = join(ROOT, 'dist', 'electron');

/**
 * One CommonJS bundle per entry. The preload is built on its own so it never shares a chunk
 * with main: a sandboxed preload can require nothing but 'electron'.
 */
function entryConfig(entry: 'main' | 'preload' | 'serviceProcess'): InlineConfig {
  return {
    configFile: false,
    root: ROOT,
    logLevel: 'warn',
    build: {
      ssr: join(ROOT, 'electron', `${entry}.ts`),
      outDir: ELECTRON_OUT,
      emptyOutDir: false,
      target: 'node22',
      sourcemap: true,
      minify: false,
      rolldownOptions: {
        external: ['electron'],
        output: { format: 'cjs', entryFileNames: `${entry}.js`, chunkFileNames: 'chunks/[name]-[hash].js' },
      },
    },
    // main and the service's utility process: node_modules stay external (they are beside the app); preload: everything but electron is bundled.
    ssr: entry === 'preload' ? { noExternal: true } : {},
  };
}

/** Builds dist/electron/main.js, preload.js and serviceProcess.js for `electron dist/electron/main.js`. */
export async function buildElectron(): Promise<void> {
  const { build } = await import('vite');
  await mkdir(ELECTRON_OUT, { recursive: true });
  await build(entryConfig('main'));
  await build(entryConfig('preload'));
  await build(entryConfig('serviceProcess'));
  const { version } = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as { version: string };
  // The repository is "type": "module"; these bundles are CommonJS, and Electron reads the app's name here.
  await writeFile(
    join(ELECTRON_OUT, 'package.json'),
    `${JSON.stringify({ name: 'ridgeline', productName: 'Ridgeline', version, main: 'main.js', type: 'commonjs' }, null, 2)}\n`,
  );
}
