import type { BridgeTransport } from '../../shared/bridge/transport';
import { httpTransport } from './httpTransport';

declare global {
  interface Window {
    /** Set by the Electron preload (electron/preload.ts); absent under the web host. */
    ridgeline?: BridgeTransport;
  }
}

let transport: BridgeTransport | undefined;

/**
 * This page's way to the main process: the Electron preload's transport when present, otherwise
 * the web host over HTTP. One per page, shared by the first view's early calls (firstCalls.ts)
 * and the app's bridge, so the web host's event stream is opened once.
 */
export function pageTransport(): BridgeTransport {
  transport ??= window.ridgeline ?? httpTransport();
  return transport;
}
