import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import { defineConfig } from 'vitest/config';

/** The renderer's `zod` builds each schema on its first use (renderer/lazyZod.ts, which itself imports zod/v4): the lazy pages load the contract. */
const renderersZod = { find: /^zod$/, replacement: fileURLToPath(new URL('./renderer/lazyZod.ts', import.meta.url)) };

/**
 * shared/api/endpointFacts.json is generated from the endpoint table before anything (build, dev, vitest) reads it;
 * loaded through Vite's module runner so the config itself does not bundle the table.
 */
let factsWritten: Promise<void> | undefined;
const endpointFacts = {
  name: 'ridgeline-endpoint-facts',
  config() {
    const script = fileURLToPath(new URL('./scripts/endpointFacts.ts', import.meta.url));
    factsWritten ??= runnerImport<typeof import('./scripts/endpointFacts')>(script).then(({ module }) => module.writeEndpointFacts());
    return factsWritten;
  },
};

// The renderer is built by Vite into dist/renderer; both hosts (Electron, web host) load it from there.
export default defineConfig(({ mode }) => ({
  root: 'renderer',
  // Tests: only the renderer's (the dom project below); the main process and the service validate with zod itself.
  resolve: { alias: mode === 'test' ? [] : [renderersZod] },
  base: './',
  plugins: [endpointFacts, react()],
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    sourcemap: true,
    // The first view is one chunk on purpose (below), read from disk by the hosts: no size warning for it.
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically (the shell and the home page) in one chunk: many preloaded chunks
        // would queue on the host's few connections (bench/NOTES.md "First rows").
        // The endpoint table's modules in one chunk: the table imports them all, so apart they were five more requests on
        // every page's path (bench/NOTES.md "Logs decoded, fifth pass"). The schema helpers (with zod) stay apart for
        // the pages that validate without the table.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: 'first-view', tags: ['$initial'] },
            { name: 'endpoint-table', test: /[\\/]shared[\\/]api[\\/](?!schema\.ts)/ },
          ],
        },
      },
    },
  },
  test: {
    root: '.',
    // A worker per core: Vitest's default leaves a core to its main process, which on CI's 2 cores is one worker,
    // and most test files spend their time waiting on the local service over HTTP and on real timers.
    maxWorkers: availableParallelism(),
    // Limits for a hang, not for speed: on CI's 2 shared cores a service suite's start or a property run can take
    // several times its quiet time, and speed is measured by `npm run bench`, never by a test's timeout.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'shared/**/*.test.ts',
            'service/**/*.test.ts',
            'electron/**/*.test.ts',
            'scripts/**/*.test.ts',
            'test/reliability/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        resolve: { alias: [renderersZod] },
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['renderer/**/*.test.tsx', 'test/realApi/**/*.test.tsx'],
          setupFiles: ['test/support/dom/nodeRealm.ts'],
        },
      },
      // The renderer's logic without components (the .ts tests: formats, paging, search, charts' maths) needs no DOM:
      // a jsdom set up for each of these files cost about as long as their tests.
      {
        extends: true,
        resolve: { alias: [renderersZod] },
        test: { name: 'renderer-logic', environment: 'node', include: ['renderer/**/*.test.ts'] },
      },
    ],
  },
}));
