import { Link } from '../../app/router';
import { NftImage } from './NftImage';

export interface NftCardProps {
  name: string | undefined;
  tokenId: string | undefined;
  imageUri: string | undefined;
  href: string;
  detail?: string;
}

/** One token of a grid: image, name and token id, opening the token's page. */
export function NftCard({ name, tokenId, imageUri, href, detail }: NftCardProps) {
  const title = name || `Token #${tokenId ?? '?'}`;
  return (
    // Named by what it shows (WCAG 2.5.3): the name and the token id.
    <Link to={href} className="nft-card">
      <NftImage uri={imageUri} name={title} decorative />
      <div className="body">
        <div style={{ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{title}</div>
        <div className="muted">#{tokenId ?? '—'}</div>
        {detail && <div className="muted">{detail}</div>}
      </div>
    </Link>
  );
}
