import { ANNOUNCE_MS, announce } from './Announcer';

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
 * Light enough for every id of every table row: one element (the icon is the empty button's CSS background,
 * `.copy-button:empty`) and no hook or state (a table row holds four, each rendered as its row enters the screen);
 * the mark is set on the element by its click and cleared by the timer the click starts.
 */
export function CopyButton({ value, label }: { value: string; label: string }) {
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
        void copy(e.currentTarget, value);
      }}
    />
  );
}
