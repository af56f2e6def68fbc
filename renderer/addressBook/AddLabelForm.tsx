import { useId, useState, type FormEvent } from 'react';
import { BridgeApiError } from '../../shared/bridge/errors';
import { useAddressBook } from './addressBookState';

/** Adds a label, or replaces the label of an id already in the book; the main process's refusal shows at its field. */
export function AddLabelForm() {
  const [id, setId] = useState('');
  const [label, setLabel] = useState('');
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const errorId = useId();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await useAddressBook.getState().set(id, label);
      setId('');
      setLabel('');
      setError(null);
    } catch (err) {
      const field = err instanceof BridgeApiError ? (err.info.field ?? '') : '';
      setError({ field, message: err instanceof Error ? err.message : String(err) });
    }
  };
  const invalid = (field: string) => (error?.field === field ? { 'aria-invalid': true, 'aria-describedby': errorId } : {});
  return (
    <form className="form-row" aria-label="Add a label" onSubmit={(e) => void submit(e)} noValidate>
      <label>
        Id
        <input
          value={id}
          size={50}
          spellCheck={false}
          placeholder="0x…, P-avax1…, NodeID-… or a subnet/blockchain id"
          onChange={(e) => setId(e.target.value)}
          {...invalid('id')}
        />
      </label>
      <label>
        Label
        <input value={label} maxLength={64} onChange={(e) => setLabel(e.target.value)} {...invalid('label')} />
      </label>
      <button type="submit" className="primary">
        Save label
      </button>
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error.message}
        </p>
      )}
    </form>
  );
}
