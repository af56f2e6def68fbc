import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';

const ROOT = join(import.meta.dirname, '..', '..');
export const START_OUT = join(ROOT, 'dist', 'start');
/** What scripts/launch.js reads to decide whether the bundle is current: see `StartStamp`. */
export const START_STAMP = join(START_OUT, 'inputs.json');

/** The bundle's sources (paths from the repository's root) and when their reading began; `root` = where it was built. */
export interface StartStamp {
  root: string;
  builtAt: number;
  inputs: string[];
}

/**
 * A module's `import.meta.url` and `import.meta.dirname` stay its own source file's: the web host finds the renderer,
 * the service its contracts and `npm start` the repository from where their sources are, not from the bundle's folder.
 */
const sourceLocations: Plugin = {
  name: 'source-locations',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async ({ path }) => {
      if (path.includes('node_modules')) return undefined;
      const source = await readFile(path, 'utf8');
      if (!source.includes('import.meta.')) return undefined;
      const contents = source
        .replaceAll('import.meta.dirname', JSON.stringify(dirname(path)))
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(path).href));
      return { contents, loader: 'ts' };
    });
  },
};

/**
 * Bundles `npm start` (scripts/start.ts: the web host and the core) and the local service's worker thread into two
 * plain-JS files in dist/start, which Node runs without tsx's loader: through tsx, loading the modules file by file was
 * most of a start's time. node_modules are bundled too, but for Electron and the build tools (loaded only to build
 * the desktop app) and pino, whose log transports load worker files beside its own.
 */
export async function buildStartBundle(): Promise<void> {
  const { build } = await import('esbuild');
  const builtAt = Date.now();
  // Built beside and moved in whole with its stamp, so a launch never finds half a bundle marked current.
  const building = `${START_OUT}.${process.pid}.tmp`;
  await rm(building, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: { start: 'scripts/start.ts', serviceWorker: 'electron/core/localService/workerEntry.ts' },
    outdir: building,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // The start script's own code is small: it starts the service's thread before the web host's chunk loads.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    metafile: true,
    logLevel: 'warning',
    external: ['electron', 'vite', 'esbuild', 'tsx', 'pino'],
    // Bundled CommonJS packages call require() for Node's modules, which an ES module does not have.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    define: { RIDGELINE_SERVICE_WORKER: JSON.stringify(pathToFileURL(join(START_OUT, 'serviceWorker.js')).href) },
    plugins: [sourceLocations],
  });
  const inputs = Object.keys(result.metafile.inputs).filter((path) => !path.startsWith('node_modules/'));
  // npm rewrites its lock file in node_modules at every install: a changed package makes the bundle stale.
  inputs.push('node_modules/.package-lock.json');
  const stamp: StartStamp = { root: ROOT, builtAt, inputs };
  await writeFile(join(building, 'inputs.json'), `${JSON.stringify(stamp)}\n`);
  await rm(START_OUT, { recursive: true, force: true });
  await rename(building, START_OUT);
}
