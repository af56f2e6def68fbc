import { useEffect, useState } from 'react';

/** Copies a value to the clipboard; says "Copied" for a moment (announced to screen readers). */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const t = setTimeout(() => setState('idle'), 1500);
    return () => clearTimeout(t);
  }, [state]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <button type="button" className="copy-button" aria-label={`Copy ${label}`} title={`Copy ${label}`} onClick={(e) => {
      // Inside a table row the click must not also open the row.
      e.stopPropagation();
      void copy();
    }}>
      <span aria-hidden="true">{state === 'copied' ? '✓' : state === 'failed' ? '!' : '⧉'}</span>
      <span className="visually-hidden" role="status">{state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : ''}</span>
    </button>
  );
}
