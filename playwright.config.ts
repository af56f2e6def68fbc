import { defineConfig } from '@playwright/test';

/** Debian's chromium package: Playwright's own browser download needs the internet, which CI may not have. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  // Playwright empties its outputDir on start: keep it apart from the JSON reports in test-results/.
  outputDir: 'test-results/e2e',
  globalSetup: './e2e/globalSetup.ts',
  // Each test starts its own service and web host; two at a time keeps a small CI machine responsive.
  workers: 2,
  // Tests, not files, are shared out between the workers: a file of several long journeys (the faults, the P-Chain
  // explorer) does not keep one worker busy while the other has finished.
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // Limits for a hang, not for speed (the bench measures speed): two journeys at a time on CI's 2 cores, each with
  // its own service and browser, can take twice their quiet time.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1400, height: 900 },
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    screenshot: 'on',
    trace: 'retain-on-failure',
  },
});
