import { useState, type FormEvent } from 'react';
import { useChain } from '../../app/useChain';
import { InputField } from '../../components/InputField';
import { epochToLocalInput, localInputToEpoch } from '../forms/localTime';
import { PxAddressesField } from '../forms/PxAddressesField';
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
        <PxAddressesField value={text} onChange={setText} error={errors.addresses} cols={64} />
      </div>
      <div className="form-row">
        <PrimaryChainPicker value={chain} onChange={setChain} />
        <InputField
          label="As of (optional)"
          type="datetime-local"
          value={asOf}
          onChange={setAsOf}
          aria-invalid={errors.asOf ? true : undefined}
        />
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
