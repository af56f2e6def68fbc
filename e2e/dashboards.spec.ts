import { mkdir, readFile, stat } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The network dashboards against the local service: each draws its charts from the service's answers, the newest
 * validator count is the number of active validators the Data API lists, a range change redraws, and CSV and PNG
 * export work. Screenshots of each dashboard, light and dark, go to test-results/screenshots-wave3-dashboards/.
 */
test.use({ serviceOptions: { blockIntervalMs: 0 } });

const SHOTS = 'test-results/screenshots-wave3-dashboards';

async function shoot(page: Page, name: string): Promise<void> {
  await mkdir(SHOTS, { recursive: true });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: `${SHOTS}/${name}-${scheme}.png`, fullPage: true });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

async function open(page: Page, nav: string, heading: RegExp): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: nav, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

const chart = (page: Page, title: string | RegExp) => page.getByRole('figure', { name: title });
/** The drawn marks of a chart: its lines, areas or bars. */
const marks = (figure: Locator) => figure.locator('.recharts-line-curve, .recharts-area-area, .recharts-bar-rectangle');

async function serviceJson<T>(url: string): Promise<T> {
  const res = await fetch(url);
  expect(res.status, url).toBe(200);
  return (await res.json()) as T;
}

async function activeValidators(dataUrl: string): Promise<number> {
  let count = 0;
  let token: string | undefined;
  do {
    const page = await serviceJson<{ validators: unknown[]; nextPageToken?: string }>(
      `${dataUrl}/v1/networks/mainnet/validators?validationStatus=active&pageSize=100${token ? `&pageToken=${encodeURIComponent(token)}` : ''}`,
    );
    count += page.validators.length;
    token = page.nextPageToken;
  } while (token);
  return count;
}

test('the network overview draws stake and validators; the newest validator count is the Data API’s active validators', async ({ app }) => {
  const { page, service } = app;
  await open(page, 'Network', /^Network$/);
  const validators = chart(page, 'Validators and delegators');
  await expect(marks(validators)).toHaveCount(2);
  await expect(marks(chart(page, 'Stake (AVAX)'))).toHaveCount(2);
  const active = await activeValidators(service.dataUrl);
  await expect(page.getByRole('region', { name: 'Validators' })).toContainText(String(active));
  // The text alternative, one key away: the chart's data as a table, its newest row last.
  await validators.getByRole('button', { name: 'Table' }).focus();
  await page.keyboard.press('t');
  const table = validators.getByRole('table', { name: 'Validators and delegators: data' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('row').last().getByRole('cell').first()).toHaveText(String(active));
  await page.keyboard.press('t');
  await expect(marks(validators)).toHaveCount(2);
  await expect(page.getByRole('region', { name: 'Total supply' })).toContainText('AVAX');
  await shoot(page, 'network');
});

test('the chain dashboard draws every chart, redraws on a range change and exports CSV and PNG', async ({ app }) => {
  // Nine charts of up to three series each, drawn on a machine that may be busy.
  test.slow();
  const { page, service } = app;
  await open(page, 'Chain dashboard', /C-Chain dashboard/);
  const figures = page.locator('figure.metric-chart');
  await expect(figures).toHaveCount(9);
  // The charts in view are drawn; the last, far below the fold, has its data but is drawn only once scrolled near.
  await expect(marks(figures.first()).first()).toBeVisible();
  await expect(figures.last().locator('.metric-chart-plot')).toBeAttached();
  await expect(marks(figures.last())).toHaveCount(0);
  for (const figure of await figures.all()) {
    await figure.scrollIntoViewIfNeeded();
    await expect(marks(figure).first()).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Gas price now, average' })).toContainText('gwei');

  const activity = chart(page, 'Activity');
  const plot = activity.locator('.metric-chart-plot');
  const weekPoints = Number(await plot.getAttribute('data-points'));
  await activity.getByLabel('Range').selectOption('24h');
  await expect(plot).not.toHaveAttribute('data-points', String(weekPoints));
  const dayPoints = Number(await plot.getAttribute('data-points'));
  expect(dayPoints).toBeGreaterThanOrEqual(24);
  expect(dayPoints).toBeLessThan(weekPoints);

  const [csv] = await Promise.all([page.waitForEvent('download'), activity.getByRole('button', { name: 'CSV' }).click()]);
  expect(csv.suggestedFilename()).toMatch(/^activity-43114-.*\.csv$/);
  const lines = (await readFile(await csv.path(), 'utf8')).trim().split('\r\n');
  expect(lines[0]).toBe('timestamp,time_utc,Transactions count,Active addresses count,Active senders count');
  const hourly = await serviceJson<{ results: { timestamp: number; value: number }[] }>(
    `${service.metricsUrl}/v2/chains/43114/metrics/txCount?timeInterval=hour&pageSize=48`,
  );
  const byTime = new Map(hourly.results.map((r) => [r.timestamp, r.value]));
  for (const line of lines.slice(1)) {
    const [t, , txs] = line.split(',');
    expect(Number(txs), t).toBe(byTime.get(Number(t)));
  }
  const [png] = await Promise.all([page.waitForEvent('download'), activity.getByRole('button', { name: 'PNG' }).click()]);
  expect(png.suggestedFilename()).toMatch(/^activity-43114-.*\.png$/);
  expect((await stat(await png.path())).size).toBeGreaterThan(1000);
  await shoot(page, 'chain-dashboard');
});

test('the brush picks the rows a chart exports; a range change shows and exports the whole new range again', async ({ app }) => {
  const { page } = app;
  await open(page, 'Network', /^Network$/);
  const validators = chart(page, 'Validators and delegators');
  const plot = validators.locator('.metric-chart-plot');
  await expect(marks(validators)).toHaveCount(2);
  const csvRows = async () => {
    const [csv] = await Promise.all([page.waitForEvent('download'), validators.getByRole('button', { name: 'CSV' }).click()]);
    return (await readFile(await csv.path(), 'utf8')).trim().split('\r\n').length - 1;
  };
  expect(await csvRows()).toBe(Number(await plot.getAttribute('data-points')));
  // Drag the brush's left handle a third of the way in: the chart and its export keep the later rows only.
  const handle = validators.locator('.recharts-brush-traveller').first();
  const slider = await validators.locator('.recharts-brush > rect').first().boundingBox();
  const box = await handle.boundingBox();
  expect(slider && box).toBeTruthy();
  await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
  await page.mouse.down();
  await page.mouse.move(box!.x + slider!.width / 3, box!.y + box!.height / 2, { steps: 5 });
  await page.mouse.up();
  const picked = await csvRows();
  expect(picked).toBeLessThan(Number(await plot.getAttribute('data-points')));
  expect(picked).toBeGreaterThan(1);
  await validators.getByLabel('Range').selectOption('30d');
  await expect(plot).toHaveAttribute('data-points', /\d+/);
  await expect.poll(async () => (await csvRows()) === Number(await plot.getAttribute('data-points'))).toBe(true);
});

test('ICM analytics lists each chain pair’s messages and draws their traffic', async ({ app }) => {
  const { page, service } = app;
  await open(page, 'ICM analytics', /ICM analytics/);
  const traffic = chart(page, 'Messages over time');
  await expect(marks(traffic).first()).toBeVisible();
  const summary = page.getByRole('table', { name: 'Messages by chain pair' });
  await expect(summary.getByRole('row')).not.toHaveCount(1);
  const first = summary.getByRole('row').nth(1);
  await expect(first.getByRole('cell').last()).not.toHaveText('–');
  const pairs = await serviceJson<{ results: { srcBlockchainId: string; destBlockchainId: string }[] }>(
    `${service.metricsUrl}/v2/icm/timeseries?network=mainnet&pageSize=2160&startTimestamp=${Math.floor(Date.now() / 1000) - 30 * 86_400}`,
  );
  const distinct = new Set(pairs.results.map((r) => `${r.srcBlockchainId}>${r.destBlockchainId}`));
  await expect(summary.getByRole('row')).toHaveCount(distinct.size + 1);
  await shoot(page, 'icm-analytics');
});

test("an L1's page draws its validators' fees", async ({ app }) => {
  const { page, service } = app;
  const { validators } = await serviceJson<{ validators: { subnetId: string }[] }>(
    `${service.dataUrl}/v1/networks/mainnet/l1Validators?pageSize=1`,
  );
  const [{ subnetId }] = validators;
  const fees = await serviceJson<{ results: { value: number }[] }>(
    `${service.metricsUrl}/v2/subnet/${subnetId}/metrics/perSubnetPayingValidators`,
  );
  expect(fees.results.length).toBeGreaterThan(0);
  await page.evaluate((hash) => (window.location.hash = hash), `#/subnets/${subnetId}`);
  await expect(page.getByRole('heading', { level: 1, name: /L1/ })).toBeVisible();
  // The fee charts are below the validators' list: each is drawn once scrolled near.
  const paying = chart(page, 'Validators paying fees');
  await paying.scrollIntoViewIfNeeded();
  await expect(marks(paying)).toHaveCount(1);
  const paid = chart(page, 'Validator fees paid (AVAX)');
  await paid.scrollIntoViewIfNeeded();
  await expect(marks(paid).first()).toBeVisible();
  await paying.scrollIntoViewIfNeeded();
  await shoot(page, 'l1-fees');
});

test('a validator’s page lists the blocks it proposed, newest first, each opening its block', async ({ app }) => {
  const { page, service } = app;
  const { validators } = await serviceJson<{ validators: { nodeId: string }[] }>(
    `${service.dataUrl}/v1/networks/mainnet/validators?validationStatus=active&pageSize=1`,
  );
  const [{ nodeId }] = validators;
  const { blocks } = await serviceJson<{ blocks: { blockNumber: string }[] }>(
    `${service.dataUrl}/v1/networks/mainnet/blockchains/p-chain/nodes/${nodeId}/blocks?pageSize=3`,
  );
  expect(blocks.length).toBeGreaterThan(0);
  await page.evaluate((hash) => (window.location.hash = hash), `#/validators/${nodeId}`);
  await expect(page.getByRole('heading', { level: 1, name: /Validator/ })).toBeVisible();
  const section = page.getByRole('region', { name: 'Blocks proposed' });
  const newest = section.getByRole('link', { name: blocks[0].blockNumber, exact: true });
  await newest.scrollIntoViewIfNeeded();
  await expect(newest).toBeVisible();
  await shoot(page, 'validator-blocks');
  await newest.click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(blocks[0].blockNumber) })).toBeVisible();
});
