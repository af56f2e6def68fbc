import { truncateMiddle } from '../../../shared/format/truncate';
import { useApiQuery } from '../../api/useApiQuery';
import { useChain } from '../../app/useChain';
import { checksum } from '../../components/EvmAddress';
import { ExampleHint } from '../../components/ExampleHint';
import { addressUrl } from '../../app/urls';

/** The example of the empty Address page: the sender of the chain's latest transaction. */
export function AddressExample() {
  const chain = useChain();
  const query = useApiQuery(
    'listLatestTransactions',
    { chainId: chain.chainId, pageSize: 10 },
    { enabled: chain.ready, staleTime: 60_000 },
  );
  const sender = query.data?.transactions?.find((t) => t.from?.address)?.from?.address;
  if (!sender) return null;
  const address = checksum(sender);
  return (
    <ExampleHint to={addressUrl(address)} title={address} why={`the sender of the latest transaction on ${chain.chainName}`}>
      {truncateMiddle(address, 8, 6)}
    </ExampleHint>
  );
}
