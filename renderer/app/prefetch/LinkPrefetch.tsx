import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { LinkIntentContext, type LinkIntent } from '../router';
import { routes } from '../routes';
import { prefetchPlace } from './placeQueries';
import { preloadRoutesWhenIdle } from './preloadRoutes';

/**
 * How long the pointer rests on a link before its page is prefetched: a pointer crossing a list on its way elsewhere
 * asks for nothing, one that stops on a link (a click follows a few hundred milliseconds later) does.
 */
export const POINTER_REST_MS = 50;

/** A focused link prefetches at once; one the pointer enters, once the pointer has rested on it (one link at a time). */
function linkIntent(client: QueryClient): LinkIntent {
  let resting: ReturnType<typeof setTimeout> | undefined;
  const left = () => clearTimeout(resting);
  return {
    intent(to, by) {
      left();
      if (by === 'focus') prefetchPlace(client, to);
      else resting = setTimeout(() => prefetchPlace(client, to), POINTER_REST_MS);
    },
    left,
  };
}

/**
 * A place arrived at without a link pointed at first (a shortcut key, the browser's back, a hash set by code): its first
 * answers are asked as its code loads rather than once the page is drawn. Answers already cached and fresh are not asked
 * again. Listened to from a layout effect, so before the router's own listeners (subscribed in passive effects): the
 * requests leave before React takes the old page down and renders the new one.
 */
function prefetchOnArrival(client: QueryClient): () => void {
  const arrived = () => prefetchPlace(client, window.location.hash);
  window.addEventListener('hashchange', arrived);
  return () => window.removeEventListener('hashchange', arrived);
}

/**
 * The intent of the links under it: a link the pointer rests on or the keyboard focuses prefetches its page
 * (prefetchPlace), as does a place arrived at without a link pointed at; and every page's code, loaded while the app is
 * idle once the first view is in (preloadRoutesWhenIdle).
 */
export function LinkPrefetch({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  const intent = useMemo(() => linkIntent(client), [client]);
  useEffect(() => preloadRoutesWhenIdle(client, routes), [client]);
  useLayoutEffect(() => prefetchOnArrival(client), [client]);
  return <LinkIntentContext.Provider value={intent}>{children}</LinkIntentContext.Provider>;
}
