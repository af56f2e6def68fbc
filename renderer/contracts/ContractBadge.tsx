import type { ContractName } from '../../shared/bridge/contractNames';
import { useQueryClient } from '@tanstack/react-query';
import { imageQueryKey, useFetchedImage } from '../images/useFetchedImage';
import './contracts.css';

/** What a contract's kind is called on its badge: tokens, collections, and every other contract. */
export function kindOf(ercType: string | undefined): { badge: string; title: string } {
  if (ercType === 'ERC-20') return { badge: 'token', title: 'ERC-20 token' };
  if (ercType === 'ERC-721' || ercType === 'ERC-1155') return { badge: 'NFT', title: `${ercType} collection` };
  return { badge: 'contract', title: ercType && ercType !== 'UNKNOWN' ? `${ercType} contract` : 'Contract' };
}

/** A contract's logo (when it has one) and a small badge saying what kind of contract it is. */
export function ContractBadge({ name }: { name: ContractName }) {
  const kind = kindOf(name.ercType);
  return (
    <>
      {name.logoUri && <ContractLogo uri={name.logoUri} />}
      <span className="contract-badge" title={kind.title}>
        {kind.badge}
      </span>
    </>
  );
}

/**
 * The logo once the main process has fetched it; nothing while it loads or when it was refused. A list repeats a few
 * tokens' logos: one fetched already is read from the cache, with no query observer per row scrolling into view.
 */
export function ContractLogo({ uri }: { uri: string }) {
  const fetched = useQueryClient().getQueryData<string | null>(imageQueryKey(uri));
  if (fetched === undefined) return <FetchingLogo uri={uri} />;
  return fetched ? logoImage(fetched) : null;
}

function FetchingLogo({ uri }: { uri: string }) {
  const logo = useFetchedImage(uri);
  return logo ? logoImage(logo) : null;
}

const logoImage = (src: string) => <img className="contract-logo" src={src} alt="" width={14} height={14} />;
