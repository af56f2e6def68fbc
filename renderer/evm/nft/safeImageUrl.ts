/**
 * Token metadata is written by anyone: its image is asked of the main process (which fetches it, see
 * shared/bridge/images.ts) only over https, or, when the app reads the local simulated service, from that service on
 * 127.0.0.1 (it serves its own NFT art on a port chosen at run time). Anything else (http elsewhere, ipfs:, data:,
 * javascript:) is not asked for and shows the placeholder.
 */
export function safeImageUrl(uri: string | undefined, localService: boolean): string | undefined {
  if (!uri) return undefined;
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return undefined;
  }
  if (url.protocol === 'https:') return url.href;
  if (localService && url.protocol === 'http:' && url.hostname === '127.0.0.1') return url.href;
  return undefined;
}
