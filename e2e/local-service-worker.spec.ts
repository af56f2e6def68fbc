import { mkdir } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { LocalService } from '../electron/core/localService/localService';
import { workerService } from '../electron/core/localService/workerThread';
import { startTestHost } from './testHost';

/**
 * The web host as `npm run web` runs it: its local profile's service in a worker thread,
 * started on first use and stopped with the host. The app reads the chain from it, and the
 * host's own event loop (the bridge: settings, profiles) stays free meanwhile.
 */
test('the web host starts its local service in a worker thread, shows its chain, and stops it on close', async ({ page }, testInfo) => {
  // The worker loads the service's modules and builds the simulated history before it listens.
  test.setTimeout(240_000);
  const dataDir = testInfo.outputPath('data');
  await mkdir(dataDir, { recursive: true });
  let started: Promise<LocalService> | undefined;
  const log: string[] = [];
  const host = await startTestHost({
    dataDir,
    log: (line) => log.push(line),
    // The host's default (workerService of its data folder), kept at hand to read the same service.
    startLocalService: (events) => (started = workerService(dataDir)(events)),
  });
  try {
    await page.goto(host.url);
    // Settings come from the host itself, so they open whether or not the service is up yet.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await page.goBack();

    const blocks = page.getByRole('grid', { name: 'Latest blocks' });
    const firstBlock = blocks.locator('[role="row"][aria-rowindex="2"]');
    await expect(firstBlock.getByRole('link').first()).toBeVisible({ timeout: 200_000 });
    await expect(page.getByText('Starting the local service…')).toHaveCount(0);
    const service = await (started as Promise<LocalService>);
    expect(service.dataUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    // The rows are the worker's chain: its blocks by number answer, the first row's among them.
    const shown = (await firstBlock.getByRole('link').first().textContent())?.replace(/\D/g, '') ?? '';
    expect(shown).not.toBe('');
    const block = await fetch(`${service.dataUrl}/v1/chains/43114/blocks/${shown}`);
    expect(block.status).toBe(200);
    await page.screenshot({ path: testInfo.outputPath('home-from-worker-service.png') });
  } finally {
    await host.close();
    await testInfo.attach('host-log.txt', { body: log.join('\n') || '(empty)', contentType: 'text/plain' });
  }
  // Closing the host stopped the worker: its port no longer answers.
  const service = await (started as Promise<LocalService>);
  await expect(fetch(`${service.dataUrl}/v1/chains`)).rejects.toThrow();
});
