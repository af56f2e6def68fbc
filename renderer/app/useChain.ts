import type { Currency } from '../../shared/api';
import { C_CHAIN_EVM_ID, evmChainIdOf } from '../../shared/network/evmChainOfSettings';
import { useMemo } from 'react';
import { useApiQuery } from '../api/useApiQuery';
import { useSettings } from '../settings/useSettings';
import { useHashLocation } from './router';
import { linkedChainOf } from './urls';

// The main process asks for the home page's first rows at launch with the same chain (electron/core/launchPrefetch.ts).
export { C_CHAIN_EVM_ID, evmChainIdOf };

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
  /** The header's chain when the page's link names another (EVM_CHAIN_PARAM): the page is on chainId, the header stays on this. */
  headerChain?: { chainId: string; chainName: string };
}

/** The network, EVM chain and currency chosen in the header; the EVM chain the page's link names wins over the header's. */
export function useChain(): ChainContext {
  const settings = useSettings();
  const network = settings.data?.network ?? 'mainnet';
  const chains = useApiQuery('listChains', { network }, { staleTime: 5 * 60_000, enabled: settings.isSuccess });
  const chosen = evmChainIdOf(settings.data);
  const chainId = linkedChainOf(useHashLocation()) ?? chosen;
  const nameOf = (id: string) =>
    chains.data?.chains?.find((c) => c.chainId === id)?.chainName ?? (id === C_CHAIN_EVM_ID[network] ? 'C-Chain' : `Chain ${id}`);
  const chain = chains.data?.chains?.find((c) => c.chainId === chainId);
  const listed = chain?.networkToken?.symbol && chain.networkToken.decimals !== undefined ? chain.networkToken : undefined;
  const symbol = listed ? listed.symbol : chainId === C_CHAIN_EVM_ID[network] ? 'AVAX' : undefined;
  const decimals = listed?.decimals ?? 18;
  // One object per token, so views can memoize on it (the chains answer is re-read on every render).
  const token = useMemo(() => (symbol === undefined ? undefined : { symbol, decimals }), [symbol, decimals]);
  return {
    network,
    chainId,
    chainName: nameOf(chainId),
    currency: settings.data?.currency ?? 'usd',
    token,
    ready: settings.isSuccess,
    headerChain: chainId === chosen ? undefined : { chainId: chosen, chainName: nameOf(chosen) },
  };
}
