import { Notification } from 'electron';
import type { BridgeEventBus } from './core/events';

/** The thin Electron adapter of watchlist alerts: each new alert once as a desktop notification from the main process. */
export function showWatchAlerts(events: BridgeEventBus): () => void {
  return events.on('watch-alert', (alert) => {
    if (Notification.isSupported()) new Notification({ title: alert.title, body: alert.body }).show();
  });
}
