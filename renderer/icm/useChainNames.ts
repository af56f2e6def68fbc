import { useApiQuery } from '../api/useApiQuery';
import { useChain } from '../app/useChain';

/** EVM chain id → chain name of the chosen network (from /v1/chains); an unknown id shows as "Chain <id>". */
export function useChainNames(): (evmChainId: string | undefined) => string {
  const { network } = useChain();
  const chains = useApiQuery('listChains', { network }, { staleTime: 5 * 60_000 });
  return (id) => {
    if (!id) return '—';
    return chains.data?.chains?.find((c) => c.chainId === id)?.chainName ?? `Chain ${id}`;
  };
}
