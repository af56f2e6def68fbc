import type { Locator, Page, Request } from '@playwright/test';

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
  // What the click's window held besides requests: long tasks (over 50 ms) and React's commits (a devtools hook that
  // only counts: react-dom calls onCommitFiberRoot on every commit when a hook is present).
  const longTasks = [];
  const commits = [];
  try {
    new PerformanceObserver((l) => longTasks.push(...l.getEntries())).observe({ type: 'longtask', buffered: false });
  } catch {}
  if (!window.__REACT_DEVTOOLS_GLOBAL_HOOK__)
    window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject() { return 1; },
      onCommitFiberRoot() { commits.push(performance.now()); },
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      onScheduleFiberRoot() {},
      checkDCE() {},
    };
  let hashAt;
  addEventListener('hashchange', () => (hashAt = performance.now()), true);
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
        const within = (t) => t >= t0 && t <= now;
        return done.resolve({
          ms: now - t0,
          at: performance.timeOrigin + t0,
          hash: hashAt >= t0 ? hashAt - t0 : -1,
          longTasks: longTasks.filter((e) => e.startTime + e.duration > t0 && e.startTime < now).map((e) => [e.startTime - t0, e.duration]),
          commits: commits.filter(within).map((t) => t - t0),
        });
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

/** One bridge or script request the page made: when it left and when its answer was in (ms since the epoch). */
interface Timed {
  start: number;
  end: number;
}

/** A request with what it was: the API endpoint of a bridge request (`bg` when asked as background work), or a script's file. */
export interface LoggedRequest extends Timed {
  what: string;
  /** How long it waited for a connection before it was sent, and from sent to its answer's first byte. */
  queued: number;
  waited: number;
}

/** What the probe saw of one click: click -> content painted, and what the window held (ms since the click). */
export interface ClickTiming {
  ms: number;
  /** The click's time, ms since the epoch. */
  at: number;
  /** When the hash changed, -1 if not seen. */
  hash: number;
  /** Long tasks overlapping the window: [start, duration]. */
  longTasks: [number, number][];
  /** React's commits in the window. */
  commits: number[];
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

export const nowEpoch = () => performance.timeOrigin + performance.now();

/** What a counted request was (see LoggedRequest). */
function describe(r: Request): string {
  if (r.url().endsWith('.js')) return r.url().slice(r.url().lastIndexOf('/') + 1);
  try {
    const body = JSON.parse(r.postData() ?? '{}') as { endpointId?: string; background?: boolean };
    return `${body.endpointId ?? '?'}${body.background ? ' bg' : ''}`;
  } catch {
    return '?';
  }
}

/** Watches the page's API requests (through the bridge to the main process) and code loads, with their times. */
export class RequestLog {
  private readonly open = new Map<Request, number>();
  private done: LoggedRequest[] = [];
  private all: LoggedRequest[] = [];

  constructor(page: Page) {
    // Not the bridge's other calls: the history's record of the visit and the like are not what the page waits for.
    const counted = (url: string) => url.endsWith('/bridge/api%3Arequest') || url.endsWith('.js');
    page.on('request', (r) => counted(r.url()) && this.open.set(r, nowEpoch()));
    const finish = (r: Request) => {
      const seen = this.open.get(r);
      if (seen === undefined) return;
      this.open.delete(r);
      // The browser's own times when it has them (the events reach this process a little later).
      const t = r.timing();
      const start = t.startTime > 0 ? t.startTime : seen;
      const entry = {
        start,
        end: t.responseEnd >= 0 ? start + t.responseEnd : nowEpoch(),
        what: describe(r),
        queued: Math.max(0, t.requestStart),
        waited: t.responseStart >= 0 && t.requestStart >= 0 ? t.responseStart - t.requestStart : -1,
      };
      this.done.push(entry);
      this.all.push(entry);
    };
    page.on('requestfinished', finish);
    page.on('requestfailed', finish);
  }

  /** The requests that left from `since` and were answered by `until` (ms since the epoch): what the page waited for. */
  between(since: number, until: number): Timed[] {
    const out = this.done.filter((r) => r.start >= since && r.end <= until);
    this.done = this.done.filter((r) => r.start > until);
    return out;
  }

  /** The requests in flight at some moment from `since` to `until` (ms since the epoch), whenever they left. */
  inFlight(since: number, until: number): LoggedRequest[] {
    const out = this.all.filter((r) => r.end > since && r.start < until);
    this.all = this.all.filter((r) => r.end > until);
    return out;
  }
}

/** Clicks `link` as a pointer user does (the pointer rests on it for `hoverMs` first); resolves with what the probe saw. */
export async function timeClick(page: Page, link: Locator, hoverMs: number): Promise<ClickTiming> {
  await page.evaluate('window.__ridgelineNav.arm()');
  await link.hover();
  if (hoverMs) await page.waitForTimeout(hoverMs);
  await link.click();
  return page.evaluate('window.__ridgelineNav.result') as Promise<ClickTiming>;
}

/** The browser's back button: resolves with what the probe saw from back to the previous place's content painted. */
export async function timeBack(page: Page): Promise<ClickTiming> {
  await page.evaluate('window.__ridgelineNav.arm()');
  await page.evaluate('window.__ridgelineNav.back()');
  return page.evaluate('window.__ridgelineNav.result') as Promise<ClickTiming>;
}
