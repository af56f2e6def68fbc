import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { EndpointId } from '../../shared/api';
import type { BridgeEvents } from '../../shared/bridge/channels';

/**
 * UI state that is not the server's and not a setting: when each rate-limited endpoint may
 * be tried again and the state of the connection (both pushed by the bridge), and the reindex
 * times of NFT tokens (the API allows one reindex per token per hour, so the countdown must
 * survive a reload: that part alone is kept in localStorage; it holds no secret).
 */
interface UiState {
  rateLimitedUntil: Partial<Record<EndpointId, number>>;
  setRateLimit: (endpointId: EndpointId, until: number) => void;
  reindexedAt: Record<string, number>;
  markReindexed: (tokenKey: string, at: number) => void;
  serviceStatus: BridgeEvents['service-status'] | null;
  setServiceStatus: (status: BridgeEvents['service-status']) => void;
}

export const useUiStore = create<UiState>()(
  persist(
    (set) => ({
      rateLimitedUntil: {},
      setRateLimit: (endpointId, until) => set((s) => ({ rateLimitedUntil: { ...s.rateLimitedUntil, [endpointId]: until } })),
      reindexedAt: {},
      markReindexed: (tokenKey, at) => set((s) => ({ reindexedAt: { ...s.reindexedAt, [tokenKey]: at } })),
      serviceStatus: null,
      setServiceStatus: (serviceStatus) => set({ serviceStatus }),
    }),
    { name: 'ridgeline:ui', partialize: (s) => ({ reindexedAt: s.reindexedAt }) },
  ),
);
