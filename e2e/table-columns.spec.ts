import AxeBuilder from '@axe-core/playwright';
import { goTo, recordApiCalls, screenshot, serviceGet } from './primary-support';
import { expect, test } from './fixtures';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

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

test('counts line up on the right, as amounts do; ids and times stay on the left', async ({ app }) => {
  const grid = app.page.getByRole('grid', { name: 'Latest blocks' });
  await expect(grid.getByRole('row').nth(3)).toBeVisible({ timeout: 30_000 });
  const align = (cell: ReturnType<typeof grid.getByRole>) => cell.evaluate((el) => getComputedStyle(el).textAlign);
  const column = async (name: string) => {
    const headers = await grid.getByRole('columnheader').allTextContents();
    const at = headers.findIndex((h) => h.startsWith(name));
    expect(at, `column ${name} in ${headers.join(', ')}`).toBeGreaterThanOrEqual(0);
    return [await align(grid.getByRole('columnheader').nth(at)), await align(grid.getByRole('row').nth(1).getByRole('gridcell').nth(at))];
  };
  expect(await column('Txs')).toEqual(['right', 'right']);
  expect(await column('Block')).not.toContain('right');
  expect(await column('Time')).not.toContain('right');
});

/**
 * The validators list: a header the API sorts by asks for a new page in that order, a header it has no sort for sorts
 * the rows loaded, a header dragged onto another moves its column, a pinned column stays while the rows scroll
 * sideways, and all of it is there again after a reload. The header controls are axe-clean in both themes.
 */
test('sorts by the API or the loaded rows, moves and pins columns, and keeps the layout across a reload', async ({ app }) => {
  test.setTimeout(240_000);
  const { page } = app;
  const calls = recordApiCalls(page);
  await goTo(page, '/validators');
  const grid = page.getByRole('grid', { name: 'Validators' });
  const firstRow = grid.getByRole('row').nth(1);
  await expect(firstRow).toBeVisible({ timeout: 30_000 });
  const header = (name: string) => grid.getByRole('columnheader', { name, exact: true });
  const headers = () =>
    grid.getByRole('columnheader').evaluateAll((hs) => hs.map((h) => (h.firstChild?.textContent ?? '').replace(/[▲▼]/g, '').trim()));
  const validatorCalls = () => calls.filter((c) => c.endpointId === 'listValidators');
  const serviceFirst = async (query: string) =>
    (await serviceGet<{ validators: { nodeId: string }[] }>(app, `/v1/networks/mainnet/validators?pageSize=1&${query}`)).validators[0]
      .nodeId;

  // The API's sort: a new request with its sortBy, largest first, then smallest first; the first row is the service's.
  await header('Delegation capacity').getByRole('button').click();
  await expect.poll(() => validatorCalls().at(-1)?.params.sortBy).toBe('delegationCapacity');
  expect(validatorCalls().at(-1)?.params.sortOrder).toBeUndefined();
  await expect(header('Delegation capacity')).toHaveAttribute('aria-sort', 'descending');
  await expect(firstRow.getByTitle(await serviceFirst('sortBy=delegationCapacity'), { exact: true })).toBeVisible();
  await header('Delegation capacity').getByRole('button').click();
  await expect.poll(() => validatorCalls().at(-1)?.params.sortOrder).toBe('asc');
  await expect(header('Delegation capacity')).toHaveAttribute('aria-sort', 'ascending');
  await expect(firstRow.getByTitle(await serviceFirst('sortBy=delegationCapacity&sortOrder=asc'), { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/sortBy=delegationCapacity&order=asc/);

  // No API sort for stake: the loaded rows are sorted, with no new request.
  const requests = validatorCalls().length;
  await header('Stake').getByRole('button').click();
  await expect(header('Stake')).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.getByText(/sorted by Stake, ascending \(loaded rows\)/)).toBeVisible();
  const stakes = await grid
    .locator('[role="row"] .dt-cell.amount:nth-child(3)')
    .evaluateAll((cells) => cells.slice(0, 10).map((c) => Number((c.textContent ?? '').replace(/[^\d.]/g, ''))));
  expect(stakes.length).toBeGreaterThan(3);
  expect(stakes).toEqual([...stakes].sort((a, b) => a - b));
  expect(validatorCalls()).toHaveLength(requests);

  // A header dragged onto another takes its place; the cells follow.
  await header('Delegators').dragTo(header('Status'));
  await expect
    .poll(headers)
    .toEqual(['Node', 'Delegators', 'Status', 'Stake', 'Delegated', 'Delegation capacity', 'Fee %', 'Uptime %', 'Ends']);

  // Node pinned: it stays in place while the rows scroll sideways.
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('button', { name: 'Pin Node' }).click();
  await expect(page.getByRole('button', { name: 'Pin Node' })).toHaveAttribute('aria-pressed', 'true');
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await screenshot(page, `validators columns menu, ${scheme}`);
    const { violations } = await new AxeBuilder({ page }).include('.data-table').withTags(WCAG_TAGS).analyze();
    expect(
      violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => `${v.id}: ${v.nodes[0]?.target}`),
    ).toEqual([]);
  }
  await page.keyboard.press('Escape');
  const scroller = page.getByTestId('primary-validators-scroll');
  const xOf = async (name: string) => (await header(name).boundingBox())!.x;
  const [nodeBefore, statusBefore] = [await xOf('Node'), await xOf('Status')];
  const scrolled = await scroller.evaluate((el) => (el.scrollLeft = el.scrollWidth) && el.scrollLeft);
  expect(scrolled).toBeGreaterThan(0);
  await expect.poll(() => xOf('Status')).toBe(statusBefore - scrolled);
  expect(await xOf('Node')).toBe(nodeBefore);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await screenshot(page, `validators sorted by stake, node pinned and scrolled sideways, ${scheme}`);
  }

  // After a reload: the order, the pin and the loaded rows' sort are kept (the API's sort is in the URL).
  await page.reload();
  await expect(firstRow).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(headers)
    .toEqual(['Node', 'Delegators', 'Status', 'Stake', 'Delegated', 'Delegation capacity', 'Fee %', 'Uptime %', 'Ends']);
  await expect(header('Node')).toHaveClass(/dt-pinned/);
  await expect(header('Stake')).toHaveAttribute('aria-sort', 'ascending');

  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('button', { name: 'Reset columns' }).click();
  await expect
    .poll(headers)
    .toEqual(['Node', 'Status', 'Stake', 'Delegated', 'Delegation capacity', 'Fee %', 'Uptime %', 'Delegators', 'Ends']);
  await expect(header('Node')).not.toHaveClass(/dt-pinned/);
  await expect(header('Delegation capacity')).toHaveAttribute('aria-sort', 'ascending');
});
