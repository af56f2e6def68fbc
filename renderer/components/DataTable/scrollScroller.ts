import { elementScroll, type Virtualizer } from '@tanstack/react-virtual';
import type { UIEvent } from 'react';

/** Scrollers a virtualizer has written to. */
const synced = new WeakSet<Element>();
/** Scrollers that have scrolled (the user, the keyboard, a live insert's shift): the DataTable's onScroll. */
const scrolled = new WeakSet<Element>();

/** The DataTable scroller's onScroll: from then on, the virtualizer's first write to it is made. */
export const noteScrollerScrolled = (event: UIEvent<HTMLElement>) => scrolled.add(event.currentTarget);

/**
 * The virtualizer's scroll writes, but for its first one to a scroller that has never scrolled. On mount the library
 * writes its initial offset (0) to the scroller, and Chromium lays out the whole page to apply it: in the first view
 * that layout ran inside React's first commit, and the frame then laid the page out again (bench/NOTES.md "The
 * fifteenth quiet full run"). A scroller that has never scrolled is at 0 already. One that has (a skeleton or an error
 * scrolled before the rows came) is written to as the library does: the library never reads a scroller's offset
 * before its first scroll event, so that write is what puts the two in step.
 */
export function scrollScroller<T extends Element>(
  offset: number,
  options: { adjustments?: number; behavior?: ScrollBehavior },
  instance: Virtualizer<T, Element>,
): void {
  const element = instance.scrollElement;
  if (element && !synced.has(element)) {
    synced.add(element);
    if (!scrolled.has(element) && offset + (options.adjustments ?? 0) === 0) return;
  }
  elementScroll(offset, options, instance);
}
