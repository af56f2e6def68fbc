import { observeElementRect, type Rect, type Virtualizer } from '@tanstack/react-virtual';

/**
 * The virtualizer's view of its scroller's size without reading it in the first commit. The
 * library's own observer reads `clientHeight` as it subscribes (in a layout effect), which forced
 * the page's first layout in the middle of React's first commit, a visible part of the first load's
 * profile (bench/NOTES.md "Scrolling, fifth pass"). The table's height is known from its props, so the first
 * measurement is the virtualizer's `initialRect`, and the real size comes from a ResizeObserver,
 * whose first callback runs once Chromium has laid the page out in its own frame (reading the size
 * there costs nothing). Without a ResizeObserver (jsdom) the library's observer is used as is.
 */
export function observeScrollerRect<T extends Element>(instance: Virtualizer<T, Element>, cb: (rect: Rect) => void) {
  const element = instance.scrollElement;
  const ResizeObserverOf = instance.targetWindow?.ResizeObserver;
  if (!element || !ResizeObserverOf) return observeElementRect(instance, cb);
  const observer = new ResizeObserverOf(() => cb({ width: element.clientWidth, height: element.clientHeight }));
  observer.observe(element, { box: 'content-box' });
  return () => observer.disconnect();
}

/** The scroller's size before it is measured: its CSS height (the table's `height` prop); the width is not read for rows. */
export const initialScrollerRect = (height: number): Rect => ({ width: 0, height });
