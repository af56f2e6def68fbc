import { useState, type FormEvent } from 'react';
import type { Currency } from '../../../shared/api';
import { useChain } from '../../app/useChain';
import { CurrencySelect } from '../../components/CurrencySelect';
import { ListField } from '../forms/ListField';
import { PxAddressesField } from '../forms/PxAddressesField';
import { parseAddressList } from '../forms/parseAddressList';
import { parseNodeIdList } from '../forms/parseNodeIdList';

export interface RewardsRequest {
  addresses: string[];
  nodeIds: string[];
  currency: Currency;
}

type FieldErrors = { addresses?: string; nodeIds?: string };

/** Checks both lists; either may be empty but not both, and each entry must be valid. */
export function validateRewardsInput(
  addressText: string,
  nodeIdText: string,
  network: 'mainnet' | 'fuji',
): { errors: FieldErrors; addresses: string[]; nodeIds: string[] } {
  if (!addressText.trim() && !nodeIdText.trim()) {
    return { errors: { addresses: 'Addresses or node ids: enter at least one of them.' }, addresses: [], nodeIds: [] };
  }
  const addresses = addressText.trim() ? parseAddressList(addressText, network) : { ok: true as const, values: [] };
  const nodeIds = nodeIdText.trim() ? parseNodeIdList(nodeIdText) : { ok: true as const, values: [] };
  return {
    errors: {
      addresses: addresses.ok ? undefined : `Addresses: ${addresses.message}`,
      nodeIds: nodeIds.ok ? undefined : `Node ids: ${nodeIds.message}`,
    },
    addresses: addresses.ok ? addresses.values : [],
    nodeIds: nodeIds.ok ? nodeIds.values : [],
  };
}

/** Whose rewards (addresses and/or node ids), in which currency. Nothing is asked until the input is valid. */
export function RewardsForm({
  value,
  onSubmit,
  initialErrors = {},
}: {
  value: RewardsRequest & { addressText?: string; nodeIdText?: string };
  onSubmit: (r: RewardsRequest) => void;
  initialErrors?: FieldErrors;
}) {
  const { network } = useChain();
  const [addressText, setAddressText] = useState(value.addressText ?? value.addresses.join('\n'));
  const [nodeIdText, setNodeIdText] = useState(value.nodeIdText ?? value.nodeIds.join('\n'));
  const [currency, setCurrency] = useState(value.currency);
  const [errors, setErrors] = useState<FieldErrors>(initialErrors);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const result = validateRewardsInput(addressText, nodeIdText, network);
    setErrors(result.errors);
    if (result.errors.addresses || result.errors.nodeIds) return;
    onSubmit({ addresses: result.addresses, nodeIds: result.nodeIds, currency });
  };

  return (
    <form onSubmit={submit} aria-label="Rewards" noValidate>
      <div className="form-row">
        <PxAddressesField value={addressText} onChange={setAddressText} error={errors.addresses} cols={52} />
        <ListField
          label="Node ids (NodeID-…, comma or newline separated)"
          value={nodeIdText}
          onChange={setNodeIdText}
          error={errors.nodeIds}
          cols={44}
        />
      </div>
      <div className="form-row">
        <CurrencySelect value={currency} onChange={setCurrency} />
        <button type="submit" className="primary">
          Show rewards
        </button>
      </div>
    </form>
  );
}
