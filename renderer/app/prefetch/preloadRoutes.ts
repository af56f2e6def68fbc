import type { QueryClient } from '@tanstack/react-query';
import { ConcurrencyLimit } from '../../../shared/async/concurrencyLimit';
import type { RouteEntry } from '../routes';

/** When the main thread is next idle (requestIdleCallback where there is one); returns a cancel. */
export type WhenIdle = (run: () => void) => () => void;

const whenIdleInBrowser: WhenIdle = (run) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run);
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 0);
  return () => clearTimeout(id);
};

/**
 * A second with no request in flight: a person who opens a page at once (a link, a shortcut) has its requests and code
 * ahead of the preload's chunks, which would otherwise share the host's few connections and the main thread with them.
 */
export const QUIET_MS = 1000;

/**
 * How many pages' code load at once: each page's chunks take the host's connections (six in a browser, one held by the
 * event stream), and a page opened meanwhile needs some left for its own code and answers.
 */
export const PRELOADS_AT_ONCE = 2;

/** Runs `run` once `client` has had no request in flight for `quietMs`, each request started in between putting it off; returns a cancel. */
function whenQuiet(client: QueryClient, quietMs: number, run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = client.isFetching() > 0 ? undefined : setTimeout(done, quietMs);
  };
  const off = client.getQueryCache().subscribe(arm);
  function done(): void {
    off();
    run();
  }
  arm();
  return () => {
    off();
    clearTimeout(timer);
  };
}

/**
 * Loads the code of every lazily loaded page in the first idle moment once the app's requests have been answered for
 * QUIET_MS: a page whose code is in is drawn on the click without a loading state (routes.tsx `page`), also when nothing
 * pointed at its link first (a shortcut key, a fast click, the browser's back). PRELOADS_AT_ONCE pages at a time, each
 * as the one before is in (not one per idle moment, so they are in within a moment rather than spread over the first
 * clicks). Returns a stop.
 */
export function preloadRoutesWhenIdle(
  client: QueryClient,
  routes: RouteEntry[],
  whenIdle: WhenIdle = whenIdleInBrowser,
  quietMs = QUIET_MS,
): () => void {
  const preloads = [...new Set(routes.map((r) => r.component))].flatMap((c) => {
    const preload = (c as { preload?: () => Promise<unknown> }).preload;
    return preload ? [preload] : [];
  });
  let stopped = false;
  let cancel = whenQuiet(client, quietMs, () => {
    cancel = whenIdle(() => {
      const limit = new ConcurrencyLimit(PRELOADS_AT_ONCE);
      for (const preload of preloads) limit.run(async () => void (stopped || (await preload()))).catch(() => undefined);
    });
  });
  return () => {
    stopped = true;
    cancel();
  };
}
