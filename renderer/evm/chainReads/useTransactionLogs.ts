import { useQueries, useQuery } from '@tanstack/react-query';
import type { Abi } from 'viem';
import { contractSourceQuery, loadAbiCodec, useReceipt } from './useChainReads';

/**
 * A transaction's logs: its receipt from the chain's JSON-RPC, the emitting contracts' verified ABIs, and the logs
 * decoded by them. The logs section reads them; the page starts them as it opens (prefetchTransactionLogs), beside the
 * Data API's detail, so they are on their way in parallel rather than one after the detail.
 */
export function useTransactionLogs(chainId: string, txHash: string) {
  const receipt = useReceipt(chainId, txHash);
  const logs = receipt.data?.logs ?? [];
  const addresses = [...new Set(logs.map((l) => l.address))];
  const sources = useQueries({
    queries: addresses.map((address) => ({ ...contractSourceQuery(chainId, address), retry: false })),
  });
  const sourcesSettled = sources.every((s) => !s.isPending);
  const abis = new Map<string, unknown[]>();
  sources.forEach((s, i) => s.data?.verified && abis.set(addresses[i], s.data.abi));
  const decoded = useQuery({
    queryKey: ['decoded-logs', chainId, txHash.toLowerCase(), [...abis.keys()].join(',')],
    queryFn: async () => {
      const codec = await loadAbiCodec();
      const read = new Map<string, Abi>([...abis].map(([a, abi]) => [a, codec.readAbi(abi)]));
      return logs.map((l) => codec.decodeLog(l, read.get(l.address)));
    },
    enabled: receipt.isSuccess && sourcesSettled,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return { receipt, logs, decoded };
}
