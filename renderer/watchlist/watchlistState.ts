import { create } from 'zustand';
import type { WatchState, WatchTarget } from '../../shared/bridge/watchlistChannels';
import { DEFAULT_ALERT_DAYS, type AlertDayKind } from '../../shared/bridge/watchlistAlertDays';
import { getBridge } from '../bridge';

/**
 * The renderer's copy of the watchlist: read at startup, then replaced by every answer and by
 * each 'watchlist' event the main process pushes after a check, so the badge and the page follow it.
 */
interface WatchlistState extends WatchState {
  /** The main process's state has arrived (until then the page shows it loading, not "nothing watched"). */
  loaded: boolean;
  loadError: string | null;
  /** Why the last change (remove, mark seen) failed, for the page. */
  actionError: string | null;
  load(): Promise<void>;
  replace(state: WatchState): void;
  add(target: WatchTarget): Promise<void>;
  remove(key: string): Promise<void>;
  markSeen(): Promise<void>;
  /** Throws the main process's refusal (it names the field) for the form to show beside it. */
  setAlertDays(alert: AlertDayKind, days: string): Promise<void>;
}

export const useWatchlist = create<WatchlistState>()((set) => ({
  items: [],
  alerts: [],
  unread: 0,
  alertDays: DEFAULT_ALERT_DAYS,
  loaded: false,
  loadError: null,
  actionError: null,
  load: async () => {
    try {
      set({ ...(await getBridge().watchlist.list()), loaded: true, loadError: null });
    } catch (e) {
      set({ loadError: e instanceof Error ? e.message : String(e) });
    }
  },
  replace: (state) => set({ ...state, loaded: true, loadError: null }),
  add: async (target) => set({ ...(await getBridge().watchlist.add(target)), loaded: true }),
  remove: (key) => act(set, () => getBridge().watchlist.remove(key)),
  markSeen: () => act(set, () => getBridge().watchlist.markSeen()),
  setAlertDays: async (alert, days) => set(await getBridge().watchlist.setAlertDays(alert, days)),
}));

/** A change made from the page: its answer replaces the state, its failure is kept for the page to show. */
async function act(set: (patch: Partial<WatchlistState>) => void, change: () => Promise<WatchState>): Promise<void> {
  try {
    set({ ...(await change()), loaded: true, actionError: null });
  } catch (e) {
    set({ actionError: e instanceof Error ? e.message : String(e) });
  }
}
