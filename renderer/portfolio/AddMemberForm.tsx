import { useState, type FormEvent } from 'react';
import { useApiQuery } from '../api/useApiQuery';
import { useChain } from '../app/useChain';
import { usePortfolios } from './portfolioState';
import { useBridgeAction } from './useBridgeAction';

/**
 * Adds an address: a 0x address on the EVM chains ticked (the C-Chain to start with), or a P-/X-
 * address (read on the P-, X- and C-Chain). The main process checks it (checksums included) and
 * says which field is wrong.
 */
export function AddMemberForm({ portfolioId }: { portfolioId: string }) {
  const { network, chainId } = useChain();
  const chains = useApiQuery('listChains', { network }, { staleTime: 5 * 60_000 });
  const [address, setAddress] = useState('');
  const [picked, setPicked] = useState<string[] | null>(null);
  const chosen = picked ?? [chainId];
  const evm = address.trim().toLowerCase().startsWith('0x');
  const { run, busy, invalid, message } = useBridgeAction();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const member = evm
      ? { kind: 'evm' as const, address: address.trim(), chainIds: chosen }
      : { kind: 'primary' as const, address: address.trim() };
    if (await run(() => usePortfolios.getState().change((api) => api.addMember(portfolioId, member)))) setAddress('');
  };
  const toggle = (id: string) => setPicked(chosen.includes(id) ? chosen.filter((c) => c !== id) : [...chosen, id]);
  return (
    <form className="form-row portfolio-add" aria-label="Add an address" onSubmit={(e) => void submit(e)} noValidate>
      <label>
        Address
        <input
          value={address}
          size={50}
          spellCheck={false}
          placeholder="0x… or P-avax1… / X-avax1…"
          onChange={(e) => setAddress(e.target.value)}
          {...invalid('address')}
        />
      </label>
      {evm && (
        <fieldset className="portfolio-chains" {...invalid('chainIds')}>
          <legend>On chains</legend>
          {(chains.data?.chains ?? [])
            .filter((c) => c.chainId)
            .map((c) => (
              <label key={c.chainId} className="checkbox">
                <input type="checkbox" checked={chosen.includes(c.chainId!)} onChange={() => toggle(c.chainId!)} />
                {c.chainName ?? c.chainId}
              </label>
            ))}
        </fieldset>
      )}
      <button type="submit" className="primary" disabled={busy}>
        Add address
      </button>
      {message}
    </form>
  );
}
