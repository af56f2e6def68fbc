import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { Clock } from '../service/sim/clock';
import { expect, test } from './fixtures';

const HOUR_MS = 3600_000;

interface AvgTpsPage {
  results: { timestamp: number; value: number }[];
  nextPageToken?: string;
  lastRun: number;
}

async function avgTps(metricsUrl: string, chainId: string): Promise<AvgTpsPage> {
  const res = await fetch(`${metricsUrl}/v1/avg_tps/${chainId}`);
  expect(res.status).toBe(200);
  return (await res.json()) as AvgTpsPage;
}

async function openTps(page: Page, query = ''): Promise<void> {
  if (query) await page.evaluate((hash) => (window.location.hash = hash), `#/tps?${query}`);
  else await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'TPS', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'TPS' })).toBeVisible();
}

const loadedHours = (page: Page) => page.locator('.tps-loaded-hours');
const curves = (page: Page) => page.locator('.tps-chart path.tps-line');

test("the chart draws the local service's TPS, and its CSV holds the service's values", async ({ app }) => {
  const { page, service } = app;
  await openTps(page);
  await expect(page.getByRole('img', { name: /TPS chart of C-Chain/ })).toBeVisible();
  await expect(curves(page)).toHaveCount(1);
  const expected = await avgTps(service.metricsUrl, '43114');
  await expect(loadedHours(page)).toHaveText(`${expected.results.length} hours`);
  await expect(
    page
      .getByRole('row', { name: /C-Chain/ })
      .getByRole('cell')
      .last(),
  ).toHaveText(String(expected.results.length));

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^tps-43114-.*\.csv$/);
  const lines = (await readFile(await download.path(), 'utf8')).trim().split('\r\n');
  expect(lines[0]).toBe('timestamp,time_utc,C-Chain tps');
  const csv = new Map(
    lines
      .slice(1)
      .map((l) => l.split(','))
      .map(([t, , v]) => [Number(t), Number(v)]),
  );
  expect(csv.size).toBe(expected.results.length);
  // Every closed hour is final; the open (newest) hour keeps moving while blocks arrive.
  for (const r of expected.results.slice(1)) expect(csv.get(r.timestamp)).toBeCloseTo(r.value, 12);
  await test.info().attach('tps', { body: await page.screenshot(), contentType: 'image/png' });
});

test('"Load older" pages back through history and the range grows', async ({ app }) => {
  const { page } = app;
  await openTps(page);
  await expect(loadedHours(page)).toHaveText('168 hours');
  const before = await page.locator('.tps-range').textContent();
  await page.getByRole('button', { name: 'Load older' }).click();
  await expect(loadedHours(page)).toHaveText('336 hours');
  // Two weeks of the simulated history: daily cycles and a quieter weekend, no climb toward now.
  await page.screenshot({ path: test.info().outputPath('tps-two-weeks.png') });
  expect(await page.locator('.tps-range').textContent()).not.toBe(before);
  // The brush dragged to the oldest loaded point loads the next page by itself.
  await page.getByRole('button', { name: '24 h' }).click();
  const handle = page.getByRole('slider', { name: 'Start of the range' });
  const box = (await handle.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x - 2000, box.y + box.height / 2, { steps: 8 });
  await page.mouse.up();
  // (it keeps loading while the handle is held at the edge, so at least one more page).
  await expect.poll(async () => parseInt((await loadedHours(page).textContent()) ?? '0', 10)).toBeGreaterThanOrEqual(504);
  // The handles are sliders for the keyboard too. A page still arriving would shift the indices under the key press.
  await expect(page.getByRole('button', { name: /^(Load older|All history loaded)$/ })).toBeVisible();
  const start = await handle.getAttribute('aria-valuenow');
  await handle.focus();
  await page.keyboard.press('Shift+ArrowRight');
  await expect(handle).toHaveAttribute('aria-valuenow', String(Number(start) + 10));
});

test('compares two chains in their own colours; the legend hides one', async ({ app }) => {
  const { page } = app;
  await openTps(page);
  await page.getByRole('checkbox', { name: 'Summit L1' }).check();
  await expect(curves(page)).toHaveCount(2);
  await expect(page).toHaveURL(/chains=43114%2C432204|chains=43114,432204/);
  await expect(page.getByRole('row', { name: /Summit L1/ })).toBeVisible();
  const colours = await curves(page).evaluateAll((paths) => paths.map((p) => p.getAttribute('stroke')));
  expect(new Set(colours).size).toBe(2);

  const legend = page.getByRole('list', { name: 'Chains on the chart' });
  await legend.getByRole('button', { name: 'Summit L1' }).click();
  await expect(legend.getByRole('button', { name: 'Summit L1' })).toHaveAttribute('aria-pressed', 'false');
  await expect(curves(page)).toHaveCount(1);

  const [png] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export PNG' }).click()]);
  const bytes = await readFile(await png.path());
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
});

test('a chain without metrics says so', async ({ app }) => {
  const { page } = app;
  await openTps(page, 'chains=123456');
  await expect(page.getByText(/No metrics for Chain 123456/)).toBeVisible();
  await expect(page.getByText(/No metrics for chain 123456: it is not a chain this metrics service tracks/)).toBeVisible();
});

test.describe('live mode', () => {
  /** The service's clock, which the test moves to the next hour so the next block opens a new hourly point. */
  class JumpClock implements Clock {
    offsetMs = 0;
    nowMs(): number {
      return Date.now() + this.offsetMs;
    }
  }
  const clock = new JumpClock();
  test.use({ serviceOptions: { blockIntervalMs: 500, clock } });

  test('appends a point when a block arrives in a new hour', async ({ app }) => {
    const { page, service } = app;
    await openTps(page);
    await expect(loadedHours(page)).toHaveText('168 hours');
    await page.getByRole('spinbutton', { name: 'Interval (seconds)' }).fill('1');
    await page.getByRole('checkbox', { name: 'Live' }).check();

    const nextHour = Math.ceil(clock.nowMs() / HOUR_MS) * HOUR_MS;
    clock.offsetMs += nextHour + 2000 - clock.nowMs();
    // The service sees the new hour as soon as a block lands in it...
    await expect.poll(async () => (await avgTps(service.metricsUrl, '43114')).results[0].timestamp).toBe(nextHour / 1000);
    // ...and the page, polling live, appends that point.
    await expect(loadedHours(page)).toHaveText('169 hours');
    await expect(
      page
        .getByRole('row', { name: /C-Chain/ })
        .getByRole('cell')
        .last(),
    ).toHaveText('169');
  });
});

test('the home page shows a TPS sparkline per chain, linking to its chart', async ({ app }) => {
  const { page } = app;
  const strip = page.getByRole('list', { name: 'TPS per chain' });
  for (const name of ['C-Chain', 'Summit L1', 'Basalt L1'])
    await expect(strip.getByRole('link', { name: new RegExp(`TPS of ${name}\\s*[\\d.]+ tx/s now`) })).toBeVisible();
  await strip.getByRole('link', { name: /TPS of Summit L1/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'TPS' })).toBeVisible();
  await expect(page.getByRole('img', { name: /TPS chart of Summit L1/ })).toBeVisible();
});

test('the metric switch draws another metric of the local service in the same chart, at the resolution its data has', async ({ app }) => {
  const { page, service } = app;
  await openTps(page);
  await expect(page.getByRole('img', { name: /TPS chart of C-Chain/ })).toBeVisible();
  const metric = page.getByRole('combobox', { name: 'Metric' });

  await metric.selectOption({ label: 'Transactions' });
  await expect(page.getByRole('img', { name: /^Transactions chart of C-Chain/ })).toBeVisible();
  expect(page.url()).toContain('metric=txCount');
  await expect(page.locator('.tps-resolution')).toHaveText('hourly points');
  await expect(loadedHours(page)).toHaveText('168 hours');
  await expect(curves(page)).toHaveCount(1);
  await expect(page.locator('.tps-chart').getByText('transactions', { exact: true })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('tps-metric-txcount.png') });
  // Its export holds the service's hourly transaction counts (closed hours are final).
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^txCount-43114-.*\.csv$/);
  const lines = (await readFile(await download.path(), 'utf8')).trim().split('\r\n');
  expect(lines[0]).toBe('timestamp,time_utc,C-Chain txCount');
  const csv = new Map(
    lines
      .slice(1)
      .map((l) => l.split(','))
      .map(([t, , v]) => [Number(t), Number(v)]),
  );
  const hours = (await (await fetch(`${service.metricsUrl}/v2/chains/43114/metrics/txCount?timeInterval=hour&pageSize=168`)).json()) as {
    results: { timestamp: number; value: number }[];
  };
  for (const r of hours.results.slice(1)) expect(csv.get(r.timestamp)).toBe(r.value);

  await metric.selectOption({ label: 'Max TPS, daily' });
  await expect(page.getByRole('img', { name: /^Max TPS chart of C-Chain/ })).toBeVisible();
  const res = await fetch(`${service.metricsUrl}/v2/chains/43114/metrics/maxTps?pageSize=168`);
  const days = ((await res.json()) as { results: unknown[] }).results.length;
  await expect(page.locator('.tps-resolution')).toHaveText('daily points');
  await expect(loadedHours(page)).toHaveText(`${days} days`);
  await expect(page.getByRole('columnheader', { name: 'Days' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('tps-metric-maxtps.png') });

  // The first version's hourly TPS is the default again.
  await metric.selectOption({ label: 'Average TPS (avg_tps)' });
  await expect(page.getByRole('img', { name: /^TPS chart of C-Chain/ })).toBeVisible();
  expect(page.url()).not.toContain('metric=');
});
