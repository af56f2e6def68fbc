import { useState } from 'react';
import { safeImageUrl } from './safeImageUrl';
import { useIsLocalService } from './useIsLocalService';
import { useFetchedImage } from '../../images/useFetchedImage';

/**
 * A token's image, or a placeholder when there is none, it is not allowed, or it fails to load. `decorative`: beside
 * the token's name (a card), so it is skipped by screen readers rather than naming the token twice.
 */
export function NftImage({ uri, name, decorative = false }: { uri: string | undefined; name: string; decorative?: boolean }) {
  const allowed = safeImageUrl(uri, useIsLocalService());
  const src = useFetchedImage(allowed);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <div className="nft-image" role={decorative ? undefined : 'img'} aria-label={decorative ? undefined : `${name}: no image`}>
        {uri ? 'Image unavailable' : 'No image'}
      </div>
    );
  }
  return <img className="nft-image" src={src} alt={decorative ? '' : name} onError={() => setFailedSrc(src)} />;
}
