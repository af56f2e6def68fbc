import { expect, test } from './fixtures';

const BLOCK_TEMPLATE = '/v1/chains/{chainId}/blocks/{blockId}';

test('the API page shows 20 requests just made in the usage and the logs, with their compute units, and the health', async ({ app }) => {
  const { page } = app;
  // 20 requests of 20 CU each, made without a key as the local profile's app makes them.
  for (let n = 1; n <= 20; n++) {
    const r = await fetch(`${app.service.dataUrl}/v1/chains/43114/blocks/${n}`);
    expect(r.status).toBe(200);
  }
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'API' })).toBeVisible();

  const health = page.getByRole('region', { name: 'Health' });
  await expect(health.locator('dt', { hasText: 'Data API' }).locator('xpath=following-sibling::dd[1]')).toHaveText('up');
  await expect(health.locator('dt', { hasText: 'Metrics API' }).locator('xpath=following-sibling::dd[1]')).toHaveText('up');

  const logs = page.getByRole('region', { name: 'Latest requests' });
  await logs.getByLabel('Path').fill(BLOCK_TEMPLATE);
  const table = logs.getByRole('table', { name: 'API logs' });
  const rows = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /\/v1\/chains\/43114\/blocks\/\d+/ }) });
  await expect(rows).toHaveCount(20);
  for (const row of await rows.all()) await expect(row.getByRole('cell').nth(2)).toHaveText('20');
  await logs.getByLabel('Status').selectOption('404');
  await expect(table.getByRole('row', { name: /No requests match/ })).toBeVisible();

  const usage = page.getByRole('region', { name: 'Usage' });
  const minutes = usage.getByRole('table', { name: 'Usage by minute' });
  // Summed over the minutes shown: the requests may straddle a minute's end.
  await expect
    .poll(async () => {
      const cells = await minutes.getByRole('row').locator('td:nth-of-type(2)').allInnerTexts();
      return cells.reduce((sum, t) => sum + Number(t.replace(/\D/g, '') || 0), 0);
    })
    .toBeGreaterThanOrEqual(400);
  await expect(usage).toContainText('the local service does not meter compute units');

  await logs.getByLabel('Status').selectOption('200');
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: `test-results/screenshots-wave3-console/api-${scheme}.png` });
    await logs.screenshot({ path: `test-results/screenshots-wave3-console/api-logs-${scheme}.png` });
  }
});
