import { useApiQuery } from '../api/useApiQuery';
import { useChain } from '../app/useChain';
import { ContractCard } from './ContractCard';

/** An address page's contract card: shown when the address is a contract the API describes, nothing for an account. */
export function ContractHeader({ address }: { address: string }) {
  const chain = useChain();
  // A 404 says "no contract": asking again would not change that.
  const metadata = useApiQuery(
    'getContractMetadata',
    { chainId: chain.chainId, address },
    { enabled: chain.ready, retry: false, staleTime: 60 * 60_000 },
  );
  return metadata.data ? <ContractCard metadata={metadata.data} withTokenLink /> : null;
}
