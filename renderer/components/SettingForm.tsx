import { useId, useState, type FormEvent, type ReactNode } from 'react';

/** What a setting's fields get from their form: the marks of a refused save, and the call that says they changed. */
export interface SettingFields {
  /** Spread on each field: marks it invalid and points it at the refusal while the last save was refused. */
  invalid: { 'aria-invalid'?: true; 'aria-describedby'?: string };
  /** Clears "Saved" once a field changes after a save. */
  edited: () => void;
}

/**
 * A one-row form of a setting the main process checks: Save sends the fields as typed, "Saved" follows once it took,
 * and the main process's refusal, which names what is wrong, shows beside the fields.
 */
export function SettingForm({
  label,
  save,
  children,
}: {
  label: string;
  save: () => Promise<unknown>;
  children: (fields: SettingFields) => ReactNode;
}) {
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const errorId = useId();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setDone(false);
    try {
      await save();
      setError(null);
      setDone(true);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  };
  const invalid = error ? ({ 'aria-invalid': true, 'aria-describedby': errorId } as const) : {};
  return (
    <form className="form-row" aria-label={label} onSubmit={(e) => void submit(e)} noValidate>
      {children({ invalid, edited: () => setDone(false) })}
      <button type="submit">Save</button>
      {done && <span className="muted">Saved</span>}
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
