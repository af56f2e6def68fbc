import { join } from 'node:path';
import { z } from 'zod';
import { HISTORY_MAX, HistoryVisit, type HistoryState, type HistoryVisit as Visit } from '../../../shared/bridge/historyChannels';
import { readJsonFile, writeJsonAtomic } from '../stores/atomicJson';
import { SerialQueue } from '../stores/serialQueue';

const Stored = z.strictObject({
  version: z.literal(1),
  paused: z.boolean(),
  entries: z.array(HistoryVisit.extend({ at: z.number().int().nonnegative() })).max(HISTORY_MAX),
});
type Stored = z.infer<typeof Stored>;

/**
 * The pages opened, in `history.json` (mode 0600): newest first, each path once (opened again, it moves to the top),
 * at most HISTORY_MAX. Written atomically through one queue; a damaged file is set aside and reported.
 */
export class HistoryStore {
  private readonly queue = new SerialQueue();

  private constructor(
    private readonly file: string,
    private data: Stored,
    private readonly now: () => number,
  ) {}

  static async open(dataDir: string, now: () => number = Date.now): Promise<{ store: HistoryStore; warning?: string }> {
    const file = join(dataDir, 'history.json');
    const { value, warning } = await readJsonFile(file, Stored);
    return { store: new HistoryStore(file, value ?? { version: 1, paused: false, entries: [] }, now), warning };
  }

  state(): HistoryState {
    return { entries: [...this.data.entries], paused: this.data.paused };
  }

  /** Nothing is recorded while paused. */
  record(visit: Visit): Promise<HistoryState> {
    return this.change((d) => {
      if (d.paused) return d;
      const rest = d.entries.filter((e) => e.path !== visit.path);
      return { ...d, entries: [{ ...visit, at: this.now() }, ...rest].slice(0, HISTORY_MAX) };
    });
  }

  clear(): Promise<HistoryState> {
    return this.change((d) => ({ ...d, entries: [] }));
  }

  setPaused(paused: boolean): Promise<HistoryState> {
    return this.change((d) => ({ ...d, paused }));
  }

  /** The file is written before the state in memory changes: a failed write leaves both as they were. */
  private change(f: (d: Stored) => Stored): Promise<HistoryState> {
    return this.queue.run(async () => {
      const next = f(this.data);
      if (next !== this.data) {
        await writeJsonAtomic(this.file, next);
        this.data = next;
      }
      return this.state();
    });
  }
}
