import { getBridge } from '../bridge';
import { Link, useRouteParams } from '../app/router';
import { searchHashOnChainUrl } from '../app/urls';
import { C_CHAIN_EVM_ID, useChain } from '../app/useChain';
import { ErrorState } from '../components/ErrorState';
import { PageHeader } from '../components/PageHeader';
import { SkeletonLines } from '../components/Skeleton';
import { resolveHash } from './resolveHash';
import { searchKeys } from '../api/queryKeys';
import { useSearchRedirect } from './useSearchRedirect';

/** Opens the transaction or block a 0x hash typed in the search names, on the chosen chain. */
export function HashSearchPage() {
  const { hash } = useRouteParams();
  const { network, chainId, chainName, ready, headerChain } = useChain();
  const cChainOf = chainId === C_CHAIN_EVM_ID[network] ? network : undefined;
  const { match, to } = useSearchRedirect(
    searchKeys.hash(chainId, hash),
    (signal) => resolveHash(getBridge(), chainId, hash, cChainOf, signal),
    ready,
  );

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
          {headerChain ? (
            // The search kept the linked chain of the page it was typed on (Omnibox): the header's choice does not reach it,
            // so the header's chain is offered by a link naming it (a link naming its chain keeps it).
            <p>
              It was looked for on {chainName}, the chain of the page it was typed on.{' '}
              <Link to={searchHashOnChainUrl(hash, headerChain.chainId)}>Look on {headerChain.chainName}, the header's chain</Link>
            </p>
          ) : (
            <p>It may be on another chain: pick it in the header and search again.</p>
          )}
        </div>
      )}
    </>
  );
}
