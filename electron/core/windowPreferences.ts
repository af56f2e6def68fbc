/**
 * The main window's web preferences: an isolated, sandboxed renderer with no Node. DevTools
 * only in development: in a packaged build they would let anyone at the keyboard script the
 * renderer and call the bridge directly.
 */
export function mainWindowPreferences(opts: { preload: string; packaged: boolean }) {
  return {
    preload: opts.preload,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    spellcheck: false,
    devTools: !opts.packaged,
  };
}
