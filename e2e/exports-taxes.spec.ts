import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { expect, test } from './fixtures';

// No live blocks, so the balances the reconciliation reads stay those of the exported period;
// the service cuts exports at 30 rows, so the year's export arrives in parts that are joined.
test.use({ serviceOptions: { blockIntervalMs: 0 } });
test.describe.configure({ timeout: 120_000 });
test.beforeAll(() => void (process.env.RIDGELINE_EXPORT_MAX_ROWS = '30'));
test.afterAll(() => void delete process.env.RIDGELINE_EXPORT_MAX_ROWS);

const csvLines = (text: string) => text.split('\r\n').filter(Boolean);

test('Export for taxes from an address page: year, format and currency; a Koinly file whose reconciliation holds, on the Exports page with its parts', async ({
  app,
}, testInfo) => {
  const { page } = app;
  // A recent sender that also moved ERC-20 tokens, so the report has token rows to reconcile.
  const res = await fetch(`${app.service.dataUrl}/v1/chains/43114/transactions?pageSize=50`);
  let address = '';
  let token = '';
  for (const t of ((await res.json()) as { transactions: { from: { address: string } }[] }).transactions) {
    const list = await fetch(`${app.service.dataUrl}/v1/chains/43114/addresses/${t.from.address}/transactions:listErc20?pageSize=1`);
    const first = ((await list.json()) as { transactions: { erc20Token: { symbol: string } }[] }).transactions[0];
    if (first) {
      [address, token] = [t.from.address, first.erc20Token.symbol];
      break;
    }
  }
  expect(token).not.toBe('');

  const folder = `${app.dataDir}/exports`;
  mkdirSync(folder, { recursive: true });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Exports' }).click();
  await page.getByRole('textbox', { name: /Export folder/ }).fill(folder);
  await page.getByRole('button', { name: 'Save folder' }).click();
  await expect(page.getByRole('button', { name: 'Save folder' })).toBeDisabled();

  await page.evaluate((a) => (window.location.hash = `#/address/${a}`), address);
  await page.getByRole('button', { name: 'Export for taxes' }).click();
  const form = page.getByRole('form', { name: 'Export for taxes' });
  const year = String(new Date().getFullYear());
  await expect(form.getByRole('combobox', { name: 'Period' })).toHaveValue('year');
  await form.getByRole('combobox', { name: 'Year' }).selectOption(year);
  await form.getByRole('textbox', { name: 'Time zone' }).fill('Europe/Berln');
  await form.getByRole('button', { name: 'Start export for taxes' }).click();
  await expect(form.getByRole('alert')).toContainText('Time zone: "Europe/Berln" is not a time zone');
  await form.getByRole('textbox', { name: 'Time zone' }).fill('Europe/Berlin');
  await form.getByRole('combobox', { name: 'Format' }).selectOption({ label: 'Koinly (universal format)' });
  await form.getByRole('combobox', { name: 'Currency' }).selectOption('eur');
  await page.screenshot({ path: testInfo.outputPath('tax-form.png'), fullPage: true });
  await form.getByRole('button', { name: 'Start export for taxes' }).click();

  const status = page.getByRole('status', { name: /report status/ });
  await expect(status.getByText('Completed', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(status).toContainText('parts joined');
  await expect(status).toContainText('Reconciled');
  const reconciliation = status.getByRole('table', { name: /reconciliation/ });
  await expect(reconciliation.getByRole('row', { name: /^AVAX\s/ })).toContainText('0 ✓');
  const tokenRow = reconciliation.getByRole('row', { name: new RegExp(`^${token} ERC-20`) });
  await expect(tokenRow).toContainText('0 ✓');
  await expect(tokenRow.getByRole('link')).toBeVisible(); // the token contract, linked to its page
  await page.screenshot({ path: testInfo.outputPath('tax-done-address.png'), fullPage: true });

  // Named after the year and the address as the page shows it (checksummed).
  const named = readdirSync(folder).find((f) => f.toLowerCase() === `ridgeline-taxes-${year}-${address.slice(0, 12)}.csv`.toLowerCase())!;
  const base = `${folder}/${named.replace(/\.csv$/, '')}`;
  const koinly = csvLines(readFileSync(`${base}-koinly.csv`, 'utf8'));
  expect(koinly[0]).toBe(
    'Date,Sent Amount,Sent Currency,Received Amount,Received Currency,Fee Amount,Fee Currency,Net Worth Amount,Net Worth Currency,Label,Description,TxHash',
  );
  expect(koinly.length).toBeGreaterThan(30); // more rows than one part holds
  const summary = JSON.parse(readFileSync(`${base}.csv.summary.json`, 'utf8')) as {
    ok: boolean;
    timeZone: string;
    assets: { asset: string; symbol: string; difference: string }[];
  };
  expect(summary).toMatchObject({ ok: true, timeZone: 'Europe/Berlin' });
  expect(summary.assets.map((a) => a.symbol)).toEqual(expect.arrayContaining(['AVAX', token]));
  for (const a of summary.assets) expect(a.difference).toBe('0');
  // The token's transfers are rows in its own currency, amounts as exact decimals.
  const tokenLines = koinly
    .slice(1)
    .map((l) => l.split(','))
    .filter((r) => r[2] === token || r[4] === token);
  expect(tokenLines.length).toBeGreaterThan(0);
  for (const r of tokenLines) expect(r[1] || r[3]).toMatch(/^\d+(\.\d+)?$/);
  // The full export's rows are each in the file once, across the seams of the parts.
  const full = csvLines(readFileSync(`${base}.csv`, 'utf8')).slice(1);
  expect(new Set(full).size).toBe(full.length);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Exports' }).click();
  const row = page
    .getByRole('table', { name: 'Export history' })
    .getByRole('row', { name: /Transactions of/ })
    .first();
  await expect(row).toContainText('parts joined');
  await expect(row).toContainText(`${base}-koinly.csv`);
  await expect(row.getByRole('table', { name: /reconciliation/ })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('tax-exports-page.png'), fullPage: true });
});
