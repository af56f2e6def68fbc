import { useRef, useState } from 'react';
import { ANNOUNCE_MS, announce } from './Announcer';

const SAID = { copied: 'Copied', failed: 'Copy failed' } as const;

/**
 * Copies a value to the clipboard; shows ✓ (or !) for a moment and says so through the app's live region.
 * Light enough for every id of every table row: one element (the icon is the empty button's CSS background,
 * `.copy-button:empty`), no effect (the mark is cleared by the timer its click starts; a timer that outlives
 * the button sets the state of nothing).
 */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const copy = async () => {
    let next: 'copied' | 'failed' = 'copied';
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      next = 'failed';
    }
    setState(next);
    announce(SAID[next]);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), ANNOUNCE_MS);
  };
  return (
    <button
      type="button"
      className="copy-button"
      aria-label={`Copy ${label}`}
      // The value itself is the button's description (and tooltip): which of a row's ids it copies.
      title={`Copy ${label} ${value}`}
      onClick={(e) => {
        // Inside a table row the click must not also open the row.
        e.stopPropagation();
        void copy();
      }}
    >
      {state === 'copied' ? '✓' : state === 'failed' ? '!' : null}
    </button>
  );
}
