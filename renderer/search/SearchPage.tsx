import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getBridge } from '../bridge';
import { navigate, useRouteParams } from '../app/router';
import { useChain } from '../app/useChain';
import { ErrorState } from '../components/ErrorState';
import { PageHeader } from '../components/PageHeader';
import { SkeletonLines } from '../components/Skeleton';
import { resolveId } from './resolveId';

/** Resolves a cb58 id typed in the search to the page of what it names. */
export function SearchPage() {
  const { text } = useRouteParams();
  const { network, ready } = useChain();
  const match = useQuery({
    queryKey: ['search', network, text],
    queryFn: ({ signal }) => resolveId(getBridge(), network, text, signal),
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
      <PageHeader title="Search" subtitle={<code>{text}</code>} />
      {match.isPending || to ? (
        <SkeletonLines lines={2} label="Looking for a blockchain, subnet, asset, transaction or block with this id" />
      ) : match.isError ? (
        <ErrorState error={match.error} onRetry={() => void match.refetch()} what="the id" />
      ) : (
        <div className="state" role="status">
          <p>Nothing on {network} has this id: it is not a blockchain, a subnet, an X-Chain asset, a P-, X- or C-Chain transaction or a P-Chain block.</p>
        </div>
      )}
    </>
  );
}
