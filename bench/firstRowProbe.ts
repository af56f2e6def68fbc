import type { Page } from '@playwright/test';

/**
 * Runs in the page before its scripts (an init script): notes the wall-clock time of the first
 * frame after the first row of latest blocks is in the DOM. Playwright's own wait for the row
 * polls at growing intervals (up to 500 ms and more apart on a busy main thread), and a trace of
 * the first load showed it noticing the row up to 900 ms after the row was there (bench/NOTES.md
 * "First rows"), so the bench reads the page's own time instead. A string, not a function: tsx
 * would wrap a nested function in a helper the page does not have.
 */
const PROBE = `(() => {
  const selector = '[role="grid"][aria-label="Latest blocks"] [role="row"][aria-rowindex="2"]';
  const observer = new MutationObserver(() => {
    if (!document.querySelector(selector)) return;
    observer.disconnect();
    requestAnimationFrame(() => { window.__ridgelineFirstRowAt = performance.timeOrigin + performance.now(); });
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true });
})()`;

/** Opens `url`; resolves with the wall-clock times (epoch ms) it was asked to open and of the first frame showing a row of latest blocks. */
export async function openToFirstRow(page: Page, url: string): Promise<{ opened: number; shown: number }> {
  await page.addInitScript(PROBE);
  const opened = Date.now();
  await page.goto(url);
  const firstRow = page.getByRole('grid', { name: 'Latest blocks' }).locator('[role="row"][aria-rowindex="2"]');
  await firstRow.waitFor();
  const at = await page.waitForFunction('window.__ridgelineFirstRowAt');
  return { opened, shown: (await at.jsonValue()) as number };
}
