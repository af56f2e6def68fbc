import { expect, test } from './fixtures';

test('settings: profiles (add with field errors, edit, switch, remove), API key (set, replace, clear), defaults and theme', async ({
  app,
}) => {
  const { page } = app;
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  // A bad field is named, nothing is saved.
  await page.getByRole('button', { name: 'Add profile' }).click();
  const form = page.getByRole('form', { name: 'New profile' });
  await form.getByLabel('Profile name').fill('Same service, remote');
  await form.getByLabel('Data API URL').fill('ftp://nowhere');
  await form.getByLabel('Metrics API URL').fill(app.service.metricsUrl);
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(form.getByText('Data API URL: must be an http(s) URL')).toBeVisible();
  await form.getByLabel('Data API URL').fill(app.service.dataUrl);
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Same service, remote' })).toBeVisible();

  await page.getByRole('button', { name: 'Edit Same service, remote' }).click();
  await page.getByRole('form', { name: 'Edit profile Same service, remote' }).getByLabel('Profile name').fill('Mirror');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('button', { name: 'Switch to Mirror' })).toBeVisible();

  // Switching changes the connection; the header says which profile is active.
  await page.getByRole('button', { name: 'Switch to Mirror' }).click();
  await expect(page.getByRole('link', { name: /Profile: Mirror/ })).toBeVisible();
  await page.getByRole('button', { name: 'Switch to Local network (simulated)' }).click();
  await expect(page.getByRole('link', { name: /Profile: Local network/ })).toBeVisible();
  await page.getByRole('button', { name: 'Remove Mirror' }).click();
  await expect(page.getByRole('button', { name: 'Switch to Mirror' })).toHaveCount(0);

  // The key: only "set" and its last 4 characters ever come back.
  const key = 'rk_test_1234567890abcdWXYZ';
  // Password fields have no role: find the one labelled "API key" (the section of that name is a region).
  const keyInput = (name: string) => page.getByLabel(name, { exact: true }).and(page.locator('input'));
  await keyInput('API key').fill('short');
  await page.getByRole('button', { name: 'Set key' }).click();
  await expect(page.getByText('API key must be at least 8 characters')).toBeVisible();
  await keyInput('API key').fill(key);
  await page.getByRole('button', { name: 'Set key' }).click();
  await expect(page.getByText('A key is set, ending in WXYZ.')).toBeVisible();
  await expect(page.getByText(/Protection: /)).toBeVisible();
  expect(await page.content()).not.toContain(key);
  await keyInput('New API key').fill('rk_test_another_key_0042');
  await page.getByRole('button', { name: 'Replace key' }).click();
  await expect(page.getByText('A key is set, ending in 0042.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear key' }).click();
  await expect(page.getByText('No API key is set.')).toBeVisible();

  // Defaults persist through the main process: theme applies at once, currency survives a reload.
  await page.getByRole('region', { name: 'Defaults' }).getByLabel('Theme').selectOption('dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('region', { name: 'Defaults' }).getByLabel('Currency').selectOption('eur');
  await page.reload();
  await expect(page.getByRole('banner').getByLabel('Currency')).toHaveValue('eur');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await test.info().attach('settings (dark theme)', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });

  // The header's chain picker is filled from /v1/chains and follows the network.
  const chain = page.getByRole('banner').getByLabel('EVM chain');
  await chain.selectOption('432204');
  await expect(chain.locator('option:checked')).toHaveText(/Summit/);
  await page.getByRole('banner').getByLabel('Network').selectOption('fuji');
  await expect(chain).toHaveValue('43113');
});
