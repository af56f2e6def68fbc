import { createContext, useMemo, useState } from 'react';
import { ANNOUNCE_MS } from '../Announcer';

/** What a table row tells its copy buttons: whether they are drawn, and how to keep them while a copy's mark shows. */
export interface RowCopiesValue {
  shown: boolean;
  copied: () => void;
}

/** Set by each table row; outside a table (null) a copy button is always drawn. */
export const RowCopies = createContext<RowCopiesValue | null>(null);

/** What a row reports so that its copy buttons are drawn: the pointer, the focus in it, a copy made from it. */
export interface RowCopiesEvents {
  point: (key: string, on: boolean) => void;
  focus: (key: string, on: boolean) => void;
  copied: (key: string) => void;
}

const setIf = (key: string, on: boolean) => (current: string | null) => (on ? key : current === key ? null : current);

/**
 * Which rows draw their copy buttons: the one pointed at, the one holding the focus and any showing a copy's mark (the
 * selected row too, which the caller knows). The others draw none: an idle button is never seen, focused or read, and
 * four a row were most of the elements a row entering the screen creates (bench/NOTES.md "Scrolling, seventh pass").
 */
export function useRowCopies(): { events: RowCopiesEvents; shown: (key: string) => boolean } {
  const [pointed, setPointed] = useState<string | null>(null);
  const [focused, setFocused] = useState<string | null>(null);
  // Copies whose mark still shows, by row: a second copy keeps the row's buttons for its own whole moment.
  const [marks, setMarks] = useState<ReadonlyMap<string, number>>(new Map());
  // One object for the table's life: a row is memoised on its props, and these never change.
  const events = useMemo<RowCopiesEvents>(() => {
    const mark = (key: string, by: number) =>
      setMarks((m) => {
        const next = new Map(m).set(key, (m.get(key) ?? 0) + by);
        if (!next.get(key)) next.delete(key);
        return next;
      });
    return {
      point: (key, on) => setPointed(setIf(key, on)),
      focus: (key, on) => setFocused(setIf(key, on)),
      copied: (key) => {
        mark(key, 1);
        setTimeout(() => mark(key, -1), ANNOUNCE_MS);
      },
    };
  }, []);
  const shown = (key: string) => key === pointed || key === focused || marks.has(key);
  return { events, shown };
}
