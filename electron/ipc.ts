import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import { channelArgs } from '../shared/bridge/channels';
import type { BridgeResult } from '../shared/bridge/errors';
import { EVENT_IPC_CHANNEL } from '../shared/bridge/transport';
import type { Dispatch } from './core/bridge/registry';
import type { BridgeEventBus } from './core/events';

/** The part of ipcMain the bridge uses, so tests can pass a fake. */
export type IpcMainLike = Pick<IpcMain, 'handle' | 'removeHandler'>;

/**
 * Registers every bridge channel on ipcMain. Calls from any frame other than the app's own
 * page (an iframe, a page navigated elsewhere) are refused before validation.
 * Returns a function that removes the handlers.
 */
export function registerBridge(ipcMain: IpcMainLike, dispatch: Dispatch, isAppFrame: (url: string) => boolean): () => void {
  const channels = Object.keys(channelArgs);
  for (const channel of channels) {
    ipcMain.handle(channel, (event: IpcMainInvokeEvent, args: unknown): Promise<BridgeResult<unknown>> => {
      const url = event.senderFrame?.url ?? '';
      if (!isAppFrame(url)) {
        return Promise.resolve({
          ok: false,
          error: { status: 403, error: 'Forbidden', message: 'Bridge calls are accepted from the app window only.' },
        });
      }
      return dispatch(channel, args);
    });
  }
  return () => channels.forEach((c) => ipcMain.removeHandler(c));
}

/** Forwards the core's events to the window's renderer on one IPC channel. */
export function forwardEvents(events: BridgeEventBus, send: (channel: string, message: unknown) => void): () => void {
  return events.onAny((event, payload) => send(EVENT_IPC_CHANNEL, { event, payload }));
}
