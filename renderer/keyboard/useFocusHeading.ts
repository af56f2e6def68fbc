import { useEffect, useRef, type RefObject } from 'react';
import { useHashLocation } from '../app/router';

/** How long a new page is followed: its chunk loads lazily, and its loading state's h1 may give way to the loaded one's. */
const FOLLOW_MS = 5000;

/**
 * After a change of page (its path, not its query: a filter or a tab keeps the focus where it is) the focus moves to
 * the new page's h1, so a keyboard or screen reader user starts reading there; the first page keeps the browser's.
 * While the page settles, an h1 drawn anew gets the focus again, unless the user has moved it meanwhile.
 */
export function useFocusHeading(main: RefObject<HTMLElement | null>): void {
  const { path } = useHashLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const root = main.current;
    if (!root) return;
    // Where the focus was when the page changed (the link followed): moved from there by the user, it stays.
    const start = document.activeElement;
    let focused: Element | null = null;
    const focus = () => {
      const h1 = root.querySelector('h1');
      const now = document.activeElement;
      // Once the h1 has had the focus, the user's own move (even back to where it was) ends the following.
      const free = !now || now === document.body || now === focused || (focused === null && now === start);
      if (!h1 || h1 === document.activeElement || !free) return;
      h1.tabIndex = -1;
      h1.focus();
      focused = h1;
    };
    focus();
    const observer = new MutationObserver(focus);
    observer.observe(root, { childList: true, subtree: true });
    const stop = setTimeout(() => observer.disconnect(), FOLLOW_MS);
    return () => {
      observer.disconnect();
      clearTimeout(stop);
    };
  }, [path, main]);
}
