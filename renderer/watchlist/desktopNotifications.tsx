import { useState } from 'react';
import type { WatchAlert } from '../../shared/bridge/watchlistChannels';

/**
 * Desktop notifications of watchlist alerts in the web host: the browser's Notification API,
 * once the user allowed it. The Electron app shows them from the main process instead
 * (electron/watchNotifications.ts), so the renderer stays quiet there.
 */
const inBrowser = () => typeof window !== 'undefined' && !window.ridgeline && typeof Notification !== 'undefined';

export function notifyAlert(alert: WatchAlert): void {
  if (inBrowser() && Notification.permission === 'granted') new Notification(alert.title, { body: alert.body, tag: alert.id });
}

/** Asks the browser for permission; shown only where the browser has not been asked yet. */
export function DesktopNotificationsButton() {
  const [permission, setPermission] = useState(() => (inBrowser() ? Notification.permission : 'unsupported'));
  if (permission !== 'default') return null;
  return (
    <button type="button" onClick={() => void Notification.requestPermission().then(setPermission)}>
      Turn on desktop notifications
    </button>
  );
}
