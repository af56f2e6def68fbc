/** The renderer is served from app://ridgeline/ (not file://): a real origin, so 'self' in the CSP means exactly the app. */
export const APP_SCHEME = 'app';
export const APP_ORIGIN = `${APP_SCHEME}://ridgeline`;

export function isAppUrl(url: string): boolean {
  return url.startsWith(`${APP_ORIGIN}/`);
}
