import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { z } from 'zod';
import { endpoints, type EndpointId } from '../../../shared/api/endpoints';
import type { Profile } from '../../../shared/bridge/channels';
import { readJsonFile, writeJsonAtomic } from '../stores/atomicJson';
import { SerialQueue } from '../stores/serialQueue';

/**
 * Answers kept on disk across launches, so the first views (the chain pickers) have them before
 * the network answers. The chain list can grow, so it is served from disk and asked again in
 * the background once per launch; a blockchain never changes once created (the client's
 * in-memory cache treats it as immutable too), so its saved answer is final.
 */
export const PERSISTED: Partial<Record<EndpointId, 'refresh' | 'final'>> = { listChains: 'refresh', getBlockchain: 'final' };
/**
 * The data origin a profile's kept answers belong to: a fixed name for the embedded service (its port changes every
 * launch), else the URL's origin; undefined for a URL that does not parse.
 */
export function answersOrigin(profile: Profile): string | undefined {
  if (profile.kind === 'local') return 'embedded-local-service';
  try {
    return new URL(profile.dataUrl ?? '').origin;
  } catch {
    return undefined;
  }
}

/** Blockchains kept per origin; the oldest saved is dropped first. */
const MAX_ENTRIES = 200;

const StoreFile = z.object({
  version: z.literal(1),
  profileId: z.string(),
  origin: z.string(),
  entries: z.array(z.object({ endpointId: z.string(), path: z.string(), savedAt: z.number(), answer: z.unknown() })),
});
type Entry = z.infer<typeof StoreFile>['entries'][number];

/**
 * One profile's saved answers from one data origin, in a file of its own: a profile whose URL
 * changes, or another profile, never sees them. The file is written atomically and validated
 * when read, each answer against its endpoint's response schema again when served.
 */
export class PersistedAnswers {
  private readonly writes = new SerialQueue();
  private readonly refreshed = new Set<string>();
  private closed = false;

  private constructor(
    private readonly file: string,
    private readonly profileId: string,
    private readonly origin: string,
    private entries: Entry[],
  ) {}

  /** `origin`: the data service's origin, or a fixed name for the embedded service (its port changes per launch). */
  static async open(dataDir: string, profileId: string, origin: string): Promise<{ answers: PersistedAnswers; warning?: string }> {
    const name = createHash('sha256').update(`${profileId}\n${origin}`).digest('hex').slice(0, 32);
    const file = join(dataDir, 'answers', `${name}.json`);
    const read = await readJsonFile(file, StoreFile);
    const mine = read.value && read.value.profileId === profileId && read.value.origin === origin ? read.value.entries : [];
    return { answers: new PersistedAnswers(file, profileId, origin, mine), warning: read.warning };
  }

  /** The saved answer, when it is one this store keeps and still reads as its endpoint's response. */
  get(endpointId: EndpointId, path: string): unknown {
    if (!PERSISTED[endpointId]) return undefined;
    const entry = this.entries.find((e) => e.endpointId === endpointId && e.path === path);
    if (!entry) return undefined;
    const parsed = endpoints[endpointId].response?.safeParse(entry.answer);
    return parsed?.success ? parsed.data : undefined;
  }

  /** Whether a served answer should be asked for again now (once per launch, for lists that grow). */
  takeRefresh(endpointId: EndpointId, path: string): boolean {
    const key = `${endpointId} ${path}`;
    if (PERSISTED[endpointId] !== 'refresh' || this.refreshed.has(key)) return false;
    this.refreshed.add(key);
    return true;
  }

  save(endpointId: EndpointId, path: string, answer: unknown, now = Date.now()): Promise<void> {
    if (!PERSISTED[endpointId] || this.closed) return Promise.resolve();
    this.refreshed.add(`${endpointId} ${path}`);
    const others = this.entries.filter((e) => !(e.endpointId === endpointId && e.path === path));
    this.entries = [...others, { endpointId, path, savedAt: now, answer }].slice(-MAX_ENTRIES);
    const snapshot = { version: 1 as const, profileId: this.profileId, origin: this.origin, entries: this.entries };
    return this.writes.run(() => writeJsonAtomic(this.file, snapshot));
  }

  /**
   * Waits for the writes already queued and refuses later ones: a background refresh that answers
   * after the app closed must not write into a data folder being removed or handed on.
   */
  close(): Promise<void> {
    this.closed = true;
    return this.writes.idle();
  }
}
