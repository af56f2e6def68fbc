import { createContext, useContext, useSyncExternalStore, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { parseHash, type HashLocation } from './hashPath';
import { keepLinkedChain, linkedChainOf } from './urls';

/**
 * A hash router: the place in the app is `#/path?query`, so deep links, back/forward and
 * reload work the same in Electron (file://) and the web host without server routes.
 *
 * It keeps the linked chain: while the current place's link names an EVM chain (`?evmChain=`, a watched address on an
 * L1), every target the app opens that is a page of one EVM chain and names none opens on that chain too, whether it is
 * a Link followed, a row opened by click or Enter, the omnibox's search or a search's redirect (keepLinkedChain in
 * urls.ts says which targets). Link reads the chain from a context set once per change of place (LinkedChainScope), so
 * no link subscribes to the location; navigate reads it from the location as it navigates.
 */

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

const getHash = () => window.location.hash;

export function useHashLocation(): HashLocation {
  const hash = useSyncExternalStore(subscribe, getHash);
  return parseHash(hash);
}

/** `to` as opened from a place on `linkedChain` (none: as it is). */
const kept = (to: string, linkedChain: string | undefined) => (linkedChain ? keepLinkedChain(to, linkedChain) : to);

export function navigate(to: string, opts: { replace?: boolean } = {}): void {
  go(kept(to, linkedChainOf(parseHash(window.location.hash))), opts.replace);
}

function go(to: string, replace?: boolean): void {
  if (replace) {
    window.history.replaceState(null, '', `#${to}`);
    // replaceState does not fire hashchange; tell the subscribers ourselves.
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  } else {
    window.location.hash = to;
  }
}

/**
 * Changes query params of the current place (null removes one), replacing the history entry. It edits this place
 * rather than opening another, so the linked chain is not kept: removing `evmChain` takes the page off it.
 */
export function setQueryParams(patch: Record<string, string | null>): void {
  const { path, query } = parseHash(window.location.hash);
  for (const [k, v] of Object.entries(patch)) {
    if (v === null || v === '') query.delete(k);
    else query.set(k, v);
  }
  const qs = query.toString();
  go(qs ? `${path}?${qs}` : path, true);
}

export const RouteParamsContext = createContext<Record<string, string>>({});

export function useRouteParams(): Record<string, string> {
  return useContext(RouteParamsContext);
}

/** The EVM chain the current place's link names; undefined outside a LinkedChainScope (a component test's links are as given). */
const LinkedChainContext = createContext<string | undefined>(undefined);

/**
 * Reads the current place's linked chain for the links under it. Only this subscribes to the location: its children
 * are the same elements on every change of place, so only the links re-render, and only when the chain changes.
 */
export function LinkedChainScope({ children }: { children: ReactNode }) {
  return <LinkedChainContext.Provider value={linkedChainOf(useHashLocation())}>{children}</LinkedChainContext.Provider>;
}

/** What a link about to be followed starts (app/prefetch/): `intent` when the pointer rests on it or it has the focus, `left` when the pointer leaves. */
export interface LinkIntent {
  intent(to: string, by: 'pointer' | 'focus'): void;
  left(): void;
}

/** Undefined outside the app (a component test's links start nothing). */
export const LinkIntentContext = createContext<LinkIntent | undefined>(undefined);

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

export function Link({ to, onPointerEnter, onPointerLeave, onFocus, ...rest }: LinkProps) {
  const target = kept(to, useContext(LinkedChainContext));
  const intent = useContext(LinkIntentContext);
  if (!intent) return <a href={`#${target}`} onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave} onFocus={onFocus} {...rest} />;
  return (
    <a
      href={`#${target}`}
      onPointerEnter={(e) => (intent.intent(target, 'pointer'), onPointerEnter?.(e))}
      onPointerLeave={(e) => (intent.left(), onPointerLeave?.(e))}
      onFocus={(e) => (intent.intent(target, 'focus'), onFocus?.(e))}
      {...rest}
    />
  );
}
