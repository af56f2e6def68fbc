/**
 * Token metadata is written by anyone: its image loads only over https, or, when the app
 * reads the local simulated service, from that service on 127.0.0.1 (it serves its own NFT
 * art; the main process starts it on a port chosen at run time, and the renderer's CSP
 * admits http://127.0.0.1:* for exactly this). Anything else (http elsewhere, ipfs:,
 * data:, javascript:) is not loaded and shows the placeholder.
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
