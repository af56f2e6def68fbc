import { useCallback, useEffect, useRef, useState } from 'react';

const pointerX = (e: MouseEvent | TouchEvent) => ('touches' in e ? e.touches[0]?.clientX : e.clientX);

/**
 * A header edge dragged by mouse or touch: the column's width follows the pointer from where the drag started
 * until the pointer is released (listeners on the document, taken off when the drag ends or the table goes).
 */
export function useColumnResize(widthOf: (id: string) => number | undefined, setWidth: (id: string, width: number) => void) {
  const [resizing, setResizing] = useState<string | null>(null);
  /** Ends the drag under way (removes its document listeners), if one is. */
  const endDrag = useRef<(() => void) | undefined>(undefined);
  // A table gone mid-drag (the user navigated by keyboard, the view changed) takes its document listeners with it.
  useEffect(() => () => endDrag.current?.(), []);
  const startResize = useCallback(
    (id: string, x: number) => {
      const from = widthOf(id);
      if (from === undefined) return;
      // One drag at a time: a second pointer's press ends the first's.
      endDrag.current?.();
      setResizing(id);
      const move = (e: MouseEvent | TouchEvent) => {
        const now = pointerX(e);
        if (now !== undefined) setWidth(id, from + now - x);
      };
      const end = () => {
        endDrag.current = undefined;
        setResizing(null);
        for (const [type, listener] of listeners) document.removeEventListener(type, listener);
      };
      const listeners: [string, EventListener][] = [
        ['mousemove', move as EventListener],
        ['touchmove', move as EventListener],
        ['mouseup', end],
        ['touchend', end],
        // A touch the system takes over (a gesture, a dialog) ends with this, not touchend: a later touch must not resize.
        ['touchcancel', end],
      ];
      endDrag.current = end;
      for (const [type, listener] of listeners) document.addEventListener(type, listener);
    },
    [widthOf, setWidth],
  );
  return { resizing, startResize };
}
