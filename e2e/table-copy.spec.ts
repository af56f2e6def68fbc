import { screenshot } from './primary-support';
import { expect, test } from './fixtures';

/**
 * A table row's copy buttons as Chromium shows them: idle ones only on the row pointed at, selected or holding the
 * focus, each in its place in every row (painting eighty icons was most of a scroll frame's paint: bench/NOTES.md,
 * scrolling). A copy's ✓ stays after the pointer leaves.
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

  // Nothing pointed at, selected or focused: no row shows its idle buttons, yet each row has one per id.
  await page.mouse.move(0, 0);
  await expect(row(2).locator('.copy-button')).toHaveCount(4);
  await expect(row(2).locator('.copy-button:visible')).toHaveCount(0);

  // The pointed row, and only it; the buttons take their place in every row, so the row's text does not move.
  const linkBefore = await row(3).getByRole('link').first().boundingBox();
  await row(3).hover();
  await expect(row(3).locator('.copy-button:visible')).toHaveCount(4);
  await expect(row(2).locator('.copy-button:visible')).toHaveCount(0);
  expect(await row(3).getByRole('link').first().boundingBox()).toEqual(linkBefore);
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

  // The row's idle buttons also show while the focus is in it (the button just clicked holds it).
  await copyHash(3).focus();
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
