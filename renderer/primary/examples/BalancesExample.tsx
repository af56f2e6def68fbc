import { truncateMiddle } from '../../../shared/format/truncate';
import { useApiQuery } from '../../api/useApiQuery';
import { withQuery } from '../../app/hashPath';
import { useChain } from '../../app/useChain';
import { ExampleHint } from '../../components/ExampleHint';
import { recentOwners, recentXChainTxsParams } from './recentOwners';
import { ROUTES } from '../../app/urls';

/**
 * The example of an empty Balances page: an address that just received an X-Chain output,
 * opened on the X-Chain. Nothing shows while it loads or if the X-Chain has no transactions.
 */
export function BalancesExample() {
  const { network } = useChain();
  const query = useApiQuery('listAssetTransactions', recentXChainTxsParams(network), { staleTime: 60_000 });
  const address = recentOwners(query.data)[0];
  if (!address) return null;
  return (
    <ExampleHint
      to={withQuery(ROUTES.balances, { addresses: address, chain: 'x' })}
      title={address}
      why="an address that just received AVAX"
    >
      X-Chain balances of {truncateMiddle(address, 12, 6)}
    </ExampleHint>
  );
}
