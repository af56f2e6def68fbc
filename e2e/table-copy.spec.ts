import { screenshot } from './primary-support';
import { expect, test } from './fixtures';

/**
 * A table row's copy buttons as Chromium shows them: only on the row pointed at, selected or holding the focus, the
 * other rows drawing none but keeping their place (painting eighty icons was most of a scroll frame's paint, and
 * creating four buttons a row entering was a sixth of its elements: bench/NOTES.md, scrolling). A copy's ✓ stays
 * after the pointer leaves.
 */
test("a row's copy buttons show where the pointer, the selection or the focus is, and copy the whole id", async ({ app }) => {
  const { page } = app;
  // Rows arriving at the head would move the rows under the pointer.
  app.service.stopBlocks();
  // Chromium asks before a page writes the clipboard; the Electron app allows its copy buttons that (and only that).
  if (app.target === 'web') await page.context().grantPermissions(['clipboard-write']);
  await page.evaluate(() => (window.location.hash = '/transactions'));
  const grid = page.getByRole('grid', { name: 'Latest transactions' });
  await expect(grid.getByRole('row').nth(6)).toBeVisible({ timeout: 30_000 });
  const row = (n: number) => grid.getByRole('row').nth(n);
  const copyHash = (n: number) => row(n).locator('.copy-button').first();

  // Nothing pointed at, selected or focused: no row draws its buttons.
  await page.mouse.move(0, 0);
  await expect(grid.locator('.copy-button')).toHaveCount(0);

  // The pointed row, one button per id, and only it; their place is kept in every row, so nothing in the row moves.
  const boxes = () =>
    row(3)
      .locator('.value-with-copy, .hash')
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON()));
  // A contract's name arrives after its row (one batched lookup) and widens its cell: a pass where the row changed for
  // that is tried again, while buttons that moved anything fail every pass.
  await expect(async () => {
    await page.mouse.move(0, 0);
    const before = await boxes();
    await row(3).hover();
    await expect(row(3).locator('.copy-button:visible')).toHaveCount(4);
    await expect(row(2).locator('.copy-button')).toHaveCount(0);
    expect(await boxes()).toEqual(before);
  }).toPass({ timeout: 30_000 });
  await screenshot(page, 'transactions, a row pointed at');

  // A copy: the whole hash handed to the clipboard, and ✓ (the write succeeded). The ✓ stays when neither the pointer
  // nor the focus is on the row any more (it shows for 1.5 s); the idle buttons go.
  const hash = await row(3).getByRole('link').first().getAttribute('title');
  // What is handed to the clipboard, read back in either target (reading the clipboard is denied in the Electron app).
  await page.evaluate(() => {
    const write = navigator.clipboard.writeText.bind(navigator.clipboard);
    const written: string[] = ((window as unknown as { written: string[] }).written = []);
    navigator.clipboard.writeText = (text) => {
      written.push(text);
      return write(text);
    };
  });
  await copyHash(3).click();
  await page.mouse.move(0, 0);
  await grid.focus();
  // One assertion for the whole moment: the ✓ lasts 1.5 s, which a loaded machine spent between three of them. The row's
  // one button shown is the one that copied, showing ✓.
  await expect(row(3).locator('.copy-button:visible')).toHaveText(['✓']);
  expect(await page.evaluate(() => (window as unknown as { written: string[] }).written)).toEqual([hash]);

  // The row's idle buttons also show while the focus is in it.
  await row(3).getByRole('link').first().focus();
  await expect(row(3).locator('.copy-button:visible')).toHaveCount(4);

  // The selected row (arrow keys on the grid), with the pointer elsewhere.
  await grid.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(row(2)).toHaveAttribute('aria-selected', 'true');
  await expect(row(2).locator('.copy-button:visible')).toHaveCount(4);
  await expect(row(4).locator('.copy-button:visible')).toHaveCount(0);

  // Tab from a link of a row reaches its copy button.
  await row(5).getByRole('link').first().focus();
  await expect(row(5).locator('.copy-button:visible')).toHaveCount(4);
  await page.keyboard.press('Tab');
  await expect(copyHash(5)).toBeFocused();
});
