import { elementScroll, type Virtualizer } from '@tanstack/react-virtual';

/** Scrollers a virtualizer has already written to. */
const synced = new WeakSet<Element>();

/**
 * The virtualizer's scroll writes, but for its first one to a scroller no virtualizer has written to. On mount
 * the library writes its initial offset (0) to the scroller, and Chromium lays out the whole page to apply it: in
 * the first view that layout ran inside React's first commit, before the first rows could be painted, and the
 * frame then laid the page out again (bench/NOTES.md "First rows"). A scroller no virtualizer has written to is a
 * new one, already at 0. A scroller the rows come back to (a list that was reloading or empty) is written to as
 * the library does.
 */
export function scrollScroller<T extends Element>(
  offset: number,
  options: { adjustments?: number; behavior?: ScrollBehavior },
  instance: Virtualizer<T, Element>,
): void {
  const element = instance.scrollElement;
  if (element && !synced.has(element)) {
    synced.add(element);
    if (offset + (options.adjustments ?? 0) === 0) return;
  }
  elementScroll(offset, options, instance);
}
