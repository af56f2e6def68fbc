/**
 * The one Content-Security-Policy of the renderer, for both hosts. Scripts, styles, connections and images only from
 * the app itself (the bridge is the only way out): logos and NFT art come as data: URLs the main process fetched
 * (core/images), so a hostile logo URL can make the page request neither another site nor a loopback service.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-src 'none'",
  "frame-ancestors 'none'",
  "form-action 'none'",
].join('; ');
