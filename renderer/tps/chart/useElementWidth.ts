import { useCallback, useState } from 'react';

/** The content width of an element, followed with a ResizeObserver; `fallback` until measured. */
export function useElementWidth(fallback: number): [(el: HTMLElement | null) => void, number] {
  const [width, setWidth] = useState(fallback);
  const ref = useCallback(
    (el: HTMLElement | null) => {
      if (!el) return;
      setWidth(el.clientWidth || fallback);
      if (typeof ResizeObserver === 'undefined') return;
      const observer = new ResizeObserver(([entry]) => setWidth(Math.round(entry.contentRect.width) || fallback));
      observer.observe(el);
      return () => observer.disconnect();
    },
    [fallback],
  );
  return [ref, width];
}
