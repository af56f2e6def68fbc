import { useId, useState, type FormEvent } from 'react';
import { isValidEvmAddress } from '../../../shared/codecs/evmAddress';
import { navigate } from '../../app/router';

/** Asks for a 0x address and opens the page `to` gives for it; a bad address gets an inline message, no request. */
export function AddressForm({ label, to, button }: { label: string; to: (address: string) => string; button: string }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = text.trim();
    if (!isValidEvmAddress(value)) {
      setError('Enter a 0x address of 40 hex digits (mixed case must match its EIP-55 checksum).');
      return;
    }
    navigate(to(value));
  };
  return (
    <form className="form-row" onSubmit={submit} noValidate>
      <label>
        {label}
        <input
          value={text}
          size={50}
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          spellCheck={false}
        />
      </label>
      <button type="submit" className="primary">
        {button}
      </button>
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
