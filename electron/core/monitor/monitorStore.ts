import { join } from 'node:path';
import { DEFAULT_MONITOR_SETTINGS, MonitorSettings } from '../../../shared/bridge/monitorChannels';
import { readJsonFile, writeJsonAtomic } from '../stores/atomicJson';
import { SerialQueue } from '../stores/serialQueue';

/** Stored settings may lack fields added later; the present ones must be valid. */
const Stored = MonitorSettings.partial();

/** The monitor's settings in `monitor.json` (mode 0600), written atomically through one queue. */
export class MonitorStore {
  private readonly queue = new SerialQueue();

  private constructor(
    private readonly file: string,
    private current: MonitorSettings,
  ) {}

  static async open(dataDir: string): Promise<{ store: MonitorStore; warning?: string }> {
    const file = join(dataDir, 'monitor.json');
    const { value, warning } = await readJsonFile(file, Stored);
    return { store: new MonitorStore(file, { ...DEFAULT_MONITOR_SETTINGS, ...value }), warning };
  }

  get(): MonitorSettings {
    return { ...this.current, muted: [...this.current.muted] };
  }

  isMuted(key: string): boolean {
    return this.current.muted.includes(key);
  }

  /** Queued: each patch applies on top of the one before. */
  update(patch: Partial<MonitorSettings>): Promise<MonitorSettings> {
    return this.write((current) => ({ ...current, ...patch }));
  }

  mute(key: string, muted: boolean): Promise<MonitorSettings> {
    return this.write((current) => {
      const rest = current.muted.filter((k) => k !== key);
      return { ...current, muted: muted ? [...rest, key] : rest };
    });
  }

  private write(change: (current: MonitorSettings) => unknown): Promise<MonitorSettings> {
    return this.queue.run(async () => {
      const next = MonitorSettings.parse(change(this.current));
      await writeJsonAtomic(this.file, next);
      this.current = next;
      return this.get();
    });
  }
}
