import type { Page } from '@playwright/test';

const FIRST_ROW = '[role="grid"][aria-label="Latest blocks"] [role="row"][aria-rowindex="2"]';

/**
 * Runs in the page before its scripts (an init script): runs `onRow` (page code) as soon as the first
 * row of latest blocks is in the DOM. A string, not a function: tsx would wrap a nested function in a
 * helper the page does not have.
 */
const atFirstRow = (onRow: string) => `(() => {
  const observer = new MutationObserver(() => {
    if (!document.querySelector('${FIRST_ROW}')) return;
    observer.disconnect();
    ${onRow}
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true });
})()`;

/**
 * Notes the wall-clock time of the first frame after the first row is in the DOM. Playwright's own wait
 * for the row polls at growing intervals (up to 500 ms and more apart on a busy main thread), and a trace
 * of the first load showed it noticing the row up to 900 ms after the row was there (bench/NOTES.md
 * "First rows"), so the bench reads the page's own time instead.
 */
const TIME_PROBE = atFirstRow(
  'requestAnimationFrame(() => { window.__ridgelineFirstRowAt = performance.timeOrigin + performance.now(); });',
);

/** Keeps the page's body as it is when the first row is in the DOM. */
const SNAPSHOT_PROBE = atFirstRow('window.__ridgelineFirstView = document.body.innerHTML;');

/** Opens `url` and waits for its first row of latest blocks. */
async function openAndWait(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator(FIRST_ROW).waitFor();
}

/** Opens `url`; resolves with the wall-clock times (epoch ms) it was asked to open and of the first frame showing a row of latest blocks. */
export async function openToFirstRow(page: Page, url: string): Promise<{ opened: number; shown: number }> {
  await page.addInitScript(TIME_PROBE);
  const opened = Date.now();
  await openAndWait(page, url);
  const at = await page.waitForFunction('window.__ridgelineFirstRowAt');
  return { opened, shown: (await at.jsonValue()) as number };
}

/** Opens `url`; resolves with the page's body (its HTML) as it was when the first row of latest blocks came into the DOM. */
export async function firstViewBody(page: Page, url: string): Promise<string> {
  await page.addInitScript(SNAPSHOT_PROBE);
  await openAndWait(page, url);
  return (await (await page.waitForFunction('window.__ridgelineFirstView')).jsonValue()) as string;
}
