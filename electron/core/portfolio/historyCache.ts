import { join } from 'node:path';
import { z } from 'zod';
import { plainText } from '../../../shared/format/plainText';
import { readJsonFile, writeJsonAtomic } from '../stores/atomicJson';
import { SerialQueue } from '../stores/serialQueue';
import { keepDropped, readEntries } from '../stores/storeItems';

const NOTE_MAX = 300;
const NOTES_MAX = 20;

/** Enough for 90 days of a few large portfolios; beyond it the oldest entries go first. */
export const HISTORY_CACHE_MAX = 100_000;

/** One address's value on one chain over one past day: a decimal string in the currency, or why there is none. */
export const CachedPart = z.strictObject({
  value: z
    .string()
    .regex(/^\d{1,60}(?:\.\d{1,60})?$/)
    .optional(),
  notes: z.array(z.string().max(NOTE_MAX)).max(NOTES_MAX),
});
export type CachedPart = z.infer<typeof CachedPart>;

/** The file's frame; its parts are read one by one (readEntries), so one bad part is computed again, not the whole cache. */
const CacheFile = z.strictObject({
  version: z.literal(1),
  parts: z.record(z.string().max(400), z.unknown()),
});

/**
 * A part's notes as the cache keeps them: each without control or text-direction characters (a
 * token's symbol comes from the chain) and cut to NOTE_MAX, at most NOTES_MAX of them, the rest
 * counted in the last.
 */
export function fitNotes(notes: readonly string[]): string[] {
  const clean = notes.map((n) => plainText(n, NOTE_MAX));
  if (clean.length <= NOTES_MAX) return clean;
  return [...clean.slice(0, NOTES_MAX - 1), `and ${clean.length - (NOTES_MAX - 1)} more not valued`];
}

/**
 * The value history's finished days, in `portfolio-history.json` next to the portfolios. A past
 * day's part is written once and never recomputed, so reopening a portfolio asks only for today.
 * Written atomically through one queue, validated on read; a damaged file is set aside and
 * reported, and the history is computed again.
 */
export class HistoryCache {
  private readonly queue = new SerialQueue();

  private constructor(
    private readonly file: string,
    private readonly parts: Map<string, CachedPart>,
  ) {}

  static async open(dataDir: string): Promise<{ cache: HistoryCache; warning?: string }> {
    const file = join(dataDir, 'portfolio-history.json');
    const { value, warning } = await readJsonFile(file, CacheFile);
    const { entries, dropped } = readEntries(value?.parts ?? {}, CachedPart, 'part');
    return { cache: new HistoryCache(file, new Map(entries)), warning: warning ?? (await keepDropped(file, dropped)) };
  }

  get(key: string): CachedPart | undefined {
    return this.parts.get(key);
  }

  /** Keeps the finished days of one walk; the file is written once per walk, not per day. */
  putAll(entries: Array<[string, CachedPart]>): Promise<void> {
    if (entries.length === 0) return Promise.resolve();
    return this.queue.run(async () => {
      const next = new Map(this.parts);
      // Only what reads back is kept: a part that would not is computed again next time.
      for (const [key, part] of entries) {
        const fitted = CachedPart.safeParse({ ...part, notes: fitNotes(part.notes) });
        if (fitted.success && key.length <= 400) next.set(key, fitted.data);
      }
      for (const key of next.keys()) {
        if (next.size <= HISTORY_CACHE_MAX) break;
        next.delete(key);
      }
      await writeJsonAtomic(this.file, { version: 1, parts: Object.fromEntries(next) });
      this.parts.clear();
      for (const [key, part] of next) this.parts.set(key, part);
    });
  }
}
