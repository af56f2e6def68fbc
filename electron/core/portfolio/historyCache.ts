import { join } from 'node:path';
import { z } from 'zod';
import { readJsonFile, writeJsonAtomic } from '../atomicJson';
import { SerialQueue } from '../serialQueue';

/** Enough for 90 days of a few large portfolios; beyond it the oldest entries go first. */
export const HISTORY_CACHE_MAX = 100_000;

/** One address's value on one chain over one past day: a decimal string in the currency, or why there is none. */
export const CachedPart = z.strictObject({
  value: z
    .string()
    .regex(/^\d{1,60}(?:\.\d{1,60})?$/)
    .optional(),
  notes: z.array(z.string().max(300)).max(20),
});
export type CachedPart = z.infer<typeof CachedPart>;

const CacheFile = z.strictObject({
  version: z.literal(1),
  parts: z.record(z.string().max(400), CachedPart),
});

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
    return { cache: new HistoryCache(file, new Map(Object.entries(value?.parts ?? {}))), warning };
  }

  get(key: string): CachedPart | undefined {
    return this.parts.get(key);
  }

  /** Keeps the finished days of one walk; the file is written once per walk, not per day. */
  putAll(entries: Array<[string, CachedPart]>): Promise<void> {
    if (entries.length === 0) return Promise.resolve();
    return this.queue.run(async () => {
      const next = new Map(this.parts);
      for (const [key, part] of entries) next.set(key, part);
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
