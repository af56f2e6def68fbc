import { useId } from 'react';

/**
 * A textarea for a list of ids (comma, space or newline separated) with its error under it,
 * tied to the field by aria-describedby so a screen reader reads why the field is invalid.
 */
export function ListField({
  label,
  value,
  onChange,
  error,
  cols,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (text: string) => void;
  error?: string;
  cols: number;
  placeholder?: string;
}) {
  const errorId = useId();
  return (
    <div className="list-field">
      <label>
        {label}
        <textarea
          value={value}
          onChange={(e) => onChange(e.target.value)}
          rows={3}
          cols={cols}
          spellCheck={false}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </label>
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
