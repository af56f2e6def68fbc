import { create } from 'zustand';
import type { BridgeEvents } from '../../shared/bridge/channels';

const MINUTE = 60_000;

/**
 * The compute units the main process spent in the last minute (its 'compute-units' events), for
 * the meter: the spends of the last minute, the budget they count against, and what the API's
 * own headers last said.
 */
interface BudgetState {
  spends: Array<{ at: number; computeUnits: number }>;
  cuPerMinute: number | null;
  server: BridgeEvents['compute-units']['server'];
  record: (event: BridgeEvents['compute-units']) => void;
  reset: () => void;
}

export const useBudgetStore = create<BudgetState>()((set) => ({
  spends: [],
  cuPerMinute: null,
  server: undefined,
  record: (e) =>
    set((s) => ({
      spends: [...s.spends.filter((x) => x.at > e.at - MINUTE), { at: e.at, computeUnits: e.computeUnits }],
      cuPerMinute: e.cuPerMinute,
      server: e.server ?? s.server,
    })),
  reset: () => set({ spends: [], cuPerMinute: null, server: undefined }),
}));

/** Compute units spent in the minute before `now`. */
export function usedInLastMinute(spends: BudgetState['spends'], now: number): number {
  return spends.reduce((sum, s) => (s.at > now - MINUTE ? sum + s.computeUnits : sum), 0);
}
