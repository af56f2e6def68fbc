import { build } from 'vite';

/** Both hosts serve the built renderer from dist/renderer: build it once per Playwright run. */
export default async function globalSetup(): Promise<void> {
  await build({ configFile: 'vite.config.ts', logLevel: 'warn' });
}
