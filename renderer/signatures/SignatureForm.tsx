import { useState, type FormEvent } from 'react';
import {
  EMPTY_FORM,
  toSignatureRequest,
  type FormField,
  type SignatureFormState,
  type SignatureRequest,
  type SignatureSource,
} from './signatureRequest';

const SOURCES: { id: SignatureSource; label: string; hint: string }[] = [
  {
    id: 'txHash',
    label: 'Transaction hash',
    hint: 'A P-Chain ConvertSubnetToL1Tx, RegisterL1ValidatorTx or SetL1ValidatorWeightTx (cb58)',
  },
  { id: 'message', label: 'Message', hint: 'An unsigned Warp message, hex with or without 0x' },
  { id: 'justification', label: 'Justification', hint: 'Hex with or without 0x' },
];

const OPTIONAL: { field: Exclude<FormField, 'value'>; label: string; placeholder: string }[] = [
  { field: 'signingSubnetId', label: 'Signing subnet id', placeholder: 'subnet of the source chain' },
  { field: 'quorumPercentage', label: 'Quorum %', placeholder: '67' },
  { field: 'quorumPercentageBuffer', label: 'Quorum buffer %', placeholder: '0' },
  { field: 'pChainHeight', label: 'P-Chain height', placeholder: '0 = current' },
];

/** Message, justification or transaction hash plus the optional fields, checked before anything is sent. */
export function SignatureForm({
  network,
  busy,
  onSubmit,
}: {
  network: 'mainnet' | 'fuji';
  busy: boolean;
  onSubmit: (r: SignatureRequest) => void;
}) {
  const [form, setForm] = useState<SignatureFormState>(EMPTY_FORM);
  const [errors, setErrors] = useState<Partial<Record<FormField, string>>>({});
  const set = (patch: Partial<SignatureFormState>) => setForm((f) => ({ ...f, ...patch }));
  const source = SOURCES.find((s) => s.id === form.source)!;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const result = toSignatureRequest(form, network);
    if ('errors' in result) return setErrors(result.errors);
    setErrors({});
    onSubmit(result.request);
  };
  const errorOf = (field: FormField) =>
    errors[field] && (
      <span id={`sig-${field}-error`} className="field-error" role="alert">
        {errors[field]}
      </span>
    );
  const invalid = (field: FormField) => ({
    'aria-invalid': Boolean(errors[field]),
    'aria-describedby': errors[field] ? `sig-${field}-error` : undefined,
  });

  return (
    <form className="card" onSubmit={submit} noValidate aria-label="Aggregate signatures">
      <div className="segmented" role="group" aria-label="Sign what">
        {SOURCES.map((s) => (
          <button key={s.id} type="button" aria-pressed={form.source === s.id} onClick={() => set({ source: s.id })}>
            {s.label}
          </button>
        ))}
      </div>
      <div className="form-row">
        <label style={{ flex: 1 }}>
          {source.label}
          {form.source === 'txHash' ? (
            <input
              value={form.value}
              onChange={(e) => set({ value: e.target.value })}
              placeholder={source.hint}
              spellCheck={false}
              {...invalid('value')}
            />
          ) : (
            <textarea
              rows={4}
              value={form.value}
              onChange={(e) => set({ value: e.target.value })}
              placeholder={source.hint}
              spellCheck={false}
              {...invalid('value')}
            />
          )}
          {errorOf('value')}
        </label>
      </div>
      {form.source !== 'txHash' && (
        <div className="form-row">
          {OPTIONAL.map(({ field, label, placeholder }) => (
            <label key={field}>
              {label}
              <input
                value={form[field]}
                onChange={(e) => set({ [field]: e.target.value })}
                placeholder={placeholder}
                spellCheck={false}
                {...invalid(field)}
              />
              {errorOf(field)}
            </label>
          ))}
        </div>
      )}
      <div className="form-row">
        <button type="submit" className="primary" disabled={busy}>
          {busy ? 'Aggregating…' : 'Aggregate signatures'}
        </button>
      </div>
    </form>
  );
}
