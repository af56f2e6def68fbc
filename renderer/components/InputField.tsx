import type { InputHTMLAttributes, ReactNode } from 'react';

type InputFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
};

/** A labelled input that hands back its text; the rest of the props (type, aria-invalid, …) go to the input. */
export function InputField({ label, onChange, ...input }: InputFieldProps) {
  return (
    <label>
      {label}
      <input {...input} onChange={(e) => onChange(e.target.value)} />
    </label>
  );
}
