// `npm start`: runs scripts/start.ts from its bundle in dist/start (electron/build/buildStart.ts), built first when it
// is missing, was built elsewhere or is older than one of its sources. Plain JS, so Node runs it without tsx.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const START_STAMP = join(ROOT, 'dist', 'start', 'inputs.json');

/** Whether the bundle was built here from the sources as they are now. */
function bundleCurrent() {
  try {
    const { root, builtAt, inputs } = JSON.parse(readFileSync(START_STAMP, 'utf8'));
    return root === ROOT && inputs.every((path) => statSync(join(ROOT, path)).mtimeMs <= builtAt);
  } catch {
    return false;
  }
}

if (!bundleCurrent()) {
  console.log('Building the start script (dist/start)…');
  const { tsImport } = await import('tsx/esm/api');
  const { buildStartBundle } = await tsImport('../electron/build/buildStart.ts', import.meta.url);
  await buildStartBundle();
}
await import('../dist/start/start.js');
