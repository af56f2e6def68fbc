import type { BridgeEvents, EventName } from '../../shared/bridge/channels';

type AnyListener = <E extends EventName>(event: E, payload: BridgeEvents[E]) => void;

/** Events the main process pushes to the renderer; each host forwards them with `onAny`. */
export class BridgeEventBus {
  private readonly listeners = new Set<AnyListener>();

  emit<E extends EventName>(event: E, payload: BridgeEvents[E]): void {
    for (const listener of this.listeners) listener(event, payload);
  }

  onAny(listener: AnyListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  on<E extends EventName>(event: E, listener: (payload: BridgeEvents[E]) => void): () => void {
    return this.onAny((name: EventName, payload: unknown) => {
      if (name === event) listener(payload as BridgeEvents[E]);
    });
  }
}
