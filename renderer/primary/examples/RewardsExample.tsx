import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MAX_LISTED_IDS } from '../../../shared/api/endpointDef';
import { apiQueryOptions } from '../../api/apiQueryOptions';
import { navigate } from '../../app/router';
import { useChain } from '../../app/useChain';
import { ErrorState } from '../../components/ErrorState';
import { recentOwners, recentXChainTxsParams } from './recentOwners';
import { nodeRewardsUrl } from '../../app/urls';

/**
 * "Try an example" for an empty Rewards page: on click, a node that is staking for one of the
 * owners of the X-Chain's latest outputs (the same 20 bytes own funds on P and X), opened with
 * its rewards. Asked only on click, so an empty page makes no rewards request.
 */
export function RewardsExample() {
  const { network } = useChain();
  const queryClient = useQueryClient();
  const find = useMutation({
    mutationFn: async () => {
      const txsParams = recentXChainTxsParams(network);
      const txs = await queryClient.fetchQuery({ ...apiQueryOptions('listAssetTransactions', txsParams), staleTime: 60_000 });
      const owners = recentOwners(txs)
        .slice(0, MAX_LISTED_IDS)
        .map((a) => a.replace(/^X-/, 'P-'));
      if (owners.length === 0) return undefined;
      const pending = await queryClient.fetchQuery(
        apiQueryOptions('listPendingRewards', { network, addresses: owners.join(','), pageSize: 1 }),
      );
      return pending.pendingRewards?.[0]?.nodeId;
    },
    onSuccess: (nodeId) => {
      if (nodeId) navigate(nodeRewardsUrl(nodeId));
    },
  });
  return (
    <div className="example-hint">
      New here?{' '}
      <button type="button" className="link" onClick={() => find.mutate()} disabled={find.isPending}>
        {find.isPending ? 'Looking for a staking node…' : 'Try an example'}
      </button>{' '}
      — the rewards of a node that is staking right now.
      {find.isSuccess && !find.data && (
        <p role="status">No staking node was found among the latest X-Chain owners; enter an address or node id.</p>
      )}
      {find.isError && <ErrorState error={find.error} onRetry={() => find.mutate()} what="an example node" />}
    </div>
  );
}
