import type { QueryClient } from '@tanstack/react-query';
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

/** Runs `run` once `client` has no request in flight: at once if it has none, else later, returning a cancel. */
function whenSettled(client: QueryClient, run: () => void): (() => void) | undefined {
  if (client.isFetching() === 0) {
    run();
    return undefined;
  }
  const off = client.getQueryCache().subscribe(() => {
    if (client.isFetching() > 0) return;
    off();
    run();
  });
  return off;
}

/**
 * Loads the code of every lazily loaded page in the first idle moment once the first view's requests are answered: a
 * page whose code is in is drawn on the click without a loading state (routes.tsx `page`), also when nothing pointed at
 * its link first (a shortcut key, a fast click, the browser's back). Asked while no request is in flight, so the chunks
 * do not queue before a view's answers on a host's few connections, and all at once, so they are in within a moment
 * rather than spread over the first clicks. Returns a stop.
 */
export function preloadRoutesWhenIdle(client: QueryClient, routes: RouteEntry[], whenIdle: WhenIdle = whenIdleInBrowser): () => void {
  const preloads = [...new Set(routes.map((r) => r.component))].flatMap((c) => {
    const preload = (c as { preload?: () => Promise<unknown> }).preload;
    return preload ? [preload] : [];
  });
  let cancel = () => {};
  const waiting = whenSettled(client, () => {
    cancel = whenIdle(() => {
      for (const preload of preloads) preload().catch(() => undefined);
    });
  });
  if (waiting) cancel = waiting;
  return () => cancel();
}
