import { useState, type FormEvent } from 'react';
import { BECH32_HRP } from '../../../shared/codecs/bech32';
import { useChain } from '../../app/useChain';
import { epochToLocalInput, localInputToEpoch } from '../forms/localTime';
import { ListField } from '../forms/ListField';
import { parseAddressList } from '../forms/parseAddressList';
import { PrimaryChainPicker, type PrimaryChain } from './PrimaryChainPicker';

export interface BalancesRequest {
  addresses: string[];
  chain: PrimaryChain;
  asOf?: number;
}

/**
 * Addresses (comma or newline separated), chain and optional "as of" time; checked before any
 * request. `rejected` is a link's address list that failed the same checks, shown with its error.
 */
export function BalancesForm({
  value,
  onSubmit,
  rejected,
}: {
  value: BalancesRequest;
  onSubmit: (r: BalancesRequest) => void;
  rejected?: { text: string; message: string };
}) {
  const { network } = useChain();
  const [text, setText] = useState(rejected?.text ?? value.addresses.join('\n'));
  const [chain, setChain] = useState(value.chain);
  const [asOf, setAsOf] = useState(value.asOf === undefined ? '' : epochToLocalInput(value.asOf));
  const [errors, setErrors] = useState<{ addresses?: string; asOf?: string }>({ addresses: rejected && `Addresses: ${rejected.message}` });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = parseAddressList(text, network);
    const asOfTs = asOf ? localInputToEpoch(asOf) : undefined;
    const next = {
      addresses: parsed.ok ? undefined : `Addresses: ${parsed.message}`,
      asOf: asOfTs === null ? 'As of: enter a date and time, or leave it empty for now.' : undefined,
    };
    setErrors(next);
    if (!parsed.ok || asOfTs === null) return;
    onSubmit({ addresses: parsed.values, chain, asOf: asOfTs });
  };

  return (
    <form onSubmit={submit} aria-label="Balances" noValidate>
      <div className="form-row">
        <ListField
          label="Addresses (P- or X-, comma or newline separated)"
          value={text}
          onChange={setText}
          error={errors.addresses}
          cols={64}
          placeholder={`P-${BECH32_HRP[network]}1…`}
        />
      </div>
      <div className="form-row">
        <PrimaryChainPicker value={chain} onChange={setChain} />
        <label>
          As of (optional)
          <input
            type="datetime-local"
            value={asOf}
            onChange={(e) => setAsOf(e.target.value)}
            aria-invalid={errors.asOf ? true : undefined}
          />
        </label>
        <button type="submit" className="primary">
          Show balances
        </button>
      </div>
      {errors.asOf && (
        <p className="field-error" role="alert">
          {errors.asOf}
        </p>
      )}
    </form>
  );
}
