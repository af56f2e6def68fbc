import { useRef, useState } from 'react';

/**
 * Copies a value to the clipboard; says "Copied" for a moment (announced to screen readers).
 * Light enough for every id of every table row: no effect (the "Copied" note is cleared by the timer
 * its click starts; a timer that outlives the button sets the state of nothing) and the icon drawn by
 * CSS (.copy-icon) rather than an SVG of its own.
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
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), 1500);
  };
  return (
    <button
      type="button"
      className="copy-button"
      aria-label={`Copy ${label}`}
      title={`Copy ${label}`}
      onClick={(e) => {
        // Inside a table row the click must not also open the row.
        e.stopPropagation();
        void copy();
      }}
    >
      {state === 'copied' ? (
        <span aria-hidden="true">✓</span>
      ) : state === 'failed' ? (
        <span aria-hidden="true">!</span>
      ) : (
        <span className="copy-icon" />
      )}
      <span className="visually-hidden" role="status">
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : ''}
      </span>
    </button>
  );
}
