import { useMemo } from 'react';
import { maxPageSize } from '../../api/listEndpoints';
import { useApiQuery } from '../../api/useApiQuery';
import { useChain } from '../../app/useChain';

/**
 * blockchainId -> name, from the network's blockchains list (one page of up to 10,000 holds
 * every chain), so ids in transactions and balances read as "X-Chain" or "Summit".
 */
export function useBlockchainNames(): Map<string, string> {
  const { network } = useChain();
  const query = useApiQuery('listBlockchains', { network, pageSize: maxPageSize('listBlockchains') }, { staleTime: 5 * 60_000 });
  return useMemo(
    () =>
      new Map(
        (query.data?.blockchains ?? []).flatMap((b) => (b.blockchainId && b.blockchainName ? [[b.blockchainId, b.blockchainName]] : [])),
      ),
    [query.data],
  );
}
