import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { EndpointResponse } from '../../../shared/api';
import { apiKeys } from '../../api/queryKeys';
import { useInfiniteList, type InfiniteList } from '../../api/useInfiniteList';
import { useWalkPages } from '../../api/useWalkPages';
import { getBridge } from '../../bridge';
import type { BlockchainItem } from '../blockchains/blockchainColumns';
import { blockchainRowId } from '../blockchains/blockchainColumns';

export interface SubnetRow {
  subnetId: string;
  /** The blockchains the network's list shows on this subnet. */
  chains: BlockchainItem[];
  subnet?: EndpointResponse<'getSubnet'>;
  error?: Error;
}

/**
 * The API has no list of subnets: walk every page of the blockchains list, take the subnet of
 * each, and ask for each subnet once. Rows appear as their subnet arrives.
 */
export function useSubnetList(network: 'mainnet' | 'fuji'): InfiniteList<SubnetRow> {
  const chains = useInfiniteList('listBlockchains', { network }, { getRowId: blockchainRowId });
  useWalkPages(chains, true);

  const bySubnet = useMemo(() => {
    const map = new Map<string, BlockchainItem[]>();
    for (const chain of chains.items) {
      if (!chain.subnetId) continue;
      map.set(chain.subnetId, [...(map.get(chain.subnetId) ?? []), chain]);
    }
    return map;
  }, [chains.items]);

  const subnetIds = [...bySubnet.keys()];
  // Same key and request as useApiQuery('getSubnet'), so the subnet page opens from this cache.
  const subnets = useQueries({
    queries: subnetIds.map((subnetId) => {
      const params = { network, subnetId };
      return {
        queryKey: apiKeys.request('getSubnet', params),
        queryFn: ({ signal }: { signal: AbortSignal }) => getBridge().request('getSubnet', params, { signal }),
        staleTime: 60_000,
      };
    }),
  });

  const items = subnetIds.map((subnetId, i): SubnetRow => ({
    subnetId,
    chains: bySubnet.get(subnetId) ?? [],
    subnet: subnets[i]?.data,
    error: subnets[i]?.error ?? undefined,
  }));
  const walking = chains.hasNextPage || chains.isFetchingNextPage;
  return {
    ...chains,
    items,
    // Until every page of blockchains is in, the set of subnets is not known: show it as loading.
    status: chains.status === 'success' && walking && !chains.nextPageError ? 'pending' : chains.status,
    hasNextPage: false,
    isFetchingNextPage: false,
  };
}
