import { create } from 'zustand';
import type { MonitorSettings, MonitorState } from '../../shared/bridge/monitorChannels';
import { getBridge } from '../bridge';

/**
 * The renderer's copy of the monitor's settings: read when a view needs them, replaced by every answer and every
 * 'monitor' event (the tray's "Pause watching" changes them too).
 */
interface MonitorStore {
  state: MonitorState | null;
  loadError: string | null;
  load(): Promise<void>;
  replace(state: MonitorState): void;
  /** Throws the main process's refusal (it names the field) for the form to show. */
  update(patch: Partial<Omit<MonitorSettings, 'muted'>>): Promise<void>;
  mute(key: string, muted: boolean): Promise<void>;
}

export const useMonitor = create<MonitorStore>()((set) => ({
  state: null,
  loadError: null,
  load: async () => {
    try {
      set({ state: await getBridge().monitor.get(), loadError: null });
    } catch (e) {
      set({ loadError: e instanceof Error ? e.message : String(e) });
    }
  },
  replace: (state) => set({ state, loadError: null }),
  update: async (patch) => set({ state: await getBridge().monitor.update(patch) }),
  mute: async (key, muted) => set({ state: await getBridge().monitor.mute(key, muted) }),
}));
