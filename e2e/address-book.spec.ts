import { readFile } from 'node:fs/promises';
import { screenshot } from './primary-support';
import { expect, test } from './fixtures';

// A truncated address's name: what is seen, then the whole address.
const ADDRESS = / 0x[0-9a-fA-F]{40}$/;

test('label an address, see it in the latest transactions and the omnibox, export the book', async ({ app }) => {
  const { page } = app;
  const grid = page.getByRole('grid', { name: 'Latest transactions' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  // The sender of the first transaction on the home page.
  const link = grid.getByRole('row').nth(1).getByRole('link', { name: ADDRESS }).first();
  const address = (await link.getAttribute('title')) ?? '';
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Address' })).toBeVisible();

  await page.getByRole('button', { name: 'Add label' }).click();
  const form = page.getByRole('form', { name: 'Label for this address' });
  await form.getByLabel('Label').fill('E2E Treasury');
  await screenshot(page, 'address-label-editing');
  await form.getByRole('button', { name: 'Save label' }).click();
  await expect(form).toBeHidden();
  await expect(page.locator('.page-header').getByText('E2E Treasury')).toBeVisible();
  await screenshot(page, 'address-labelled');

  // Back on the home page the same rows (from the cache) show the label in front of the address.
  await page.goBack();
  await expect(grid.getByRole('link', { name: new RegExp(`^E2E Treasury .* ${address}$`) }).first()).toBeVisible();
  await screenshot(page, 'latest-transactions-labelled');

  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill('treas');
  const option = page.getByRole('listbox', { name: 'Address book matches' }).getByRole('option', { name: /E2E Treasury/ });
  await expect(option).toBeVisible();
  await screenshot(page, 'omnibox-label-suggestion');
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`#/address/${address}$`));

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Address book' }).click();
  const table = page.getByRole('grid', { name: 'Labels' });
  await expect(table.getByRole('gridcell', { name: 'E2E Treasury', exact: true })).toBeVisible();
  await screenshot(page, 'address-book-page');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^address-book-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path()) ?? '', 'utf8');
  expect(csv).toBe(`id,kind,label\r\n${address},evmAddress,E2E Treasury\r\n`);
});
