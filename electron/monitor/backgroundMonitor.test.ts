import type { Menu, MenuItemConstructorOptions, NotificationConstructorOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MONITOR_SETTINGS, type MonitorState, type WatchNotice } from '../../shared/bridge/monitorChannels';
import { BridgeEventBus } from '../core/events';
import { BackgroundMonitor } from './backgroundMonitor';
import type { MonitorShell, NotificationLike, TrayLike } from './monitorShell';

/** Electron's Tray, Menu, Notification and login item as fakes that record what the monitor did with them. */
class FakeShell implements MonitorShell {
  trays: FakeTray[] = [];
  notifications: FakeNotification[] = [];
  loginItem: boolean[] = [];
  quits = 0;
  supported = true;
  createTray(): TrayLike {
    const tray = new FakeTray();
    this.trays.push(tray);
    return tray;
  }
  buildMenu(template: MenuItemConstructorOptions[]): Menu {
    return { template } as unknown as Menu;
  }
  notificationsSupported(): boolean {
    return this.supported;
  }
  createNotification(options: NotificationConstructorOptions): NotificationLike {
    const n = new FakeNotification(options);
    this.notifications.push(n);
    return n;
  }
  setOpenAtLogin(open: boolean): void {
    this.loginItem.push(open);
  }
  quit(): void {
    this.quits++;
  }
}
class FakeTray implements TrayLike {
  toolTip = '';
  title = '';
  menu: MenuItemConstructorOptions[] = [];
  destroyed = false;
  clicks: (() => void)[] = [];
  setToolTip(t: string) {
    this.toolTip = t;
  }
  setTitle(t: string) {
    this.title = t;
  }
  setContextMenu(menu: Menu | null) {
    this.menu = (menu as unknown as { template: MenuItemConstructorOptions[] }).template;
  }
  on(_event: 'click', listener: () => void) {
    this.clicks.push(listener);
  }
  destroy() {
    this.destroyed = true;
  }
  item(label: string | RegExp): MenuItemConstructorOptions {
    const found = this.menu.find((i) => (typeof label === 'string' ? i.label === label : label.test(i.label ?? '')));
    if (!found) throw new Error(`no menu item ${String(label)}`);
    return found;
  }
}
class FakeNotification implements NotificationLike {
  shown = false;
  clicks: (() => void)[] = [];
  constructor(readonly options: NotificationConstructorOptions) {}
  on(_event: 'click', listener: () => void) {
    this.clicks.push(listener);
  }
  show() {
    this.shown = true;
  }
}

const click = (item: MenuItemConstructorOptions) => (item.click as () => void)();

function rig(initial: Partial<MonitorState> = {}) {
  const shell = new FakeShell();
  const events = new BridgeEventBus();
  let state: MonitorState = { ...DEFAULT_MONITOR_SETTINGS, watchingInBackground: true, ...initial };
  let unread = 0;
  let windowShown = 0;
  const monitor = new BackgroundMonitor({
    shell,
    events,
    state: () => state,
    unread: () => unread,
    setPaused: async (paused) => {
      state = { ...state, paused };
      events.emit('monitor', state);
    },
    showWindow: () => windowShown++,
    log: () => undefined,
  });
  monitor.start();
  return {
    shell,
    events,
    monitor,
    tray: () => shell.trays.at(-1)!,
    windowShown: () => windowShown,
    set(patch: Partial<MonitorState>) {
      state = { ...state, ...patch };
      events.emit('monitor', state);
    },
    alerts(n: number) {
      unread = n;
      events.emit('watchlist', { items: [], alerts: [], unread: n, alertDays: { stakeEnding: 7, l1Balance: 7 } });
    },
  };
}

describe('the background monitor (Electron layer, with fakes)', () => {
  it('shows a tray with the unread count and a menu that opens the window, pauses watching and quits', async () => {
    const r = rig();
    expect(r.shell.trays).toHaveLength(1);
    expect(r.tray().toolTip).toBe('Ridgeline: watching, 0 unread alerts');
    r.alerts(3);
    expect(r.tray()).toMatchObject({ title: '3', toolTip: 'Ridgeline: watching, 3 unread alerts' });
    expect(r.tray().item('3 unread alerts').enabled).toBe(false);

    click(r.tray().item('Open Ridgeline'));
    r.tray().clicks[0]();
    expect(r.windowShown()).toBe(2);

    expect(r.tray().item('Pause watching')).toMatchObject({ type: 'checkbox', checked: false });
    click(r.tray().item('Pause watching'));
    await Promise.resolve();
    expect(r.tray().item('Pause watching').checked).toBe(true);
    expect(r.tray().toolTip).toBe('Ridgeline: watching paused, 3 unread alerts');

    expect(r.monitor.keepsRunning()).toBe(true);
    click(r.tray().item('Quit Ridgeline'));
    expect(r.shell.quits).toBe(1);
    // Quitting: the window closes for real.
    expect(r.monitor.keepsRunning()).toBe(false);
  });

  it('keeps the app running with the window closed only while watching in the background, and the tray with it', () => {
    const r = rig({ watchingInBackground: false });
    expect(r.shell.trays).toEqual([]);
    expect(r.monitor.keepsRunning()).toBe(false);
    r.set({ watchingInBackground: true });
    expect(r.shell.trays).toHaveLength(1);
    expect(r.monitor.keepsRunning()).toBe(true);
    r.set({ watchingInBackground: false });
    expect(r.shell.trays[0].destroyed).toBe(true);
    r.monitor.stop();
  });

  it('applies "start at login" to the OS when it changes', () => {
    const r = rig();
    r.set({ startAtLogin: true });
    r.alerts(1);
    r.set({ startAtLogin: false });
    expect(r.shell.loginItem).toEqual([false, true, false]);
  });

  it('shows each notice natively; a click shows the window and tells it what to open', () => {
    const r = rig();
    const opened: WatchNotice[] = [];
    r.events.on('watch-notice-open', (n) => opened.push(n));
    const notice: WatchNotice = { id: 'n', itemKey: 'k', title: '5 new transactions of Treasury', body: 'b', count: 5 };
    r.events.emit('watch-notice', notice);
    expect(r.shell.notifications).toMatchObject([{ options: { title: '5 new transactions of Treasury', body: 'b' }, shown: true }]);
    r.shell.notifications[0].clicks[0]();
    expect(r.windowShown()).toBe(1);
    expect(opened).toEqual([notice]);

    r.shell.supported = false;
    r.events.emit('watch-notice', notice);
    expect(r.shell.notifications).toHaveLength(1);
  });
});
