import type { BridgeApi } from '../../shared/bridge/channels';
import type { BridgeTransport } from '../../shared/bridge/transport';
import { createBridge } from './createBridge';
import { httpTransport } from './httpTransport';

declare global {
  interface Window {
    /** Set by the Electron preload (electron/preload.ts); absent under the web host. */
    ridgeline?: BridgeTransport;
  }
}

let current: BridgeApi | undefined;

/**
 * The renderer's only way to the main process: the Electron preload's API when present,
 * otherwise the web host over HTTP. Views never see which.
 */
export function getBridge(): BridgeApi {
  current ??= createBridge(window.ridgeline ?? httpTransport());
  return current;
}

/** Component tests put a fake in place (and pass undefined to go back to the real one). */
export function setBridgeForTests(bridge: BridgeApi | undefined): void {
  current = bridge;
}

export { createBridge } from './createBridge';
