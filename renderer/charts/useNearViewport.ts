import { useLayoutEffect, useState, type RefObject } from 'react';

/** How far outside the viewport (above and below) an element already counts as near: it is drawn before it scrolls in. */
const MARGIN_PX = 100;

/**
 * Whether the element is within MARGIN_PX of the viewport, followed with an IntersectionObserver. Measured once before
 * the first paint, so what is on screen at the first frame is drawn in it. Always true where there is no
 * IntersectionObserver (tests in jsdom).
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const box = el.getBoundingClientRect();
    setNear(box.bottom >= -MARGIN_PX && box.top <= window.innerHeight + MARGIN_PX);
    // A scroll margin, not a root margin: it widens what any scroller shows, the page's or the app's main element.
    const observer = new IntersectionObserver(([entry]) => setNear(entry.isIntersecting), { scrollMargin: `${MARGIN_PX}px 0px` });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return near;
}
