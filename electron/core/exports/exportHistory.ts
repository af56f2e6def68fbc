import { join } from 'node:path';
import { z } from 'zod';
import { ExportEntry } from '../../../shared/bridge/exportChannels';
import { readJsonFile, writeJsonAtomic } from '../stores/atomicJson';

const HistoryFile = z.object({ version: z.literal(1), entries: z.array(ExportEntry) });

/** The history keeps this many entries; past it the oldest finished ones go first. */
export const HISTORY_LIMIT = 500;
const FINISHED = new Set<ExportEntry['status']>(['completed', 'warning', 'failed', 'cancelled', 'interrupted']);

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
   * Adds a new entry and resolves once it is on disk, so an entry reported as created survives a
   * crash; a failed write takes it back out and rejects.
   */
  async add(entry: ExportEntry): Promise<ExportEntry> {
    this.entries.unshift(entry);
    this.trim();
    try {
      await this.persist();
    } catch (err) {
      this.entries = this.entries.filter((e) => e.id !== entry.id);
      throw new Error(`The export history could not be saved: ${(err as Error).message}`);
    }
    return entry;
  }

  /**
   * Replaces the entry; returns it. Progress ticks pass persist=false: they are
   * for the view, and a restart resumes from the part file's size, not from the history.
   */
  put(entry: ExportEntry, persist = true): ExportEntry {
    const i = this.entries.findIndex((e) => e.id === entry.id);
    if (i === -1) this.entries.unshift(entry);
    else this.entries[i] = entry;
    this.trim();
    if (persist) void this.persist().catch(() => undefined);
    return entry;
  }

  remove(id: string): void {
    this.entries = this.entries.filter((e) => e.id !== id);
    void this.persist().catch(() => undefined);
  }

  /** Resolves once every change so far is on disk. */
  flushed(): Promise<void> {
    return this.writing;
  }

  /** Drops the oldest finished entries past HISTORY_LIMIT (running ones stay: they are still being tracked). */
  private trim(): void {
    let excess = this.entries.length - HISTORY_LIMIT;
    for (let i = this.entries.length - 1; i >= 0 && excess > 0; i--) {
      if (FINISHED.has(this.entries[i].status)) {
        this.entries.splice(i, 1);
        excess--;
      }
    }
  }

  /** Queues a write of the current entries; the result says whether this write landed. */
  private persist(): Promise<void> {
    const snapshot = { version: 1, entries: this.entries };
    const write = this.writing.then(() => writeJsonAtomic(this.file, snapshot));
    this.writing = write.catch((err: unknown) => {
      console.error(`[exports] could not save the export history: ${(err as Error).message}`);
    });
    return write;
  }
}
