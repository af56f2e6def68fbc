import { BrowserWindow, shell, type Session, type WebContents } from 'electron';
import { CONTENT_SECURITY_POLICY } from './core/csp';
import { APP_ORIGIN, isAppUrl } from './appOrigin';
import type { WindowState } from './windowState';

/** External links open in the system browser, and only https ones. */
export function openExternalIfHttps(url: string): void {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return;
  }
  if (parsed.protocol === 'https:') void shell.openExternal(parsed.toString());
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
    openExternalIfHttps(url);
    return { action: 'deny' };
  });
  const stay = (event: { preventDefault(): void }, url: string) => {
    if (isAppUrl(url)) return;
    event.preventDefault();
    openExternalIfHttps(url);
  };
  contents.on('will-navigate', stay);
  contents.on('will-redirect', stay);
  contents.on('will-attach-webview', (event) => event.preventDefault());
}

export function createMainWindow(options: { preload: string; state: WindowState }): BrowserWindow {
  const { bounds, maximized } = options.state;
  const win = new BrowserWindow({
    ...bounds,
    minWidth: 800,
    minHeight: 560,
    show: false,
    title: 'Ridgeline',
    webPreferences: {
      preload: options.preload,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      spellcheck: false,
    },
  });
  win.once('ready-to-show', () => {
    if (maximized) win.maximize();
    win.show();
  });
  void win.loadURL(`${APP_ORIGIN}/index.html`);
  return win;
}
