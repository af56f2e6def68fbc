/**
 * The one Content-Security-Policy of the renderer, for both hosts. Scripts, styles and
 * connections only from the app itself (the bridge is the only way out); images may also come
 * from https (token logos, NFT art) and the local service on loopback.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob: https: http://127.0.0.1:*",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-src 'none'",
  "frame-ancestors 'none'",
  "form-action 'none'",
].join('; ');
