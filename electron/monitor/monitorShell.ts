import { app, Menu, nativeImage, Notification, Tray, type MenuItemConstructorOptions, type NotificationConstructorOptions } from 'electron';

/** The part of Electron's Tray the monitor uses; the real one is checked against it by the type checker (realMonitorShell). */
export interface TrayLike {
  setToolTip(toolTip: string): void;
  /** The text beside the icon in the macOS menu bar (the unread count). */
  setTitle(title: string): void;
  setContextMenu(menu: Menu | null): void;
  on(event: 'click', listener: () => void): unknown;
  destroy(): void;
}

/** The part of Electron's Notification the monitor uses. */
export interface NotificationLike {
  on(event: 'click', listener: () => void): unknown;
  show(): void;
}

/** Electron's Tray, Menu, Notification and login-item APIs, as the background monitor calls them (tests pass fakes). */
export interface MonitorShell {
  createTray(): TrayLike;
  buildMenu(template: MenuItemConstructorOptions[]): Menu;
  notificationsSupported(): boolean;
  createNotification(options: NotificationConstructorOptions): NotificationLike;
  setOpenAtLogin(openAtLogin: boolean): void;
  quit(): void;
}

/** A ridge outline, 32×32, dark on transparent (a template image: macOS tints it for the menu bar). */
const TRAY_ICON =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAYAAABzenr0AAAAnUlEQVR42u2WUQrAIAxDPYTn7P3/OgYTZue6dkaFrQH/QvpS/TClUOjLyjnzfwH24XAAT+ABQFAIa6vigwKcQtnRHg5ATxCiPQZCrlSDaAyHAVSBrdCb9n0AWqgMvvH1QSih1VUooO8BLKECgCxe1PDLJizekQAEA3CGktfb8/AQh9HthwDQ4MOr2psAaAnAxPZtiMnDafmHNRQq2gArqSRKQnWdOgAAAABJRU5ErkJggg==';

export function realMonitorShell(): MonitorShell {
  return {
    createTray: () => {
      const icon = nativeImage.createFromDataURL(TRAY_ICON).resize({ width: 16, height: 16 });
      icon.setTemplateImage(true);
      return new Tray(icon);
    },
    buildMenu: (template) => Menu.buildFromTemplate(template),
    notificationsSupported: () => Notification.isSupported(),
    createNotification: (options) => new Notification(options),
    setOpenAtLogin: (openAtLogin) => app.setLoginItemSettings({ openAtLogin }),
    quit: () => app.quit(),
  };
}
