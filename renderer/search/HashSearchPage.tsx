import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getBridge } from '../bridge';
import { navigate, useRouteParams } from '../app/router';
import { useChain } from '../app/useChain';
import { ErrorState } from '../components/ErrorState';
import { PageHeader } from '../components/PageHeader';
import { SkeletonLines } from '../components/Skeleton';
import { resolveHash } from './resolveHash';

/** Opens the transaction or block a 0x hash typed in the search names, on the chosen chain. */
export function HashSearchPage() {
  const { hash } = useRouteParams();
  const { chainId, chainName, ready } = useChain();
  const match = useQuery({
    queryKey: ['search-hash', chainId, hash],
    queryFn: ({ signal }) => resolveHash(getBridge(), chainId, hash, signal),
    enabled: ready,
    retry: false,
  });
  const to = match.data && match.data.kind !== 'none' ? match.data.to : null;
  useEffect(() => {
    // Replace: Back from the found page returns to where the search started, not here.
    if (to) navigate(to, { replace: true });
  }, [to]);

  return (
    <>
      <PageHeader title="Search" subtitle={<code>{hash}</code>} />
      {match.isPending || to ? (
        <SkeletonLines lines={2} label="Looking for a transaction or block with this hash" />
      ) : match.isError ? (
        <ErrorState error={match.error} onRetry={() => void match.refetch()} what="the hash" />
      ) : (
        <div className="state" role="status">
          <p>No transaction or block on {chainName} has this hash.</p>
          <p>It may be on another chain: pick it in the header and search again.</p>
        </div>
      )}
    </>
  );
}
