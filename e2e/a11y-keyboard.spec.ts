import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { serviceGet } from './primary-support';

/**
 * The app by keyboard alone: no click, no fill, no hover; only keys pressed and what has the focus read. A journey
 * opens a block, a transaction, an address and a validator and exports a list; the shortcuts and their dialog.
 */

test.describe.configure({ timeout: 180_000 });

/** Tab (or Shift+Tab) until `target` has the focus: what a keyboard user does, each stop counted. */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}): Promise<void> {
  await target.waitFor();
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${target} not reached by ${max} presses of Tab`);
}

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

/** After a change of page the focus is on its h1. */
async function expectFocusOnH1(page: Page, name: string | RegExp): Promise<void> {
  await expect(h1(page, name)).toBeFocused({ timeout: 20_000 });
}

/** The first row of a grid, reached by Tab, ArrowDown and opened with Enter. */
async function openFirstRow(page: Page, grid: Locator): Promise<void> {
  await expect(grid.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  await tabTo(page, grid);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}

test('by keyboard alone: a block, a transaction, an address, a validator, and a list exported', async ({ app }) => {
  const { page } = app;
  // The export folder, typed into the Exports page (g e).
  const folder = `${app.dataDir}/exports`;
  mkdirSync(folder, { recursive: true });
  // Keys pressed once the first page is drawn, as a person does: the shell's key listener is attached after its first paint.
  await expect(h1(page, /overview/)).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('g');
  await page.keyboard.press('e');
  await expectFocusOnH1(page, 'Exports');
  await tabTo(page, page.getByRole('textbox', { name: /Export folder/ }));
  await page.keyboard.type(folder);
  await tabTo(page, page.getByRole('button', { name: 'Save folder' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Save folder' })).toBeDisabled();

  // A block: g b, the first row of the latest blocks.
  await page.keyboard.press('g');
  await page.keyboard.press('b');
  await expectFocusOnH1(page, 'Latest blocks');
  await openFirstRow(page, page.getByRole('grid', { name: 'Latest blocks' }));
  await expectFocusOnH1(page, /^Block/);

  // A transaction: g t, the first row of the latest transactions.
  await page.keyboard.press('g');
  await page.keyboard.press('t');
  await expectFocusOnH1(page, 'Latest transactions');
  await openFirstRow(page, page.getByRole('grid', { name: 'Latest transactions' }));
  await expectFocusOnH1(page, 'Transaction');

  // An address: its sender, typed into the omnibox (/).
  const { transactions } = await serviceGet<{ transactions: { from: { address: string } }[] }>(
    app,
    '/v1/chains/43114/transactions?pageSize=1',
  );
  await page.keyboard.press('/');
  await expect(page.getByRole('searchbox', { name: 'Search' })).toBeFocused();
  await page.keyboard.type(transactions[0].from.address);
  await page.keyboard.press('Enter');
  await expectFocusOnH1(page, 'Address');

  // A validator: g v, the first row.
  await page.keyboard.press('g');
  await page.keyboard.press('v');
  await expectFocusOnH1(page, 'Validators');
  await openFirstRow(page, page.getByRole('grid').first());
  await expectFocusOnH1(page, /Validator/);

  // A list exported: the latest blocks (g b), its toolbar's export, 20 rows.
  await page.keyboard.press('g');
  await page.keyboard.press('b');
  await expectFocusOnH1(page, 'Latest blocks');
  const blocks = page.getByRole('region', { name: 'Latest blocks' });
  await tabTo(page, blocks.getByRole('button', { name: 'Export CSV / JSON' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('textbox', { name: /Row limit/ }));
  await page.keyboard.type('20');
  await page.keyboard.press('Enter');
  const status = page.getByRole('status', { name: /Latest blocks: report status/ });
  await expect(status.getByText('Completed', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(status.locator('.export-file')).toContainText(`${folder}/ridgeline-latest-blocks-`);
});

test('shortcuts: / the omnibox, ? their list in a dialog that keeps the focus and gives it back, g then a letter a section', async ({
  app,
}) => {
  const { page } = app;
  // Keys pressed once the first page is drawn, as a person does: the shell's key listener is attached after its first paint.
  await expect(h1(page, /overview/)).toBeVisible({ timeout: 30_000 });
  // On a loaded machine the chord can be missed (its listener comes in an effect after the first paint; its second key
  // must follow within the chord's time): the pair is pressed again.
  await expect(async () => {
    await page.keyboard.press('g');
    await page.keyboard.press('t');
    await expect(h1(page, 'Latest transactions')).toBeFocused({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });

  // ? opens the list; Tab cycles inside the dialog (the page behind is inert); Escape closes it, the focus returns.
  await page.keyboard.press('?');
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await expect(dialog.getByRole('table', { name: 'Go to a section' }).getByRole('row')).toHaveCount(18);
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement) || document.activeElement === document.body)).toBe(true);
  }
  // Keys for the page do nothing while it is open.
  await page.keyboard.press('g');
  await page.keyboard.press('b');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(h1(page, 'Latest transactions')).toBeFocused();

  // / focuses the omnibox; typed there, g and ? are text.
  await page.keyboard.press('/');
  const search = page.getByRole('searchbox', { name: 'Search' });
  await expect(search).toBeFocused();
  await page.keyboard.type('g?');
  await expect(search).toHaveValue('g?');
  await expect(dialog).toHaveCount(0);
  await page.keyboard.press('Escape');

  // No keyboard trap: Tab goes through a whole page (Settings: g ,) and back round to the start.
  await page.keyboard.press('g');
  await page.keyboard.press(',');
  await expectFocusOnH1(page, 'Settings');
  await tabTo(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Ridgeline' }), { max: 200 });
});
