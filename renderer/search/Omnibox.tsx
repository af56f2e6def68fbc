import { useId, useState, type FormEvent, type Ref } from 'react';
import { navigate } from '../app/router';
import { classifyInput } from './classifyInput';
import { searchDestination } from './searchTargets';

/**
 * The header's search: recognises what was typed and goes there. Invalid input gets an inline
 * message and no request; nothing is asked of the API before the destination page asks it.
 */
export function Omnibox({ inputRef }: { inputRef?: Ref<HTMLInputElement> }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const input = classifyInput(text);
    if (input.kind === 'invalid') {
      setError(input.message);
      return;
    }
    const to = searchDestination(input);
    if (!to) return;
    setError(null);
    setText('');
    navigate(to);
  };

  return (
    <form role="search" className="omnibox" onSubmit={submit}>
      <input
        ref={inputRef}
        type="search"
        aria-label="Search"
        placeholder="Address, hash, block, cb58 id, P-/X- address or NodeID  ( / )"
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => {
          setText(e.target.value);
          if (error) setError(null);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            setError(null);
            e.currentTarget.blur();
          }
        }}
        spellCheck={false}
        autoComplete="off"
      />
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
