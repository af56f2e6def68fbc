import { useContext } from 'react';
import { ANNOUNCE_MS, announce } from './Announcer';
import { RowCopies } from './DataTable/rowCopies';

const SAID = { copied: 'Copied', failed: 'Copy failed' } as const;
const MARK = { copied: '✓', failed: '!' } as const;

/** Each marked button's timer, so a second copy keeps its mark for its whole moment. */
const clearing = new WeakMap<HTMLButtonElement, ReturnType<typeof setTimeout>>();

async function copy(button: HTMLButtonElement, value: string) {
  let next: keyof typeof SAID = 'copied';
  try {
    await navigator.clipboard.writeText(value);
  } catch {
    next = 'failed';
  }
  // React renders the button empty and never reconciles its text: the mark is the DOM's alone.
  button.textContent = MARK[next];
  announce(SAID[next]);
  clearTimeout(clearing.get(button));
  clearing.set(
    button,
    setTimeout(() => {
      button.textContent = '';
      clearing.delete(button);
    }, ANNOUNCE_MS),
  );
}

/**
 * Copies a value to the clipboard; shows ✓ (or !) for a moment and says so through the app's live region.
 * One element (the icon is the empty button's CSS background, `.copy-button:empty`) and no state: the mark is set on
 * the element by its click and cleared by the timer the click starts. In a table row it is drawn only while the row
 * shows its copy buttons (RowCopies: pointed at, selected, holding the focus or a mark).
 */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const row = useContext(RowCopies);
  if (row && !row.shown) return null;
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
        // The row keeps its buttons while the mark shows.
        void copy(e.currentTarget, value).then(row?.copied);
      }}
    />
  );
}
