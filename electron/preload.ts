import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import type { BridgeEventMessage, BridgeTransport } from '../shared/bridge/transport';
import { EVENT_IPC_CHANNEL } from '../shared/bridge/transport';

/**
 * The renderer's only door to the main process: invoke a bridge channel, listen to bridge
 * events. No ipcRenderer, no Node, nothing else crosses. The main process validates every
 * argument; the name check here just keeps other IPC channels out of reach.
 */
const CHANNEL_NAME = /^[a-z]+:[A-Za-z]+$/;

const api: BridgeTransport = {
  invoke(channel, args) {
    if (typeof channel !== 'string' || !CHANNEL_NAME.test(channel) || channel === EVENT_IPC_CHANNEL) {
      return Promise.resolve({
        ok: false,
        error: { status: 404, error: 'Unknown Channel', message: 'Not a bridge channel.', field: 'channel' },
      });
    }
    return ipcRenderer.invoke(channel, args);
  },
  subscribe(listener) {
    const handler = (_event: IpcRendererEvent, message: BridgeEventMessage) => listener(message);
    ipcRenderer.on(EVENT_IPC_CHANNEL, handler);
    return () => {
      ipcRenderer.removeListener(EVENT_IPC_CHANNEL, handler);
    };
  },
};

contextBridge.exposeInMainWorld('ridgeline', api);
