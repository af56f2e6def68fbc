import { expect, test } from './fixtures';

test('the app opens on its shell: a page heading and the sidebar navigation', async ({ app }) => {
  const { page } = app;
  await expect(page).toHaveTitle('Ridgeline');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeVisible();
  for (const name of ['Blocks', 'Transactions', 'Settings']) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();

  // The navigation works: the chosen entry becomes the current page and that page has its own heading.
  await nav.getByRole('link', { name: 'Blocks', exact: true }).click();
  await expect(nav.getByRole('link', { name: 'Blocks', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await test.info().attach('shell', { body: await page.screenshot(), contentType: 'image/png' });
});
