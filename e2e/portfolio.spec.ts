import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { parseCsvLine } from '../shared/csv/parseCsvLine';
import { addDecimals, amountTimesPrice, decimalToString, parseDecimal, type Decimal } from '../shared/format/decimal';
import { toChecksumAddress } from '../shared/codecs/evmAddress';
import { expect, test } from './fixtures';
import { avaxOwners, goTo, screenshot, serviceGet } from './primary-support';

// No live blocks: the balances stay as they are while the journey compares pages.
test.use({ serviceOptions: { blockIntervalMs: 0 } });

const AVAX = 'FvwEAhmxKfeiG8SnEvq42hc6whRyY3EFYAvebMqDNDGCgxN5Z';

/** An amount as the pages show it ("1,234.5 AVAX") in the smallest unit. */
function unitsOf(text: string, decimals: number): string {
  const d = parseDecimal(text.replace(/[^\d.]/g, ''))!;
  return (d.units * 10n ** BigInt(decimals - d.scale)).toString();
}

/** The AVAX lines of a cell that may list several assets, in the smallest unit. */
const avaxUnits = (text: string, decimals: number) =>
  text
    .split('\n')
    .filter((line) => line.trim().endsWith(' AVAX'))
    .reduce((sum, line) => sum + BigInt(unitsOf(line, decimals)), 0n);

/** A price or value as the pages show it ("$26.123456") as a decimal string. */
const decimalOf = (text: string) => text.replace(/[^\d.]/g, '');

const formatted = (page: Page, value: string) =>
  page.evaluate(
    (v) => new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD', maximumFractionDigits: 6 }).format(v as `${number}`),
    value,
  );

const cell = (table: Locator, row: string | RegExp, column: number) => table.getByRole('row', { name: row }).getByRole('cell').nth(column);

test('a portfolio of an EVM and a P-Chain address totals what the two address pages show', async ({ app }) => {
  test.slow();
  const { page } = app;
  // A P-Chain address with AVAX and no pending rewards (the address page's portfolio does not count those).
  const owners = await avaxOwners(app, AVAX);
  let pAddress: string | undefined;
  for (const bare of owners) {
    const pending = await serviceGet<{ pendingRewards: unknown[] }>(app, `/v1/networks/mainnet/rewards:listPending?addresses=P-${bare}`);
    if (pending.pendingRewards.length === 0) {
      pAddress = `P-${bare}`;
      break;
    }
  }
  expect(pAddress, 'an address without pending rewards').toMatch(/^P-avax1/);
  // An EVM address with AVAX and no ERC-20 tokens (the address page values its native balance).
  const latest = await serviceGet<{ transactions: Array<{ from: { address: string } }> }>(
    app,
    '/v1/chains/43114/transactions?pageSize=100',
  );
  let evmAddress: string | undefined;
  for (const address of new Set(latest.transactions.map((t) => t.from.address))) {
    const held = await serviceGet<{ erc20TokenBalances: unknown[] }>(app, `/v1/chains/43114/addresses/${address}/balances:listErc20`);
    if (held.erc20TokenBalances.length === 0) {
      evmAddress = address;
      break;
    }
  }
  expect(evmAddress, 'an EVM address without ERC-20 tokens').toMatch(/^0x[0-9a-fA-F]{40}$/);

  // Build the portfolio: create it on Tools > Portfolios, add the EVM address there, the P-Chain one from its address page.
  await page.getByRole('link', { name: 'Portfolios' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Portfolios' })).toBeVisible();
  await expect(page.getByText('No portfolios yet.')).toBeVisible();
  const create = page.getByRole('form', { name: 'New portfolio' });
  await create.getByRole('button', { name: 'Create portfolio' }).click();
  await expect(create.getByRole('alert')).toContainText('Invalid name');
  await create.getByRole('textbox', { name: 'Name' }).fill('Daily');
  await create.getByRole('button', { name: 'Create portfolio' }).click();
  await page.getByRole('link', { name: 'Daily' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Daily' })).toBeVisible();
  const add = page.getByRole('form', { name: 'Add an address' });
  // One letter of the EIP-55 spelling in the wrong case: a typo the checksum catches.
  const spelled = toChecksumAddress(evmAddress!);
  const at = 2 + spelled.slice(2).search(/[a-fA-F]/);
  const typo =
    spelled.slice(0, at) +
    (spelled[at] === spelled[at].toUpperCase() ? spelled[at].toLowerCase() : spelled[at].toUpperCase()) +
    spelled.slice(at + 1);
  await add.getByRole('textbox', { name: 'Address' }).fill(typo);
  await add.getByRole('button', { name: 'Add address' }).click();
  await expect(add.getByRole('alert')).toContainText('member.address');
  await add.getByRole('textbox', { name: 'Address' }).fill(evmAddress!);
  await expect(add.getByRole('checkbox', { name: 'C-Chain' })).toBeChecked();
  await add.getByRole('button', { name: 'Add address' }).click();
  const members = page.getByRole('table', { name: 'Addresses of the portfolio' });
  await expect(members.getByRole('row')).toHaveCount(2);

  await goTo(page, `/primary/address/${pAddress}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Address' })).toBeVisible();
  await page.getByRole('button', { name: 'Add to portfolio' }).click();
  await page.getByRole('form', { name: 'Add to portfolio' }).getByRole('button', { name: 'Add' }).click();
  // What the P-Chain address page shows: its AVAX over the P-, X- and C-Chain and the AVAX price.
  const allChains = page.getByRole('region', { name: 'All chains' });
  const pTotal = allChains.getByRole('definition').first();
  await expect(pTotal).toContainText('AVAX');
  const pNavax = unitsOf(await pTotal.innerText(), 9);
  await expect(allChains.getByRole('definition').nth(2)).toContainText(/\d/);
  const price = decimalOf(await allChains.getByRole('definition').nth(2).innerText());
  await page.getByRole('status').getByRole('link', { name: 'Daily' }).click();

  // The EVM address page: its native balance and value.
  await expect(page.getByRole('heading', { level: 1, name: 'Daily' })).toBeVisible();
  await members.getByRole('link', { name: new RegExp(evmAddress!, 'i') }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Address' })).toBeVisible();
  const native = page.getByRole('region', { name: 'Native balance' });
  await expect(native.getByRole('definition').first()).toContainText('AVAX');
  const evmWei = unitsOf(await native.getByRole('definition').first().innerText(), 18);
  await page.goBack();

  // The portfolio's total: the two pages' AVAX at today's price, exactly.
  await expect(page.getByRole('heading', { level: 1, name: 'Daily' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Not counted yet' })).toHaveCount(0, { timeout: 30_000 });
  const total: Decimal = addDecimals(amountTimesPrice(pNavax, 9, price)!, amountTimesPrice(evmWei, 18, price)!);
  const totalText = await formatted(page, decimalToString(total));
  await expect(page.locator('dl[aria-label="Portfolio total"] dd')).toHaveText(totalText);
  // By chain: the P-, X- and C-Chain (atomic memory) rows hold the P-Chain page's AVAX, the C-Chain row the EVM page's.
  const byChain = page.getByRole('table', { name: 'Holdings by chain' });
  let primarySum = 0n;
  for (const chain of [/^P-Chain/, /^X-Chain/, /^C-Chain \(atomic memory\)/]) {
    if ((await byChain.getByRole('row', { name: chain }).count()) > 0)
      primarySum += avaxUnits(await cell(byChain, chain, 0).innerText(), 9);
  }
  expect(primarySum.toString()).toBe(pNavax);
  expect(avaxUnits(await cell(byChain, /^C-Chain \d/, 0).innerText(), 18).toString()).toBe(evmWei);
  await expect(page.getByRole('table', { name: 'Holdings by category' }).getByRole('row', { name: /^Unlocked/ })).toBeVisible();
  await screenshot(page, 'portfolio-light');

  // The value over 7 days: one value per day, today last.
  await page.getByRole('button', { name: '7 days' }).click();
  await page.getByText('Values by day').click();
  const days = page.getByRole('table', { name: 'Value by day' });
  await expect(days.getByRole('row')).toHaveCount(8, { timeout: 60_000 });
  const valueChart = page.getByRole('figure', { name: /^Portfolio value/ });
  // A chart is drawn once it is near the viewport.
  await valueChart.scrollIntoViewIfNeeded();
  await expect(valueChart.locator('.recharts-area-area')).toBeVisible();
  await screenshot(page, 'portfolio-history-light');

  // 90 days is a long walk: Cancel stops it, says so, and offers to compute it again, which runs it again.
  await page.getByRole('button', { name: '90 days' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Cancelled\./ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await expect(page.getByLabel('Computing the value history')).toHaveCount(0);
  await screenshot(page, 'portfolio-history-cancelled');
  await page.getByRole('button', { name: 'Compute the history' }).click();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Cancelled\./ })).toHaveCount(0);
  // Back to 7 days: its finished days are cached, so it shows again at once.
  await page.getByRole('button', { name: '7 days' }).click();
  await valueChart.scrollIntoViewIfNeeded();
  await expect(valueChart.locator('.recharts-area-area')).toBeVisible();

  // The holdings as a report: written by the main process into the export folder of Settings, one row per holding, their values adding up to the total.
  const folder = join(app.dataDir, 'reports');
  mkdirSync(folder);
  await page.getByRole('link', { name: 'Exports' }).click();
  await page.getByRole('textbox', { name: /Export folder/ }).fill(folder);
  await page.getByRole('button', { name: 'Save folder' }).click();
  await expect(page.getByRole('button', { name: 'Save folder' })).toBeDisabled();
  await page.goBack();
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('form', { name: 'Export the portfolio' }).getByRole('button', { name: 'Write report' }).click();
  const status = page.getByRole('status', { name: /Portfolio holdings in USD: report status/ });
  await expect(status.getByText('Completed', { exact: true })).toBeVisible({ timeout: 30_000 });
  const lines = readFileSync((await status.locator('.export-file').textContent())!, 'utf8')
    .split('\r\n')
    .filter(Boolean)
    .map(parseCsvLine);
  expect(lines[0]).toEqual(['Address', 'Chain', 'Category', 'Asset', 'Asset id', 'Amount', 'Price (USD)', 'Value (USD)']);
  const reported = lines.slice(1).reduce<Decimal>((sum, l) => (l[7] ? addDecimals(sum, parseDecimal(l[7])!) : sum), parseDecimal('0')!);
  expect(decimalToString(reported)).toBe(decimalToString(total));
  // The header after an export, wide and narrow: the report's status sits under the actions, never pushing them about.
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const width of [1400, 1000]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`portfolio-header-after-export-${width}.png`) });
  }
  await page.setViewportSize({ width: 1400, height: 900 });

  await page.emulateMedia({ colorScheme: 'dark' });
  await screenshot(page, 'portfolio-history-dark');
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'portfolio-dark');
});
