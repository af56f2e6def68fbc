import type { Currency } from '../../shared/api';
import type { Settings } from '../../shared/bridge/channels';
import { NETWORK_IDS } from '../../shared/network/primaryNetworkIds';
import { useMemo } from 'react';
import { useApiQuery } from '../api/useApiQuery';
import { useSettings } from '../settings/useSettings';

/** The C-Chain's EVM chain id per network (docs/api-contract.md): the chain shown when none is chosen. */
export const C_CHAIN_EVM_ID = {
  mainnet: String(NETWORK_IDS.mainnet.cChainEvmId),
  fuji: String(NETWORK_IDS.fuji.cChainEvmId),
} as const;

export interface ChainContext {
  network: 'mainnet' | 'fuji';
  /** The EVM chain id every EVM view asks about. */
  chainId: string;
  chainName: string;
  currency: Currency;
  /**
   * The chain's native token from /v1/chains; before it answers, only the C-Chain's is known
   * (AVAX, 18 decimals on the EVM side). Undefined means amounts show a dash, never a guess.
   */
  token: { symbol: string; decimals: number } | undefined;
  ready: boolean;
}

/** The EVM chain the settings choose: the network's C-Chain unless another is picked. */
export const evmChainIdOf = (settings: Pick<Settings, 'network' | 'evmChainId'> | undefined): string =>
  settings?.evmChainId || C_CHAIN_EVM_ID[settings?.network ?? 'mainnet'];

/** The network, EVM chain and currency chosen in the header. */
export function useChain(): ChainContext {
  const settings = useSettings();
  const network = settings.data?.network ?? 'mainnet';
  const chains = useApiQuery('listChains', { network }, { staleTime: 5 * 60_000, enabled: settings.isSuccess });
  const chainId = evmChainIdOf(settings.data);
  const chain = chains.data?.chains?.find((c) => c.chainId === chainId);
  const listed = chain?.networkToken?.symbol && chain.networkToken.decimals !== undefined ? chain.networkToken : undefined;
  const symbol = listed ? listed.symbol : chainId === C_CHAIN_EVM_ID[network] ? 'AVAX' : undefined;
  const decimals = listed?.decimals ?? 18;
  // One object per token, so views can memoize on it (the chains answer is re-read on every render).
  const token = useMemo(() => (symbol === undefined ? undefined : { symbol, decimals }), [symbol, decimals]);
  return {
    network,
    chainId,
    chainName: chain?.chainName ?? (chainId === C_CHAIN_EVM_ID[network] ? 'C-Chain' : `Chain ${chainId}`),
    currency: settings.data?.currency ?? 'usd',
    token,
    ready: settings.isSuccess,
  };
}
