import { useApiQuery } from '../api/useApiQuery';
import { ErrorState } from '../components/ErrorState';

/** Chains to include, as checkboxes filled from GET /v1/chains of the network. */
export function ChainPicker({
  network,
  value,
  onChange,
  error,
}: {
  network: 'mainnet' | 'fuji';
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string;
}) {
  const chains = useApiQuery('listChains', { network }, { staleTime: 5 * 60_000 });
  const toggle = (id: string, on: boolean) => onChange(on ? [...value, id] : value.filter((v) => v !== id));
  return (
    <fieldset aria-describedby={error ? 'export-chains-error' : undefined} aria-invalid={error ? true : undefined}>
      <legend>Chains</legend>
      {chains.isError && <ErrorState error={chains.error} onRetry={() => void chains.refetch()} what="the chains" />}
      {chains.isPending && <span className="muted">Loading chains…</span>}
      {chains.data?.chains?.map((c) =>
        c.chainId ? (
          <label key={c.chainId} className="export-chain">
            <input type="checkbox" checked={value.includes(c.chainId)} onChange={(e) => toggle(c.chainId!, e.target.checked)} />
            {c.chainName ?? c.chainId} <span className="muted">({c.chainId})</span>
          </label>
        ) : null,
      )}
      {error && (
        <p id="export-chains-error" className="field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
