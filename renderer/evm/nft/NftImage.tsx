import { useState } from 'react';
import { safeImageUrl } from './safeImageUrl';
import { useIsLocalService } from './useIsLocalService';

/** A token's image, or a placeholder when there is none, it is not allowed, or it fails to load. */
export function NftImage({ uri, name }: { uri: string | undefined; name: string }) {
  const src = safeImageUrl(uri, useIsLocalService());
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <div className="nft-image" role="img" aria-label={`${name}: no image`}>
        {uri ? 'Image unavailable' : 'No image'}
      </div>
    );
  }
  return <img className="nft-image" src={src} alt={name} loading="lazy" referrerPolicy="no-referrer" onError={() => setFailedSrc(src)} />;
}
