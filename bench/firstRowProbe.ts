import type { Page } from '@playwright/test';
import { PipeBrowser } from './pipeBrowser';

const FIRST_ROW = '[role="grid"][aria-label="Latest blocks"] [role="row"][aria-rowindex="2"]';
/** What the time probe's dialog says once it has both times. */
const NOTED = 'ridgeline: first row noted';

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
 * Tells two wall-clock times of the first row, by a dialog the driver closes: the first frame after it is in the DOM (the bench's figure since its
 * first run), and when it was painted. Playwright's own wait for the row polls at growing intervals (up to 500 ms
 * and more apart on a busy main thread), and a trace of the first load showed it noticing the row up to 900 ms after
 * the row was there (bench/NOTES.md "First rows"), so the bench reads the page's own times instead. The paint is the
 * browser's Element Timing of the row's cells, marked as soon as the row is in the DOM (before its first paint):
 * the frame time leaves out that frame's layout and paint (bench/NOTES.md "The fifteenth quiet full run").
 */
const TIME_PROBE = `(() => {
  const times = {};
  const noted = () => times.shown && times.painted && alert('${NOTED} ' + JSON.stringify(times));
  new PerformanceObserver((entries) => {
    const painted = entries.getEntries().find((e) => e.identifier === 'ridgeline-first-row');
    if (!painted) return;
    times.painted = performance.timeOrigin + painted.renderTime;
    noted();
  }).observe({ type: 'element', buffered: true });
  ${atFirstRow(`
    for (const cell of document.querySelectorAll('${FIRST_ROW} [role="gridcell"], ${FIRST_ROW} [role="gridcell"] *'))
      cell.setAttribute('elementtiming', 'ridgeline-first-row');
    requestAnimationFrame(() => { times.shown = performance.timeOrigin + performance.now(); noted(); });`)};
})()`;

/** Keeps the page's body as it is when the first row is in the DOM. */
const SNAPSHOT_PROBE = atFirstRow('window.__ridgelineFirstView = document.body.innerHTML;');

/** Opens `url` and waits for its first row of latest blocks. */
async function openAndWait(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator(FIRST_ROW).waitFor();
}

/**
 * Opens `url` in a fresh browser (`executablePath`, launched with `args`); resolves with the wall-clock times (epoch
 * ms) it was asked to open, of the first frame showing a row of latest blocks, and of that row's paint. The browser
 * is driven over its DevTools pipe (PipeBrowser), and the page tells its times by a dialog: no Runtime domain, which would cost the app's script and not the floor's.
 */
export async function timeFirstRow(
  executablePath: string,
  args: string[],
  url: string,
): Promise<{ opened: number; shown: number; painted: number }> {
  const { browser } = await PipeBrowser.launch(executablePath, args);
  try {
    const page = await browser.page();
    // The page's init scripts run only with its Page domain on.
    await browser.send('Page.enable', {}, page);
    await browser.send('Page.addScriptToEvaluateOnNewDocument', { source: TIME_PROBE }, page);
    const noted = browser.dialogMessage(page, NOTED);
    // Awaited below; if the navigation fails first, its rejection when the browser closes is not an unhandled one.
    noted.catch(() => undefined);
    const opened = Date.now();
    const { errorText } = (await browser.send('Page.navigate', { url }, page)) as { errorText?: string };
    if (errorText) throw new Error(`${url} did not open: ${errorText}`);
    const times = JSON.parse((await noted).slice(NOTED.length)) as { shown: number; painted: number };
    return { opened, ...times };
  } finally {
    await browser.close();
  }
}

/** Opens `url`; resolves with the page's body (its HTML) as it was when the first row of latest blocks came into the DOM. */
export async function firstViewBody(page: Page, url: string): Promise<string> {
  await page.addInitScript(SNAPSHOT_PROBE);
  await openAndWait(page, url);
  return (await (await page.waitForFunction('window.__ridgelineFirstView')).jsonValue()) as string;
}
