import { useId, useState, type FormEvent } from 'react';
import { ProfileInput, type Profile } from '../../shared/bridge/channels';
import { errorInfo, errorText } from '../components/ErrorState';

type Draft = { name: string; dataUrl: string; metricsUrl: string; defaultNetwork: 'mainnet' | 'fuji' };
const FIELDS: { key: keyof Omit<Draft, 'defaultNetwork'>; label: string; placeholder: string }[] = [
  { key: 'name', label: 'Profile name', placeholder: 'My API key' },
  { key: 'dataUrl', label: 'Data API URL', placeholder: 'https://…' },
  { key: 'metricsUrl', label: 'Metrics API URL', placeholder: 'https://…' },
];

/** Add or edit a connection profile; each bad field gets its own message before anything is sent. */
export function ProfileForm({ initial, onSave, onCancel }: { initial?: Profile; onSave: (p: ProfileInput) => Promise<unknown>; onCancel: () => void }) {
  const [draft, setDraft] = useState<Draft>({
    name: initial?.name ?? '',
    dataUrl: initial?.dataUrl ?? '',
    metricsUrl: initial?.metricsUrl ?? '',
    defaultNetwork: initial?.defaultNetwork ?? 'mainnet',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const formId = useId();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = ProfileInput.safeParse(draft);
    if (!parsed.success) {
      const next: Partial<Record<keyof Draft, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Draft;
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setSaveError(null);
    try {
      await onSave(parsed.data);
    } catch (err) {
      // A field the main process refused (e.g. a plain-http URL while a key is set) is shown at that field.
      const info = errorInfo(err);
      const field = info.field?.startsWith('profile.') ? (info.field.slice('profile.'.length) as keyof Draft) : undefined;
      if (field && FIELDS.some((f) => f.key === field)) setErrors({ [field]: errorText(info) });
      else setSaveError(errorText(info));
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={initial ? `Edit profile ${initial.name}` : 'New profile'} className="card">
      {FIELDS.map((f) => (
        <div key={f.key} className="form-row">
          <label>
            {f.label}
            <input
              value={draft[f.key]}
              size={50}
              placeholder={f.placeholder}
              onChange={(e) => setDraft({ ...draft, [f.key]: e.target.value })}
              aria-invalid={errors[f.key] ? true : undefined}
              aria-describedby={errors[f.key] ? `${formId}-${f.key}` : undefined}
            />
          </label>
          {errors[f.key] && <span id={`${formId}-${f.key}`} className="field-error">{f.label}: {errors[f.key]}</span>}
        </div>
      ))}
      <div className="form-row">
        <label>
          Default network
          <select value={draft.defaultNetwork} onChange={(e) => setDraft({ ...draft, defaultNetwork: e.target.value === 'fuji' ? 'fuji' : 'mainnet' })}>
            <option value="mainnet">Mainnet</option>
            <option value="fuji">Fuji (testnet)</option>
          </select>
        </label>
      </div>
      {saveError && <p role="alert" className="field-error">{saveError}</p>}
      <div className="form-row">
        <button type="submit" className="primary">Save profile</button>
        <button type="button" onClick={onCancel}>Cancel</button>
      </div>
    </form>
  );
}
