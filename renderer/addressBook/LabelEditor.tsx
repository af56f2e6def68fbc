import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useAddressBook, useLabel } from './addressBookState';
import './addressBook.css';

function message(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/**
 * Names the id of the page in place: "Add label" (or the label and "Edit label") opens a small
 * form that saves to the address book, or removes the label. Escape or Cancel closes it unchanged.
 */
export function LabelEditor({ id, what }: { id: string; what: string }) {
  const label = useLabel(id);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const formId = useId();
  const errorId = useId();

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    setError(null);
    buttonRef.current?.focus();
  };
  const run = async (change: () => Promise<void>) => {
    setBusy(true);
    try {
      await change();
      close();
    } catch (e) {
      setError(message(e));
    } finally {
      setBusy(false);
    }
  };
  const save = (e: FormEvent) => {
    e.preventDefault();
    void run(() => useAddressBook.getState().set(id, text));
  };

  return (
    <span className="label-editor">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? formId : undefined}
        onClick={() => {
          setText(label ?? '');
          setError(null);
          setOpen((o) => !o);
        }}
      >
        {label ? 'Edit label' : 'Add label'}
      </button>
      {open && (
        <form
          id={formId}
          className="label-popover"
          aria-label={`Label for this ${what}`}
          onSubmit={save}
          onKeyDown={(e) => e.key === 'Escape' && close()}
        >
          <label>
            Label
            <input
              ref={inputRef}
              value={text}
              maxLength={64}
              onChange={(e) => setText(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
          </label>
          <div className="label-actions">
            <button type="submit" className="primary" disabled={busy}>
              Save label
            </button>
            {label && (
              <button type="button" className="danger" disabled={busy} onClick={() => void run(() => useAddressBook.getState().remove(id))}>
                Remove label
              </button>
            )}
            <button type="button" onClick={close}>
              Cancel
            </button>
          </div>
          {error && (
            <p id={errorId} className="field-error" role="alert">
              {error}
            </p>
          )}
        </form>
      )}
    </span>
  );
}
