import { useEffect, useRef, useSyncExternalStore } from 'react';

/** How long a note stays in the live region: long enough to be read out, cleared so the same note is announced again. */
export const ANNOUNCE_MS = 1500;

let message = '';
let clearTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function setMessage(text: string): void {
  message = text;
  for (const listener of listeners) listener();
}

/** Says `text` to screen readers through the app's one polite live region (`Announcer`), for a moment. */
export function announce(text: string): void {
  clearTimeout(clearTimer);
  setMessage(text);
  clearTimer = setTimeout(() => setMessage(''), ANNOUNCE_MS);
}

/** The least time between two notes of new live rows: a list polled every few seconds is not read out on each poll. */
export const NEW_ROWS_EVERY_MS = 30_000;

/**
 * Says a live list's "N new items" politely when the count changes, at most once every NEW_ROWS_EVERY_MS (the first
 * at once); the pill in the list's toolbar shows the count meanwhile.
 */
export function useAnnounceNew(text: string): void {
  const last = useRef({ text: '', at: -Infinity });
  useEffect(() => {
    if (!text || text === last.current.text || Date.now() - last.current.at < NEW_ROWS_EVERY_MS) return;
    last.current = { text, at: Date.now() };
    announce(text);
  }, [text]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The app's one live region for short notes ("Copied"). One element for the whole app instead of one in each copy
 * button: a table row has four, and every element of a row entering the view costs its style and layout on a scroll
 * frame (bench/NOTES.md, scrolling).
 */
export function Announcer() {
  const text = useSyncExternalStore(subscribe, () => message);
  return (
    <div className="visually-hidden" role="status">
      {text}
    </div>
  );
}
