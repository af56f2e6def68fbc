import type { MenuItemConstructorOptions } from 'electron';
import type { MonitorState, WatchNotice } from '../../shared/bridge/monitorChannels';
import type { BridgeEventBus } from '../core/events';
import type { MonitorShell, TrayLike } from './monitorShell';

export interface BackgroundMonitorDeps {
  shell: MonitorShell;
  events: BridgeEventBus;
  /** The monitor's settings as they apply now (electron/core/monitor/monitorHandlers.ts). */
  state: () => MonitorState;
  unread: () => number;
  /** Pauses or resumes the checks through the core, which tells every window. */
  setPaused: (paused: boolean) => Promise<unknown>;
  /** Shows the window, creating it when there is none. */
  showWindow: () => void;
  log: (line: string) => void;
}

/**
 * The Electron side of the always-on monitor: the watchlist's notifications shown natively (a click opens what it is
 * about), a tray icon while the app watches in the background with the unread count and a menu (open, pause watching,
 * quit), closing the window hiding it instead of quitting, and the "start at login" setting applied to the OS. The
 * checks themselves run in the core's scheduler, the same in both hosts, with or without a window.
 */
export class BackgroundMonitor {
  private tray: TrayLike | undefined;
  private quitting = false;
  private openAtLogin: boolean | undefined;
  private readonly offs: (() => void)[] = [];

  constructor(private readonly deps: BackgroundMonitorDeps) {}

  start(): void {
    const { events } = this.deps;
    this.offs.push(
      events.on('watch-notice', (notice) => this.notify(notice)),
      events.on('watchlist', () => this.refresh()),
      events.on('monitor', () => this.refresh()),
    );
    this.refresh();
  }

  stop(): void {
    for (const off of this.offs.splice(0)) off();
    this.tray?.destroy();
    this.tray = undefined;
  }

  /** Whether a closing window is hidden instead, and the app goes on without one. */
  keepsRunning(): boolean {
    return !this.quitting && this.deps.state().watchingInBackground;
  }

  /** The app is quitting (the menu's Quit, the OS): windows close for real. */
  markQuitting(): void {
    this.quitting = true;
  }

  private notify(notice: WatchNotice): void {
    const { shell, events } = this.deps;
    if (!shell.notificationsSupported()) return;
    const shown = shell.createNotification({ title: notice.title, body: notice.body });
    shown.on('click', () => {
      this.deps.showWindow();
      events.emit('watch-notice-open', notice);
    });
    shown.show();
  }

  /** The tray (there while watching in the background), its count and menu, and the login item, as the settings say now. */
  private refresh(): void {
    const state = this.deps.state();
    if (this.openAtLogin !== state.startAtLogin) {
      this.openAtLogin = state.startAtLogin;
      this.deps.shell.setOpenAtLogin(state.startAtLogin);
    }
    if (!state.watchingInBackground) {
      this.tray?.destroy();
      this.tray = undefined;
      return;
    }
    if (!this.tray) {
      this.tray = this.deps.shell.createTray();
      this.tray.on('click', () => this.deps.showWindow());
    }
    const unread = this.deps.unread();
    const count = `${unread} unread alert${unread === 1 ? '' : 's'}`;
    this.tray.setToolTip(`Ridgeline: ${state.paused ? 'watching paused' : 'watching'}, ${count}`);
    this.tray.setTitle(unread > 0 ? String(unread) : '');
    this.tray.setContextMenu(this.deps.shell.buildMenu(this.menu(state.paused, count)));
  }

  private pause(paused: boolean): void {
    this.deps
      .setPaused(paused)
      .catch((e: unknown) => this.deps.log(`Ridgeline: watching not ${paused ? 'paused' : 'resumed'}: ${String(e)}`));
  }

  private menu(paused: boolean, count: string): MenuItemConstructorOptions[] {
    return [
      { label: count, enabled: false },
      { label: 'Open Ridgeline', click: () => this.deps.showWindow() },
      { label: 'Pause watching', type: 'checkbox', checked: paused, click: () => this.pause(!paused) },
      { type: 'separator' },
      {
        label: 'Quit Ridgeline',
        click: () => {
          this.markQuitting();
          this.deps.shell.quit();
        },
      },
    ];
  }
}
