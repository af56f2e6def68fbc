import { useApiQuery } from '../api/useApiQuery';
import { CurrencySelect } from '../components/CurrencySelect';
import { NetworkSelect } from '../components/NetworkSelect';
import { useSettings, useUpdateSettings } from '../settings/useSettings';
import { browsableChains } from './browsableChains';
import { C_CHAIN_EVM_ID } from './useChain';

/** Network, EVM chain and currency pickers; each choice is saved through the bridge's settings. */
export function HeaderPickers() {
  const settings = useSettings();
  const update = useUpdateSettings();
  const network = settings.data?.network ?? 'mainnet';
  const chains = useApiQuery('listChains', { network }, { staleTime: 5 * 60_000, enabled: settings.isSuccess });
  const disabled = !settings.isSuccess || update.isPending;
  const chainId = settings.data?.evmChainId || C_CHAIN_EVM_ID[network];
  const { browsable: chainList, hidden } = browsableChains(chains.data?.chains);

  return (
    <>
      <NetworkSelect
        className="header-field"
        value={network}
        disabled={disabled}
        // The chain belongs to a network: a new network starts on its C-Chain.
        onChange={(n) => update.mutate({ network: n, evmChainId: '' })}
      />
      <label className="header-field">
        EVM chain
        <select
          value={chainId}
          disabled={disabled || chainList.length === 0}
          onChange={(e) => update.mutate({ evmChainId: e.target.value })}
        >
          {chainList.length === 0 && (
            <option value={chainId}>{chains.isError ? `Chain ${chainId} (list unavailable)` : 'Loading chains…'}</option>
          )}
          {chainList.map((c) => (
            <option key={c.chainId} value={c.chainId}>
              {c.chainName ?? c.chainId} ({c.chainId})
            </option>
          ))}
          {hidden.length > 0 && (
            <optgroup label="Not offered">
              {hidden.map(({ chain, reason }) => (
                <option key={chain.chainId} value={`hidden:${chain.chainId}`} disabled>
                  {chain.chainName ?? chain.chainId} ({chain.chainId}): {reason}
                </option>
              ))}
            </optgroup>
          )}
        </select>
      </label>
      <CurrencySelect
        className="header-field"
        value={settings.data?.currency ?? 'usd'}
        disabled={disabled}
        onChange={(currency) => update.mutate({ currency })}
      />
    </>
  );
}
