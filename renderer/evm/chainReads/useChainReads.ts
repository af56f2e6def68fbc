import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ContractSource } from '../../../shared/bridge/chainReadChannels';
import { getBridge } from '../../bridge';

/** The ABI codec (viem), loaded on first use into a chunk of its own. */
export const loadAbiCodec = () => import('./abiCodec');

/** A contract's verified source (or that it has none), kept while the page lives: a verification does not change. */
export const contractSourceQuery = (chainId: string, address: string) =>
  queryOptions<ContractSource>({
    queryKey: ['source:contract', chainId, address.toLowerCase()],
    queryFn: () => getBridge().chain.source(chainId, address),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** A transaction's receipt through the chain's JSON-RPC (its logs); a mined receipt never changes. */
export const receiptQuery = (chainId: string, txHash: string) =>
  queryOptions({
    queryKey: ['chain:receipt', chainId, txHash.toLowerCase()],
    queryFn: () => getBridge().chain.receipt(chainId, txHash),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useContractSource(chainId: string, address: string | undefined, enabled = true) {
  return useQuery({ ...contractSourceQuery(chainId, address ?? ''), enabled: enabled && Boolean(address) });
}

export function useReceipt(chainId: string, txHash: string, enabled = true) {
  return useQuery({ ...receiptQuery(chainId, txHash), enabled });
}

/**
 * What a transaction's logs section reads before it can decode (useTransactionLogs): the receipt, then the verified
 * sources of the contracts that emitted its logs, and the codec's chunk, into the cache the section reads; started with
 * the page's own first answers (app/prefetch/), so they are not one round trip after the page's code.
 */
export async function prefetchTransactionLogs(client: QueryClient, chainId: string, txHash: string): Promise<void> {
  void loadAbiCodec().catch(() => undefined);
  const receipt = await client.fetchQuery(receiptQuery(chainId, txHash));
  const addresses = new Set((receipt?.logs ?? []).map((l) => l.address));
  await Promise.all([...addresses].map((a) => client.prefetchQuery({ ...contractSourceQuery(chainId, a), retry: false })));
}
