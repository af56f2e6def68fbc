/**
 * Token metadata is written by anyone: its image loads only over https, or from the local
 * service's own origin (the simulated network serves its images itself). Anything else
 * (http, ipfs:, data:, javascript:) is not loaded and shows the placeholder.
 */
export function safeImageUrl(uri: string | undefined, localOrigin: string | undefined): string | undefined {
  if (!uri) return undefined;
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return undefined;
  }
  if (url.protocol === 'https:') return url.href;
  if (localOrigin && url.origin === localOrigin) return url.href;
  return undefined;
}
