import type { BridgeEvents, Channel, EventName } from './channels';
import type { BridgeResult } from './errors';

/** One event as both hosts deliver it: the name and its payload. */
export type BridgeEventMessage = { [E in EventName]: { event: E; payload: BridgeEvents[E] } }[EventName];

/**
 * What the Electron preload exposes as `window.ridgeline` (and what the web host's HTTP
 * transport implements): a channel call that always resolves to a BridgeResult, and one
 * subscription to every event. The typed BridgeApi is built on top of it in the renderer.
 */
export interface BridgeTransport {
  invoke(channel: string, args: unknown): Promise<BridgeResult<unknown>>;
  subscribe(listener: (message: BridgeEventMessage) => void): () => void;
}

/**
 * One channel call of the typed BridgeApi: the channel's answer, or a thrown BridgeApiError (renderer/bridge/createBridge.ts).
 * The channel is a key of channelArgs (a type import, erased from the first view's script), so a call list naming a
 * channel the main process has no schema for does not compile.
 */
export type ChannelCall = <T>(channel: Channel, args: unknown) => Promise<T>;
/** A call the renderer can abort: its args get a request id, which an abort sends to `cancelChannel` (createBridge.ts). */
export type CancellableCall = <T>(channel: Channel, args: object, cancelChannel: Channel, signal?: AbortSignal) => Promise<T>;

/** The single IPC channel the main process sends events on. */
export const EVENT_IPC_CHANNEL = 'bridge:event';
