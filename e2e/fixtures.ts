import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { _electron, test as base, type Page, type TestInfo } from '@playwright/test';
import { ELECTRON_OUT } from '../electron/build/buildElectron';
import { ProfilesStore } from '../electron/core/stores/profiles';
import { servedAt, startTestHost } from './testHost';
import { startService } from '../service/index';

export { expect } from '@playwright/test';

// The app polls a running export after 100 ms instead of a second (doubling as usual): a journey whose export
// comes in many parts (the service cuts it at RIDGELINE_EXPORT_MAX_ROWS) would wait a second on each part.
process.env.RIDGELINE_EXPORT_POLL_MS = '100';

type ServiceOptions = NonNullable<Parameters<typeof startService>[0]>;

export interface App {
  /** A page already on the app's first screen. */
  page: Page;
  target: 'web' | 'electron';
  /**
   * The local service the app reads: specs check what the UI shows against it. `stopBlocks` ends its live chain, so
   * that what a spec checks afterwards stays put; `stop` closes it (the API out of reach).
   */
  service: { dataUrl: string; metricsUrl: string; stopBlocks: () => void; stop: () => Promise<void> };
  /** The app's settings, profiles and key vault for this test. */
  dataDir: string;
}

interface Fixtures {
  /** Options of the local service, per file or describe: `test.use({ serviceOptions: { blockIntervalMs: 0 } })`. */
  serviceOptions: ServiceOptions;
  app: App;
}

const ELECTRON_MAIN = join(ELECTRON_OUT, 'main.js');

/** The Electron binary when it was downloaded (it cannot be everywhere: the download needs the internet). */
function electronBinary(): string | undefined {
  try {
    const path = createRequire(import.meta.url)('electron') as unknown;
    return typeof path === 'string' && existsSync(path) && existsSync(ELECTRON_MAIN) ? path : undefined;
  } catch {
    return undefined;
  }
}

/** Host logs and page errors go to the test's attachments, not the console of the whole run. */
function collector(testInfo: TestInfo) {
  const lines: string[] = [];
  return {
    log: (line: string) => lines.push(line),
    attach: () => (lines.length ? testInfo.attach('host-log.txt', { body: lines.join('\n'), contentType: 'text/plain' }) : undefined),
  };
}

export const test = base.extend<Fixtures>({
  // Live blocks arrive quickly so that views which follow the chain have something to show within a test.
  serviceOptions: [{ blockIntervalMs: 500 }, { option: true }],

  app: async ({ page, serviceOptions }, use, testInfo) => {
    const dataDir = testInfo.outputPath('data');
    await mkdir(dataDir, { recursive: true });
    const service = await startService({ ...serviceOptions, dataDir: testInfo.outputPath('service') });
    const urls = { dataUrl: service.dataUrl, metricsUrl: service.metricsUrl };
    let closing: Promise<void> | undefined;
    const stop = () => (closing ??= service.close());
    const served = { ...urls, stopBlocks: () => service.world.evm.stopLive(), stop };
    const logs = collector(testInfo);
    page.on('pageerror', (e) => logs.log(`page error: ${e.message}`));
    page.on('console', (m) => m.type() === 'error' && logs.log(`console error: ${m.text()}`));
    try {
      const electron = process.env.RIDGELINE_E2E_TARGET === 'electron' ? electronBinary() : undefined;
      if (electron) {
        // Electron starts its own embedded service; an active remote profile points it at this one instead.
        const { store } = await ProfilesStore.open(dataDir);
        await store.activate(await store.save({ name: 'e2e service', ...urls, defaultNetwork: 'mainnet' }));
        const app = await _electron.launch({
          executablePath: electron,
          args: [ELECTRON_MAIN, '--no-sandbox'],
          env: { ...process.env, RIDGELINE_DATA_DIR: dataDir } as Record<string, string>,
        });
        try {
          const window = await app.firstWindow();
          await window.waitForLoadState('domcontentloaded');
          await use({ page: window, target: 'electron', service: served, dataDir });
        } finally {
          await app.close();
        }
        return;
      }
      if (process.env.RIDGELINE_E2E_TARGET === 'electron')
        logs.log('RIDGELINE_E2E_TARGET=electron but the Electron binary or its build is missing: using the web host.');
      const host = await startTestHost({ dataDir, startLocalService: servedAt(urls), log: logs.log });
      try {
        await page.goto(host.url);
        // On the app's first screen, as App promises: React's first render waits briefly for the first answers
        // (renderer/app/startup.ts), and a key pressed before it has mounted reaches no shortcut.
        await page.getByRole('searchbox', { name: 'Search' }).waitFor();
        await use({ page, target: 'web', service: served, dataDir });
      } finally {
        await host.close();
      }
    } finally {
      await stop();
      await logs.attach();
    }
  },
});
