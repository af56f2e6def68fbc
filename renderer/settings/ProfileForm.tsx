import { useId, useState, type FormEvent } from 'react';
import { ProfileInput, type Profile } from '../../shared/bridge/channels';
import { DEFAULT_KEY_HEADER, KNOWN_KEY_HEADERS } from '../../shared/api/wire/keyHeader';
import { DEFAULT_RATE_TIER, RATE_TIERS, type RateTierId } from '../../shared/api/rateBudget';
import { errorInfo, errorText } from '../components/ErrorState';

type Draft = {
  name: string;
  dataUrl: string;
  metricsUrl: string;
  keyHeader: string;
  rateTier: RateTierId;
  defaultNetwork: 'mainnet' | 'fuji';
  sourcifyUrl: string;
  /** One `chainId=URL` a line. */
  rpcUrls: string;
};
const FIELDS: { key: keyof Omit<Draft, 'defaultNetwork' | 'rateTier' | 'rpcUrls'>; label: string; placeholder: string }[] = [
  { key: 'name', label: 'Profile name', placeholder: 'My API key' },
  { key: 'dataUrl', label: 'Data API URL', placeholder: 'https://…' },
  { key: 'metricsUrl', label: 'Metrics API URL', placeholder: 'https://…' },
  { key: 'keyHeader', label: 'API key header', placeholder: DEFAULT_KEY_HEADER },
  { key: 'sourcifyUrl', label: 'Sourcify server URL (optional)', placeholder: 'https://sourcify.dev/server' },
];

/** The draft as the profile the main process takes: optional fields left out when empty, RPC lines read into a map. */
function inputOf(draft: Draft): { input: unknown; rpcLineError?: string } {
  const { sourcifyUrl, rpcUrls, ...rest } = draft;
  const map: Record<string, string> = {};
  for (const [i, line] of rpcUrls.split('\n').entries()) {
    if (!line.trim()) continue;
    const m = /^\s*([^=\s]+)\s*=\s*(\S+)\s*$/.exec(line);
    if (!m) return { input: undefined, rpcLineError: `line ${i + 1} must be written chainId=URL` };
    map[m[1]] = m[2];
  }
  return {
    input: {
      ...rest,
      ...(sourcifyUrl.trim() ? { sourcifyUrl: sourcifyUrl.trim() } : {}),
      ...(Object.keys(map).length ? { rpcUrls: map } : {}),
    },
  };
}

interface ProfileFormProps {
  /** The profile being edited; absent for a new one. */
  initial?: Profile;
  /** The fields a new profile starts from (a preset such as the public Data API). */
  template?: ProfileInput;
  onSave: (p: ProfileInput) => Promise<unknown>;
  onCancel: () => void;
}

/** Add or edit a connection profile; each bad field gets its own message before anything is sent. */
export function ProfileForm({ initial, template, onSave, onCancel }: ProfileFormProps) {
  const from = initial ?? template;
  const [draft, setDraft] = useState<Draft>({
    name: from?.name ?? '',
    dataUrl: from?.dataUrl ?? '',
    metricsUrl: from?.metricsUrl ?? '',
    keyHeader: from?.keyHeader ?? DEFAULT_KEY_HEADER,
    rateTier: from?.rateTier ?? DEFAULT_RATE_TIER,
    defaultNetwork: from?.defaultNetwork ?? 'mainnet',
    sourcifyUrl: from?.sourcifyUrl ?? '',
    rpcUrls: Object.entries(from?.rpcUrls ?? {})
      .map(([chain, url]) => `${chain}=${url}`)
      .join('\n'),
  });
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const formId = useId();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const { input, rpcLineError } = inputOf(draft);
    if (rpcLineError) return setErrors({ rpcUrls: rpcLineError });
    const parsed = ProfileInput.safeParse(input);
    if (!parsed.success) {
      const next: Partial<Record<keyof Draft, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Draft;
        // An RPC URL's issue names its chain.
        next[field] ??=
          field === 'rpcUrls' && issue.path[1] !== undefined ? `chain ${String(issue.path[1])}: ${issue.message}` : issue.message;
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
              list={f.key === 'keyHeader' ? `${formId}-headers` : undefined}
              aria-invalid={errors[f.key] ? true : undefined}
              aria-describedby={errors[f.key] ? `${formId}-${f.key}` : undefined}
            />
          </label>
          {errors[f.key] && (
            <span id={`${formId}-${f.key}`} className="field-error">
              {f.label}: {errors[f.key]}
            </span>
          )}
        </div>
      ))}
      <datalist id={`${formId}-headers`}>
        {KNOWN_KEY_HEADERS.map((h) => (
          <option key={h} value={h} />
        ))}
      </datalist>
      <p className="muted">The key is sent under this header, to the Data API URL only. The real Data API reads x-glacier-api-key.</p>
      <p className="muted">Verified sources are read from this server, never with the key; empty: the public Sourcify.</p>
      <div className="form-row">
        <label>
          RPC URLs by chain (optional, one chainId=URL a line)
          <textarea
            value={draft.rpcUrls}
            rows={2}
            cols={50}
            placeholder="43114=https://api.avax.network/ext/bc/C/rpc"
            onChange={(e) => setDraft({ ...draft, rpcUrls: e.target.value })}
            aria-invalid={errors.rpcUrls ? true : undefined}
            aria-describedby={errors.rpcUrls ? `${formId}-rpcUrls` : undefined}
          />
        </label>
        {errors.rpcUrls && (
          <span id={`${formId}-rpcUrls`} className="field-error">
            RPC URLs: {errors.rpcUrls}
          </span>
        )}
        <span className="muted">
          Logs and contract reads use a chain's RPC from the chain list unless named here; it never gets the key.
        </span>
      </div>
      <div className="form-row">
        <label>
          Rate budget
          <select value={draft.rateTier} onChange={(e) => setDraft({ ...draft, rateTier: e.target.value as RateTierId })}>
            {RATE_TIERS.map((t) => (
              <option key={t.id} value={t.id}>
                {t.label}
              </option>
            ))}
          </select>
        </label>
        <span className="muted">Requests are paced to stay inside it (the API's subscription of this key).</span>
      </div>
      <div className="form-row">
        <label>
          Default network
          <select
            value={draft.defaultNetwork}
            onChange={(e) => setDraft({ ...draft, defaultNetwork: e.target.value === 'fuji' ? 'fuji' : 'mainnet' })}
          >
            <option value="mainnet">Mainnet</option>
            <option value="fuji">Fuji (testnet)</option>
          </select>
        </label>
      </div>
      {saveError && (
        <p role="alert" className="field-error">
          {saveError}
        </p>
      )}
      <div className="form-row">
        <button type="submit" className="primary">
          Save profile
        </button>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
