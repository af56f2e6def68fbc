import { app, BrowserWindow, ipcMain, Menu, powerMonitor, safeStorage, screen, session } from 'electron';
import { join } from 'node:path';
import { isAppUrl } from './appOrigin';
import { registerAppScheme, serveRenderer } from './appProtocol';
import { createCore, type Core } from './core/createCore';
import { resolveDataDir } from './core/stores/dataDir';
import { openSafeStorageVault } from './core/stores/keyVaultSafeStorage';
import { electronExportHost } from './electronExportHost';
import { forwardEvents, registerBridge } from './ipc';
import { buildAppMenu } from './menu';
import { utilityService } from './utilityProcess';
import { loadWindowState, saveWindowState } from './windowState';
import { createMainWindow, lockNavigation, secureSession } from './windows';
import { BackgroundMonitor } from './monitor/backgroundMonitor';
import { realMonitorShell } from './monitor/monitorShell';
import { monitorState, updateMonitor } from './core/monitor/monitorHandlers';

// Bundled to dist/electron/main.js (CommonJS), beside preload.js; the renderer is in dist/renderer.
const DIST = join(__dirname, '..');

registerAppScheme();

let mainWindow: BrowserWindow | undefined;
let core: Core | undefined;
let background: BackgroundMonitor | undefined;

/** Shows the (perhaps hidden) window and brings it to the front. */
function showWindow(): void {
  if (!mainWindow) return;
  if (mainWindow.isMinimized()) mainWindow.restore();
  mainWindow.show();
  mainWindow.focus();
}

async function start(): Promise<void> {
  const dataDir = resolveDataDir();
  secureSession(session.defaultSession);
  serveRenderer(session.defaultSession, join(DIST, 'renderer'));
  Menu.setApplicationMenu(buildAppMenu());

  core = await createCore({
    dataDir,
    vault: await openSafeStorageVault(dataDir, safeStorage),
    startLocalService: utilityService(dataDir, join(__dirname, 'serviceProcess.js')),
    log: (line) => console.log(line),
    prefetchFirstView: true,
    exportHost: electronExportHost(
      () => mainWindow,
      () => core?.services.settings.get().exportFolder ?? app.getPath('downloads'),
    ),
  });
  for (const warning of core.warnings) console.warn(`Ridgeline: ${warning}`);
  const services = core.services;
  background = new BackgroundMonitor({
    shell: realMonitorShell(),
    events: core.events,
    state: () => monitorState(services.monitor, services.watchlist),
    unread: () => services.watchlist.state().unread,
    setPaused: (paused) => updateMonitor(services, { paused }),
    showWindow,
    log: (line) => console.warn(line),
  });
  background.start();
  // After a sleep the checks catch up at once rather than at the next interval.
  powerMonitor.on('resume', () => void services.watchScheduler.runRound());
  registerBridge(ipcMain, core.dispatch, isAppUrl);

  const { state, warning } = await loadWindowState(
    dataDir,
    screen.getAllDisplays().map((d) => d.workArea),
  );
  if (warning) console.warn(`Ridgeline: ${warning}`);
  const win = createMainWindow({ preload: join(__dirname, 'preload.js'), state, packaged: app.isPackaged });
  mainWindow = win;
  const stopEvents = forwardEvents(core.events, (channel, message) => {
    if (!win.isDestroyed()) win.webContents.send(channel, message);
  });
  win.on('close', (event) => {
    // Watching in the background: the window hides and the tray stays; the checks go on in the core.
    if (background?.keepsRunning()) {
      event.preventDefault();
      win.hide();
      return;
    }
    stopEvents();
    void saveWindowState(dataDir, win).catch((e: unknown) => console.warn(`Ridgeline: window state not saved: ${(e as Error).message}`));
  });
  win.on('closed', () => (mainWindow = undefined));
}

if (!app.requestSingleInstanceLock()) {
  // Another Ridgeline is running: it gets focus (second-instance below), this one leaves.
  app.quit();
} else {
  app.on('second-instance', showWindow);
  app.on('activate', showWindow);
  app.on('before-quit', () => background?.markQuitting());
  // Every web contents, including any the app did not create itself, is kept on the app.
  app.on('web-contents-created', (_event, contents) => lockNavigation(contents));
  app.on('window-all-closed', () => {
    if (!background?.keepsRunning()) app.quit();
  });
  let closing = false;
  app.on('will-quit', (event) => {
    if (closing || !core) return;
    closing = true;
    event.preventDefault();
    background?.stop();
    void core.close().finally(() => app.quit());
  });
  app
    .whenReady()
    .then(start)
    .catch((e: unknown) => {
      console.error(`Ridgeline could not start: ${(e as Error).message}`);
      app.exit(1);
    });
}
