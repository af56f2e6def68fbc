import { CURRENCIES } from '../../shared/api';
import { UiNetwork } from '../../shared/bridge/channels';
import { useApiQuery } from '../api/useApiQuery';
import { useSettings, useUpdateSettings } from '../settings/useSettings';
import { C_CHAIN_EVM_ID } from './useChain';

/** Network, EVM chain and currency pickers; each choice is saved through the bridge's settings. */
export function HeaderPickers() {
  const settings = useSettings();
  const update = useUpdateSettings();
  const network = settings.data?.network ?? 'mainnet';
  const chains = useApiQuery('listChains', { network }, { staleTime: 5 * 60_000, enabled: settings.isSuccess });
  const disabled = !settings.isSuccess || update.isPending;
  const chainId = settings.data?.evmChainId || C_CHAIN_EVM_ID[network];
  const chainList = chains.data?.chains ?? [];

  return (
    <>
      <label className="header-field">
        Network
        <select
          value={network}
          disabled={disabled}
          // The chain belongs to a network: a new network starts on its C-Chain.
          onChange={(e) => update.mutate({ network: UiNetwork.parse(e.target.value), evmChainId: '' })}
        >
          <option value="mainnet">Mainnet</option>
          <option value="fuji">Fuji (testnet)</option>
        </select>
      </label>
      <label className="header-field">
        EVM chain
        <select value={chainId} disabled={disabled || chainList.length === 0} onChange={(e) => update.mutate({ evmChainId: e.target.value })}>
          {chainList.length === 0 && <option value={chainId}>{chains.isError ? `Chain ${chainId} (list unavailable)` : 'Loading chains…'}</option>}
          {chainList.map((c) => (
            <option key={c.chainId} value={c.chainId} disabled={c.status !== undefined && c.status.toUpperCase() !== 'OK'}>
              {c.chainName ?? c.chainId} ({c.chainId})
            </option>
          ))}
        </select>
      </label>
      <label className="header-field">
        Currency
        <select
          value={settings.data?.currency ?? 'usd'}
          disabled={disabled}
          onChange={(e) => update.mutate({ currency: CURRENCIES.find((c) => c === e.target.value) ?? 'usd' })}
        >
          {CURRENCIES.map((c) => (
            <option key={c} value={c}>
              {c.toUpperCase()}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}
