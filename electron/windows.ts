import { BrowserWindow, dialog, shell, type Session, type WebContents } from 'electron';
import { CONTENT_SECURITY_POLICY } from './core/csp';
import { externalLinkDecision } from './core/externalLinks';
import { mainWindowPreferences } from './core/windowPreferences';
import { APP_ORIGIN, isAppUrl } from './appOrigin';
import type { WindowState } from './windowState';

/** External links open in the system browser: https only, and a host the app does not link to after a confirmation naming it. */
export async function openExternalLink(url: string): Promise<void> {
  const decision = externalLinkDecision(url);
  if (decision.kind === 'refuse') return;
  if (decision.kind === 'confirm') {
    const { response } = await dialog.showMessageBox({
      type: 'question',
      buttons: ['Open in browser', 'Cancel'],
      defaultId: 1,
      cancelId: 1,
      message: `Open ${decision.host} in your browser?`,
      detail: decision.url,
    });
    if (response !== 0) return;
  }
  await shell.openExternal(decision.url);
}

/**
 * Session-wide rules: every permission denied except writing to the clipboard (the app's copy
 * buttons), and the CSP on every response, including any that does not come from app://.
 */
export function secureSession(session: Session): void {
  const allowed = (permission: string) => permission === 'clipboard-sanitized-write';
  session.setPermissionRequestHandler((_wc, permission, callback) => callback(allowed(permission)));
  session.setPermissionCheckHandler((_wc, permission) => allowed(permission));
  session.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] } });
  });
}

/**
 * No navigation away from the app, no new windows, no webviews: links leave for the system
 * browser. main.ts applies it to every web contents as it is created.
 */
export function lockNavigation(contents: WebContents): void {
  contents.setWindowOpenHandler(({ url }) => {
    void openExternalLink(url);
    return { action: 'deny' };
  });
  const stay = (event: { preventDefault(): void }, url: string) => {
    if (isAppUrl(url)) return;
    event.preventDefault();
    void openExternalLink(url);
  };
  contents.on('will-navigate', stay);
  contents.on('will-redirect', stay);
  contents.on('will-attach-webview', (event) => event.preventDefault());
}

export function createMainWindow(options: { preload: string; state: WindowState; packaged: boolean }): BrowserWindow {
  const { bounds, maximized } = options.state;
  const win = new BrowserWindow({
    ...bounds,
    minWidth: 800,
    minHeight: 560,
    show: false,
    title: 'Ridgeline',
    webPreferences: mainWindowPreferences({ preload: options.preload, packaged: options.packaged }),
  });
  win.once('ready-to-show', () => {
    if (maximized) win.maximize();
    win.show();
  });
  void win.loadURL(`${APP_ORIGIN}/index.html`);
  return win;
}
