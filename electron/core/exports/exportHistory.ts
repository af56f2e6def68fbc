import { join } from 'node:path';
import { z } from 'zod';
import { ExportEntry } from '../../../shared/bridge/exportChannels';
import { readJsonFile, writeJsonAtomic } from '../atomicJson';

const HistoryFile = z.object({ version: z.literal(1), entries: z.array(ExportEntry) });

/**
 * The export history, newest first, persisted in `<dataDir>/exports.json` after every
 * change (atomically; writes are chained so they land in order). A damaged file is set
 * aside by readJsonFile and reported as `warning`.
 */
export class ExportHistory {
  private writing: Promise<void> = Promise.resolve();

  private constructor(
    private readonly file: string,
    private entries: ExportEntry[],
    readonly warning?: string,
  ) {}

  static async open(dataDir: string): Promise<ExportHistory> {
    const file = join(dataDir, 'exports.json');
    const read = await readJsonFile(file, HistoryFile);
    return new ExportHistory(file, read.value?.entries ?? [], read.warning);
  }

  list(): ExportEntry[] {
    return [...this.entries];
  }

  get(id: string): ExportEntry | undefined {
    return this.entries.find((e) => e.id === id);
  }

  /**
   * Inserts or replaces the entry; returns it. Progress ticks pass persist=false: they are
   * for the view, and a restart resumes from the part file's size, not from the history.
   */
  put(entry: ExportEntry, persist = true): ExportEntry {
    const i = this.entries.findIndex((e) => e.id === entry.id);
    if (i === -1) this.entries.unshift(entry);
    else this.entries[i] = entry;
    if (persist) this.persist();
    return entry;
  }

  remove(id: string): void {
    this.entries = this.entries.filter((e) => e.id !== id);
    this.persist();
  }

  /** Resolves once every change so far is on disk. */
  flushed(): Promise<void> {
    return this.writing;
  }

  private persist(): void {
    const snapshot = { version: 1, entries: this.entries };
    this.writing = this.writing.then(() => writeJsonAtomic(this.file, snapshot)).catch((err: unknown) => {
      console.error(`[exports] could not save the export history: ${(err as Error).message}`);
    });
  }
}
