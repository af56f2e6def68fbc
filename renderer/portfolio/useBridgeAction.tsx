import { useId, useState } from 'react';
import { BridgeApiError } from '../../shared/bridge/errors';

/**
 * A form's call to the main process: runs it, and on a refusal keeps the message with the field
 * it names, so the form can mark that input (aria-invalid, described by the message).
 */
export function useBridgeAction() {
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = useId();
  const run = async (action: () => Promise<void>): Promise<boolean> => {
    setBusy(true);
    try {
      await action();
      setError(null);
      return true;
    } catch (err) {
      const field = err instanceof BridgeApiError ? (err.info.field ?? '') : '';
      setError({ field, message: err instanceof Error ? err.message : String(err) });
      return false;
    } finally {
      setBusy(false);
    }
  };
  /** The attributes of the input named `field` (the last part of the error's field path). */
  const invalid = (field: string) =>
    error && (error.field === field || error.field.endsWith(`.${field}`)) ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  const message = error && (
    <p id={errorId} className="field-error" role="alert">
      {error.message}
    </p>
  );
  return { run, busy, invalid, message };
}
