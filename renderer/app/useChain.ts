import type { Currency } from '../../shared/api';
import { C_CHAIN_EVM_ID, evmChainIdOf } from '../../shared/network/evmChainOfSettings';
import { useMemo } from 'react';
import { useApiQuery } from '../api/useApiQuery';
import { useSettings } from '../settings/useSettings';

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
}

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
