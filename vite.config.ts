import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The renderer is built by Vite into dist/renderer; both hosts (Electron, web host) load it from there.
export default defineConfig({
  root: 'renderer',
  base: './',
  plugins: [react()],
  build: { outDir: '../dist/renderer', emptyOutDir: true, sourcemap: true },
  test: {
    root: '.',
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
            'reliability/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['renderer/**/*.test.{ts,tsx}'],
          setupFiles: ['test/support/nodeRealm.ts'],
        },
      },
    ],
  },
});
