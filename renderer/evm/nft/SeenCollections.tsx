import { useQuery } from '@tanstack/react-query';
import type { SeenContract } from '../../../shared/bridge/contractNames';
import { getBridge } from '../../bridge';
import { useChain } from '../../app/useChain';
import { Link } from '../../app/router';
import { nftCollectionUrl } from '../../app/urls';
import { ContractLogo } from '../../contracts/ContractBadge';
import { checksum } from '../../components/EvmAddress';
import { ErrorState } from '../../components/ErrorState';
import { Hash } from '../../components/Hash';
import { SkeletonLines } from '../../components/Skeleton';
import { StaticTable } from '../../components/StaticTable';

/**
 * The ERC-721 collections of the chain that this profile has met in any list, latest first. The Data API lists no
 * chain's collections, so this is what the app has seen; asked afresh each time the page opens.
 */
export function SeenCollections() {
  const chain = useChain();
  const seen = useQuery({
    queryKey: ['contracts:seen', chain.chainId, 'ERC-721'],
    queryFn: () => getBridge().contracts.seen(chain.chainId, 'ERC-721'),
    enabled: chain.ready,
    staleTime: 0,
  });
  const title = `Collections seen on ${chain.chainName}`;
  if (seen.error) return <ErrorState error={seen.error} onRetry={() => void seen.refetch()} what={title} />;
  if (!seen.data) return <SkeletonLines lines={4} label={`Loading ${title}`} />;
  return (
    <StaticTable<SeenContract>
      label={title}
      caption={<h2>{title}</h2>}
      rows={seen.data}
      rowKey={(c) => c.address}
      empty="None yet: a collection is listed here once it appears in a list you open (an address's collectibles, ERC-721 transfers)."
      columns={[
        {
          header: 'Collection',
          rowHeader: true,
          cell: (c) => (
            <>
              {c.name.logoUri && (
                <>
                  <ContractLogo uri={c.name.logoUri} />{' '}
                </>
              )}
              <Link to={nftCollectionUrl(checksum(c.address))}>{c.name.name || 'Unnamed collection'}</Link>
            </>
          ),
        },
        { header: 'Symbol', cell: (c) => c.name.symbol ?? '—' },
        { header: 'Contract', cell: (c) => <Hash value={checksum(c.address)} label="collection address" /> },
      ]}
    />
  );
}
