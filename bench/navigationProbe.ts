import type { Locator, Page } from '@playwright/test';

/**
 * Runs in the page before its scripts (an init script). `__ridgelineNav.arm()` waits for the next click (or a back
 * started by `back()`), then for the first animation frame whose DOM shows the new place's main content: the hash has
 * changed, the DOM has changed since the click (before React renders the new place the old page is still there), the
 * page's h1 is there and no loading placeholder (a skeleton or a busy region) of <main> is on screen: what the window
 * shows of the new page is there (a section below the fold may still be loading). That frame is the one that paints it; the figure is that frame's time minus the click event's. A string, not a
 * function: tsx would wrap a nested function in a helper the page does not have.
 */
export const NAVIGATION_PROBE = `(() => {
  let armed;
  const loaded = () => {
    const main = document.querySelector('main');
    if (!main || !main.querySelector('h1')) return false;
    for (const el of main.querySelectorAll('.skeleton, [aria-busy="true"]')) {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.bottom > 0 && r.top < innerHeight) return false;
    }
    return true;
  };
  let changed = false;
  new MutationObserver(() => (changed = true)).observe(document, { subtree: true, childList: true, characterData: true });
  const watch = (t0, from) => {
    changed = false;
    const frame = () => {
      const now = performance.now();
      if (location.hash !== from && changed && loaded()) {
        const done = armed;
        armed = undefined;
        return done.resolve(now - t0);
      }
      if (now - t0 > 30000) return armed.reject(new Error('no main content 30 s after the click on ' + from));
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  };
  document.addEventListener('click', (e) => armed && !armed.started && ((armed.started = true), watch(e.timeStamp, location.hash)), true);
  window.__ridgelineNav = {
    arm() {
      this.result = new Promise((resolve, reject) => (armed = { resolve, reject, started: false }));
    },
    back() {
      armed.started = true;
      const from = location.hash;
      const t0 = performance.now();
      history.back();
      watch(t0, from);
    },
  };
})()`;

/** One bridge or script request the page made: when it left and when its answer was in (ms since the click). */
interface Timed {
  start: number;
  end: number;
}

/**
 * The longest chain of requests where each left only after the one before it answered: the round trips in sequence
 * on the way to the page's content (requests that overlap count once).
 */
export function sequentialRoundTrips(requests: Timed[]): number {
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  const depth: number[] = [];
  sorted.forEach((r, i) => {
    let before = 0;
    for (let j = 0; j < i; j++) if (sorted[j].end <= r.start) before = Math.max(before, depth[j]);
    depth.push(before + 1);
  });
  return Math.max(0, ...depth);
}

/** Watches the page's API requests (through the bridge to the main process) and code loads, with their times. */
export class RequestLog {
  private readonly open = new Map<object, number>();
  private done: Timed[] = [];

  constructor(page: Page) {
    // Not the bridge's other calls: the history's record of the visit and the like are not what the page waits for.
    const counted = (url: string) => url.endsWith('/bridge/api%3Arequest') || url.endsWith('.js');
    page.on('request', (r) => counted(r.url()) && this.open.set(r, performance.now()));
    const finish = (r: object) => {
      const start = this.open.get(r);
      if (start === undefined) return;
      this.open.delete(r);
      this.done.push({ start, end: performance.now() });
    };
    page.on('requestfinished', finish);
    page.on('requestfailed', finish);
  }

  /** The requests that left from `since` and were answered by `until` (performance.now() of this process): what the page waited for. */
  between(since: number, until: number): Timed[] {
    const out = this.done.filter((r) => r.start >= since && r.end <= until);
    this.done = this.done.filter((r) => r.start > until);
    return out;
  }
}

/** Clicks `link` as a pointer user does (the pointer rests on it for `hoverMs` first); resolves with click -> content painted. */
export async function timeClick(page: Page, link: Locator, hoverMs: number): Promise<number> {
  await page.evaluate('window.__ridgelineNav.arm()');
  await link.hover();
  if (hoverMs) await page.waitForTimeout(hoverMs);
  await link.click();
  return page.evaluate('window.__ridgelineNav.result') as Promise<number>;
}

/** The browser's back button: resolves with back -> the previous place's content painted. */
export async function timeBack(page: Page): Promise<number> {
  await page.evaluate('window.__ridgelineNav.arm()');
  await page.evaluate('window.__ridgelineNav.back()');
  return page.evaluate('window.__ridgelineNav.result') as Promise<number>;
}
