import { Notification } from 'electron';
import type { BridgeEventBus } from './core/events';
import { NotificationGate } from './core/watchlist/notificationGate';
import { realWatchClock } from './core/watchlist/watchScheduler';

/** The thin Electron adapter of watchlist alerts: each new alert once as a desktop notification from the main process, within the gate's limit. */
export function showWatchAlerts(events: BridgeEventBus): () => void {
  const gate = new NotificationGate((n) => {
    if (Notification.isSupported()) new Notification(n).show();
  }, realWatchClock);
  const off = events.on('watch-alert', (alert) => gate.offer(alert));
  return () => {
    off();
    gate.close();
  };
}
