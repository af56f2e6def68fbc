import { homedir } from 'node:os';
import { join } from 'node:path';
import { Settings } from '../../../shared/bridge/channels';
import { readJsonFile, writeJsonAtomic } from './atomicJson';
import { SerialQueue } from './serialQueue';

export function defaultSettings(): Settings {
  return { theme: 'system', network: 'mainnet', currency: 'usd', evmChainId: '', exportFolder: join(homedir(), 'Downloads') };
}

/** Stored settings may lack fields added later; the present ones must be valid. */
const StoredSettings = Settings.partial();

export class SettingsStore {
  private readonly queue = new SerialQueue();

  private constructor(
    private readonly file: string,
    private current: Settings,
  ) {}

  static async open(dataDir: string): Promise<{ store: SettingsStore; warning?: string }> {
    const file = join(dataDir, 'settings.json');
    const { value, warning } = await readJsonFile(file, StoredSettings);
    return { store: new SettingsStore(file, { ...defaultSettings(), ...value }), warning };
  }

  get(): Settings {
    return { ...this.current };
  }

  /** Queued: each patch applies on top of the one before, so concurrent updates of different fields all land. */
  update(patch: Partial<Settings>): Promise<Settings> {
    return this.queue.run(async () => {
      const next = Settings.parse({ ...this.current, ...patch });
      await writeJsonAtomic(this.file, next);
      this.current = next;
      return this.get();
    });
  }
}
