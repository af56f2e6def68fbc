import type { BridgeApi } from '../../shared/bridge/channels';
import { createBridge } from './createBridge';
import { answeringFirstCalls } from './firstCalls';
import { pageTransport } from './pageTransport';

let current: BridgeApi | undefined;

/**
 * The renderer's only way to the main process: the Electron preload's API when present,
 * otherwise the web host over HTTP. Views never see which. The first view's calls the early
 * script already sent are answered from those (firstCalls.ts).
 */
export function getBridge(): BridgeApi {
  current ??= createBridge(answeringFirstCalls(pageTransport()));
  return current;
}

/** Component tests put a fake in place (and pass undefined to go back to the real one). */
export function setBridgeForTests(bridge: BridgeApi | undefined): void {
  current = bridge;
}

export { createBridge } from './createBridge';
