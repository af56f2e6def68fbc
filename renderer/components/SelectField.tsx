import type { ReactNode } from 'react';

interface SelectFieldProps<T extends string> {
  label: ReactNode;
  value: T;
  options: readonly T[];
  /** What an option reads as in the list. */
  optionLabel: (option: T) => string;
  onChange: (option: T) => void;
  disabled?: boolean;
  className?: string;
}

/** A labelled choice of one of `options`. */
export function SelectField<T extends string>({ label, value, options, optionLabel, onChange, disabled, className }: SelectFieldProps<T>) {
  return (
    <label className={className}>
      {label}
      <select
        value={value}
        disabled={disabled}
        onChange={(e) => {
          // The options are `options`, so this finds one; the lookup narrows the DOM's string without a cast.
          const chosen = options.find((o) => o === e.target.value);
          if (chosen !== undefined) onChange(chosen);
        }}
      >
        {options.map((o) => (
          <option key={o} value={o}>
            {optionLabel(o)}
          </option>
        ))}
      </select>
    </label>
  );
}
