import { useState } from 'react';
import type { WatchNotice } from '../../shared/bridge/monitorChannels';
import { navigate } from '../app/router';
import { noticeUrl } from './noticeUrl';
import { useWatchlist } from './watchlistState';

/**
 * Desktop notifications of watchlist alerts in the web host: the browser's Notification API,
 * once the user allowed it, with the main process's grouping, quiet hours and rate limit. The
 * Electron app shows them natively from the main process instead (electron/monitor/backgroundMonitor.ts), so the renderer stays quiet there.
 */
const inBrowser = () => typeof window !== 'undefined' && !window.ridgeline && typeof Notification !== 'undefined';

/** Opens what a clicked notification is about (in Electron, the main process sends the click as 'watch-notice-open'). */
export function openNotice(notice: WatchNotice): void {
  navigate(noticeUrl(notice, useWatchlist.getState().items));
}

export function notifyNotice(notice: WatchNotice): void {
  if (!inBrowser() || Notification.permission !== 'granted') return;
  const shown = new Notification(notice.title, { body: notice.body, tag: notice.id });
  shown.onclick = () => {
    window.focus();
    openNotice(notice);
    shown.close();
  };
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
