/** The renderer is served from app://ridgeline/ (not file://): a real origin, so 'self' in the CSP means exactly the app. */
export const APP_SCHEME = 'app';
export const APP_ORIGIN = `${APP_SCHEME}://ridgeline`;

/**
 * How Chromium treats the app scheme: a standard, secure origin that fetch may read, and V8's code cache on (off by
 * default for custom schemes), so a launch after the first runs the renderer's scripts from compiled code rather than
 * compiling react-dom and the libraries again on their first calls.
 */
export const APP_SCHEME_PRIVILEGES = { standard: true, secure: true, supportFetchAPI: true, codeCache: true } as const;

export function isAppUrl(url: string): boolean {
  return url.startsWith(`${APP_ORIGIN}/`);
}
