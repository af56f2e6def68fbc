import { getBridge } from '../bridge';
import { useRouteParams } from '../app/router';
import { useChain } from '../app/useChain';
import { ErrorState } from '../components/ErrorState';
import { PageHeader } from '../components/PageHeader';
import { SkeletonLines } from '../components/Skeleton';
import { resolveId } from './resolveId';
import { searchKeys } from '../api/queryKeys';
import { useSearchRedirect } from './useSearchRedirect';

/** Resolves a cb58 id typed in the search to the page of what it names. */
export function SearchPage() {
  const { text } = useRouteParams();
  const { network, ready } = useChain();
  const { match, to } = useSearchRedirect(searchKeys.id(network, text), (signal) => resolveId(getBridge(), network, text, signal), ready);

  return (
    <>
      <PageHeader title="Search" subtitle={<code>{text}</code>} />
      {match.isPending || to ? (
        <SkeletonLines lines={2} label="Looking for a blockchain, subnet, asset, transaction or block with this id" />
      ) : match.isError ? (
        <ErrorState error={match.error} onRetry={() => void match.refetch()} what="the id" />
      ) : (
        <div className="state" role="status">
          <p>
            Nothing on {network} has this id: it is not a blockchain, a subnet, an X-Chain asset, a P-, X- or C-Chain transaction or a P- or
            X-Chain block.
          </p>
        </div>
      )}
    </>
  );
}
