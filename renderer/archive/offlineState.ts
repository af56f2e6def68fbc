import { create } from 'zustand';
import type { BridgeEvents } from '../../shared/bridge/channels';

/**
 * Whether pages are read from the offline archive because the API cannot be reached (the main process's 'offline'
 * events): the oldest "as of" of what was served since the app went offline, so the banner never overstates freshness.
 */
interface OfflineState {
  asOf: number | null;
  apply(event: BridgeEvents['offline']): void;
}

export const useOffline = create<OfflineState>()((set, get) => ({
  asOf: null,
  apply: (event) => {
    if (!event.offline) return set({ asOf: null });
    const current = get().asOf;
    set({ asOf: current === null ? event.asOf : Math.min(current, event.asOf) });
  },
}));
