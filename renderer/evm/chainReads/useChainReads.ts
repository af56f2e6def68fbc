import { useQuery } from '@tanstack/react-query';
import type { ContractSource } from '../../../shared/bridge/chainReadChannels';
import { getBridge } from '../../bridge';

/** The ABI codec (viem), loaded on first use into a chunk of its own. */
export const loadAbiCodec = () => import('./abiCodec');

/** A contract's verified source (or that it has none), kept while the page lives: a verification does not change. */
export function useContractSource(chainId: string, address: string | undefined, enabled = true) {
  return useQuery<ContractSource>({
    queryKey: ['source:contract', chainId, address?.toLowerCase()],
    queryFn: () => getBridge().chain.source(chainId, address!),
    enabled: enabled && Boolean(address),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** A transaction's receipt through the chain's JSON-RPC (its logs); a mined receipt never changes. */
export function useReceipt(chainId: string, txHash: string, enabled = true) {
  return useQuery({
    queryKey: ['chain:receipt', chainId, txHash.toLowerCase()],
    queryFn: () => getBridge().chain.receipt(chainId, txHash),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
