import { useEffect, useRef } from 'react';
import { GO_TO, OTHER_KEYS } from './shortcuts';

/**
 * The list of keyboard shortcuts (`?`): a modal dialog, so the page behind is inert and Tab stays inside; Escape or
 * Close shuts it and the focus goes back where it was.
 */
export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog?.showModal();
    return () => {
      if (dialog?.open) dialog.close();
      opener?.focus();
    };
  }, []);
  return (
    <dialog ref={ref} className="shortcuts-dialog" aria-labelledby="shortcuts-title" onClose={onClose}>
      <h2 id="shortcuts-title">Keyboard shortcuts</h2>
      <table className="static-table" aria-label="Go to a section">
        <caption>Go to a section: g, then</caption>
        <tbody>
          {GO_TO.map((g) => (
            <tr key={g.key}>
              <th scope="row">
                <kbd className="kbd">g</kbd> <kbd className="kbd">{g.key}</kbd>
              </th>
              <td>{g.label}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="static-table" aria-label="Other keys">
        <caption>Other keys</caption>
        <tbody>
          {OTHER_KEYS.map((k) => (
            <tr key={k.keys}>
              <th scope="row">
                <kbd className="kbd">{k.keys}</kbd>
              </th>
              <td>{k.what}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <form method="dialog">
        <button type="submit" autoFocus>
          Close
        </button>
      </form>
    </dialog>
  );
}
