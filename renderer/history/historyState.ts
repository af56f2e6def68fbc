import { create } from 'zustand';
import type { HistoryState, HistoryVisit } from '../../shared/bridge/historyChannels';
import { getBridge } from '../bridge';

/** The renderer's copy of the history: read when needed, replaced by every answer. */
interface HistoryStore extends HistoryState {
  loaded: boolean;
  error: string | null;
  load(): Promise<void>;
  record(visit: HistoryVisit): Promise<void>;
  clear(): Promise<void>;
  setPaused(paused: boolean): Promise<void>;
}

export const useHistory = create<HistoryStore>()((set) => {
  const act = async (change: () => Promise<HistoryState>) => {
    try {
      set({ ...(await change()), loaded: true, error: null });
    } catch (e) {
      set({ error: e instanceof Error ? e.message : String(e) });
    }
  };
  return {
    entries: [],
    paused: false,
    loaded: false,
    error: null,
    load: () => act(() => getBridge().history.list()),
    record: (visit) => act(() => getBridge().history.record(visit)),
    clear: () => act(() => getBridge().history.clear()),
    setPaused: (paused) => act(() => getBridge().history.setPaused(paused)),
  };
});
