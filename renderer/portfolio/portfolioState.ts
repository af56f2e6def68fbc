import { create } from 'zustand';
import type { Portfolio, PortfolioApi } from '../../shared/bridge/portfolioChannels';
import { getBridge } from '../bridge';

/**
 * The renderer's copy of the portfolios: read when a portfolio view or "Add to portfolio" first
 * needs them, replaced by every answer of the main process (which keeps them on disk).
 */
interface PortfolioState {
  portfolios: Portfolio[];
  loaded: boolean;
  loadError: string | null;
  load(): Promise<void>;
  /** Runs one change through the bridge and keeps its answer; a refusal is thrown to the form that asked. */
  change(edit: (api: PortfolioApi) => Promise<Portfolio[]>): Promise<void>;
}

export const usePortfolios = create<PortfolioState>()((set) => ({
  portfolios: [],
  loaded: false,
  loadError: null,
  load: async () => {
    try {
      set({ portfolios: await getBridge().portfolios.list(), loaded: true, loadError: null });
    } catch (e) {
      set({ loadError: e instanceof Error ? e.message : String(e) });
    }
  },
  change: async (edit) => set({ portfolios: await edit(getBridge().portfolios), loaded: true }),
}));

/** Loads the portfolios once, for the views that show them. */
export function ensurePortfoliosLoaded(): void {
  const s = usePortfolios.getState();
  if (!s.loaded && !s.loadError) void s.load();
}
