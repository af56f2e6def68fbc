import { useApiQuery } from '../api/useApiQuery';
import { CurrencySelect } from '../components/CurrencySelect';
import { NetworkSelect } from '../components/NetworkSelect';
import { useSettings, useUpdateSettings } from '../settings/useSettings';
import { browsableChains } from './browsableChains';
import { parseHash } from './hashPath';
import { setQueryParams } from './router';
import { EVM_CHAIN_PARAM, linkedChainOf } from './urls';
import { C_CHAIN_EVM_ID } from './useChain';

/**
 * Network, EVM chain and currency pickers; each choice is saved through the bridge's settings. A network or chain
 * picked while the page is on the chain its link named (`?evmChain=`, a watched address on an L1) takes the page to
 * the picked one: the user asked to see that chain.
 */
export function HeaderPickers() {
  const settings = useSettings();
  const update = useUpdateSettings();
  const pick = (patch: Parameters<typeof update.mutate>[0]) => {
    // Read as the pick is made, not subscribed to: the header need not render on every change of place.
    const from = window.location.hash;
    const linked = linkedChainOf(parseHash(from));
    // Once saved (the settings' cache already holds the pick): taken off its chain before, the page would read the
    // header's old chain meanwhile, and stay off it if the save failed. A page left meanwhile keeps its own chain.
    update.mutate(patch, { onSuccess: () => linked && window.location.hash === from && setQueryParams({ [EVM_CHAIN_PARAM]: null }) });
  };
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
        onChange={(n) => pick({ network: n, evmChainId: '' })}
      />
      <label className="header-field">
        EVM chain
        <select value={chainId} disabled={disabled || chainList.length === 0} onChange={(e) => pick({ evmChainId: e.target.value })}>
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
