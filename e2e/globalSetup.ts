import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { buildElectron } from '../electron/build/buildElectron';

/**
 * Builds the renderer once per Playwright run, into a folder of this run: a `npm run build` (or another
 * run) rewriting dist/renderer meanwhile cannot pull the files from under the pages being tested.
 * Workers find it in RIDGELINE_E2E_RENDERER_DIR; the returned teardown removes it. The Electron target
 * also gets the usual dist/ build.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const outDir = await mkdtemp(join(tmpdir(), 'ridgeline-e2e-renderer-'));
  await build({ configFile: 'vite.config.ts', logLevel: 'warn', build: { outDir } });
  process.env.RIDGELINE_E2E_RENDERER_DIR = outDir;
  if (process.env.RIDGELINE_E2E_TARGET === 'electron') {
    // Electron loads the renderer from dist/renderer beside dist/electron/main.js.
    await build({ configFile: 'vite.config.ts', logLevel: 'warn' });
    await buildElectron();
  }
  return () => rm(outDir, { recursive: true, force: true });
}
