import { screenshot } from './primary-support';
import { expect, test } from './fixtures';

/** A table's column edge dragged with the mouse in Chromium: the header and the rows follow, the width is remembered. */

test('dragging a column edge widens the column in the header and its cells, is remembered, and a double click restores it', async ({
  app,
}) => {
  const { page } = app;
  const grid = page.getByRole('grid', { name: 'Latest blocks' });
  await expect(grid.getByRole('row').nth(3)).toBeVisible({ timeout: 30_000 });
  const header = grid.getByRole('columnheader', { name: 'Hash' });
  const firstCellOf = () => grid.getByRole('row').nth(1).getByRole('gridcell').nth(2);
  const widths = async () => [(await header.boundingBox())!.width, (await firstCellOf().boundingBox())!.width];
  const [before] = await widths();
  expect(await widths()).toEqual([before, before]);

  const edge = (await header.locator('.dt-resizer').boundingBox())!;
  const y = edge.y + edge.height / 2;
  await page.mouse.move(edge.x + edge.width / 2, y);
  await page.mouse.down();
  await page.mouse.move(edge.x + edge.width / 2 + 40, y, { steps: 4 });
  await page.mouse.move(edge.x + edge.width / 2 + 80, y, { steps: 4 });
  await page.mouse.up();
  await expect.poll(widths).toEqual([before + 80, before + 80]);
  await screenshot(page, 'latest blocks, hash column widened');

  await page.reload();
  await expect(grid.getByRole('row').nth(3)).toBeVisible({ timeout: 30_000 });
  await expect.poll(widths).toEqual([before + 80, before + 80]);
  await header.locator('.dt-resizer').dblclick();
  await expect.poll(widths).toEqual([before, before]);
});
