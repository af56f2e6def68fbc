import { X_CHAIN_TX_TYPES } from '../../../shared/api';

/** The X-Chain transaction types as checkboxes; none checked means every type. */
export function TxTypesSelect({ value, onChange }: { value: string[]; onChange: (types: string[]) => void }) {
  const toggle = (type: string, on: boolean) => onChange(on ? [...value, type] : value.filter((t) => t !== type));
  return (
    <fieldset className="multi-select">
      <legend>Transaction types {value.length === 0 ? '(all)' : `(${value.length} chosen)`}</legend>
      {X_CHAIN_TX_TYPES.map((type) => (
        <label key={type}>
          <input type="checkbox" checked={value.includes(type)} onChange={(e) => toggle(type, e.target.checked)} />
          {type}
        </label>
      ))}
      {value.length > 0 && (
        <button type="button" className="link" onClick={() => onChange([])}>
          Clear
        </button>
      )}
    </fieldset>
  );
}

/** txTypes from the query string, keeping only names the X-Chain has (case as the API writes them). */
export function parseTxTypes(text: string | null): string[] {
  if (!text) return [];
  const wanted = new Set(text.split(',').map((t) => t.trim().toLowerCase()));
  return X_CHAIN_TX_TYPES.filter((t) => wanted.has(t.toLowerCase()));
}
