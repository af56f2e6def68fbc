import type { Locator, Page } from '@playwright/test';
import { screenshot } from './primary-support';
import { expect, test } from './fixtures';

/**
 * A table's edge shadows as Chromium draws them: a shadow at each side where columns are out of view, none
 * at a side that is reached or when every column fits. They are drawn without a `local` background on the
 * scroller, which made every vertical scroll repaint the visible rows (bench/NOTES.md, scrolling).
 */

/** Whether a shadow darkens the scroller's inner left and right edges, read from the pixels of its screenshot. */
async function shadows(page: Page, scroller: Locator): Promise<{ left: boolean; right: boolean }> {
  const png = (await scroller.screenshot()).toString('base64');
  const box = await scroller.evaluate((el) => ({ width: el.clientWidth, header: el.querySelector('.dt-header')!.clientHeight }));
  return page.evaluate(
    async ({ png, box }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const canvas = new OffscreenCanvas(image.width, image.height);
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(image, 0, 0);
      // Middle of the fourth row, 2 px inside each edge: cell padding, never text.
      const y = box.header + 3 * 36 + 18;
      const brightness = (x: number) => {
        const [r, g, b] = ctx.getImageData(x, y, 1, 1).data;
        return r + g + b;
      };
      const panel = getComputedStyle(document.querySelector('.data-table')!).backgroundColor.match(/\d+/g)!.slice(0, 3).map(Number);
      const panelBrightness = panel[0] + panel[1] + panel[2];
      const shaded = (x: number) => Math.abs(brightness(x) - panelBrightness) > 15;
      return { left: shaded(2), right: shaded(box.width - 3) };
    },
    { png, box },
  );
}

async function scrollLeftTo(scroller: Locator, x: number) {
  await scroller.evaluate((el, left) => (el.scrollLeft = left), x);
  await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBe(x);
}

test('a shadow at each edge with columns out of view, none at an edge reached or when all fit', async ({ app }) => {
  // Four full-page screenshots and four of the grid: slow on a loaded machine.
  test.slow();
  const { page } = app;
  await page.setViewportSize({ width: 900, height: 800 });
  await page.evaluate(() => (window.location.hash = '/transactions'));
  const grid = page.getByRole('grid', { name: 'Latest transactions' });
  await expect(grid.getByRole('row').nth(6)).toBeVisible({ timeout: 30_000 });
  const scroller = page.getByTestId('transactions-scroll');
  const width = await scroller.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(width).toBeGreaterThan(100);

  expect(await shadows(page, scroller)).toEqual({ left: false, right: true });
  await screenshot(page, 'transactions narrow, at the left');
  await scrollLeftTo(scroller, Math.round(width / 2));
  expect(await shadows(page, scroller)).toEqual({ left: true, right: true });
  await screenshot(page, 'transactions narrow, in the middle');
  await scrollLeftTo(scroller, width);
  expect(await shadows(page, scroller)).toEqual({ left: true, right: false });
  await screenshot(page, 'transactions narrow, at the right');

  // Wide enough for every column (after having been scrolled to the right): no shadow at all.
  await page.setViewportSize({ width: 1600, height: 800 });
  await expect.poll(() => scroller.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
  expect(await shadows(page, scroller)).toEqual({ left: false, right: false });
  await screenshot(page, 'transactions wide');
});

test("a table's rows are scrolled by the compositor: its scroller has a layer of its own", async ({ app }) => {
  const { page } = app;
  await page.evaluate(() => (window.location.hash = '/transactions'));
  const grid = page.getByRole('grid', { name: 'Latest transactions' });
  await expect(grid.getByRole('row').nth(6)).toBeVisible({ timeout: 30_000 });
  const scroller = page.getByTestId('transactions-scroll');
  // The layer's size is the scroller's box, with or without its scrollbars.
  const box = await scroller.evaluate((el: HTMLElement) => ({
    w: [el.clientWidth, el.offsetWidth],
    h: [el.clientHeight, el.offsetHeight],
  }));
  const within = (n: number, [min, max]: number[]) => n >= min && n <= max;
  // Its background (the edge shadows) is not opaque: without its own layer Chromium scrolls it on the main thread,
  // repainting every visible row each frame (bench/NOTES.md "Scrolling, fifth pass").
  const cdp = await page.context().newCDPSession(page);
  type Layer = { layerId: string; width: number; height: number };
  const layers = new Promise<Layer[]>((resolve) =>
    cdp.on('LayerTree.layerTreeDidChange', (e: { layers?: Layer[] }) => e.layers && resolve(e.layers)),
  );
  await cdp.send('LayerTree.enable');
  await scroller.evaluate((el) => (el.scrollTop += 36));
  const scrolling = [];
  for (const layer of await layers) {
    if (!within(layer.width, box.w) || !within(layer.height, box.h)) continue;
    const { compositingReasonIds } = await cdp.send('LayerTree.compositingReasons', { layerId: layer.layerId });
    if (compositingReasonIds?.includes('OverflowScrolling')) scrolling.push(layer.layerId);
  }
  expect(scrolling).toHaveLength(1);
  await cdp.detach();
});
