import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { endpoints, type EndpointId } from '../../../shared/api/endpoints';
import type { ArchiveSize } from '../../../shared/bridge/archiveChannels';
import { writeJsonAtomic } from '../stores/atomicJson';
import { SerialQueue } from '../stores/serialQueue';

/** The archive's size bound per profile and origin; the least recently used entries go first. */
export const ARCHIVE_MAX_BYTES = 64 * 1024 * 1024;

const Entry = z.strictObject({
  version: z.literal(1),
  endpointId: z.string(),
  path: z.string(),
  savedAt: z.number(),
  answer: z.unknown(),
});

const ENTRY_NAME = /^[0-9a-f]{40}\.json$/;
const entryName = (endpointId: string, path: string) =>
  `${createHash('sha256').update(`${endpointId} ${path}`).digest('hex').slice(0, 40)}.json`;

export interface Archived {
  answer: unknown;
  /** When it was saved (epoch ms): the "as of" of an offline page. */
  savedAt: number;
}

/**
 * Every final answer the user viewed, kept on disk for reading offline: one file per answer (mode 0600) in a folder of
 * the profile and data origin, so a damaged file loses that answer only (it is removed when read). Bounded by size:
 * reading an answer marks it used (its file's time), and the least recently used go first when a save passes the bound.
 */
export class OfflineArchive {
  private readonly writes = new SerialQueue();
  private closed = false;

  private constructor(
    private readonly dir: string,
    private readonly index: Map<string, { bytes: number; usedAt: number }>,
    private readonly maxBytes: number,
    private readonly now: () => number,
  ) {}

  /** The folder's name hashes the profile and origin: another profile, or this one at another URL, never sees these answers. */
  static async open(
    dataDir: string,
    profileId: string,
    origin: string,
    { maxBytes = ARCHIVE_MAX_BYTES, now = Date.now }: { maxBytes?: number; now?: () => number } = {},
  ): Promise<OfflineArchive> {
    const dir = join(dataDir, 'archive', createHash('sha256').update(`${profileId}\n${origin}`).digest('hex').slice(0, 32));
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const index = new Map<string, { bytes: number; usedAt: number }>();
    for (const name of await readdir(dir)) {
      if (!ENTRY_NAME.test(name)) continue;
      const s = await stat(join(dir, name)).catch(() => undefined);
      if (s?.isFile()) index.set(name, { bytes: s.size, usedAt: s.mtimeMs });
    }
    return new OfflineArchive(dir, index, maxBytes, now);
  }

  /** The archived answer, read again as its endpoint's response; a damaged or foreign entry is removed and reads as none. */
  get(endpointId: EndpointId, path: string): Promise<Archived | undefined> {
    return this.getKept(endpointId, path, (v) => endpoints[endpointId].response?.parse(v));
  }

  /**
   * An archived answer of any kind (an endpoint's id, or what else the archive keeps: archivedKinds.ts), read again by
   * `parse`, which throws on what it cannot take; a damaged or foreign entry is removed and reads as none.
   */
  async getKept(kind: string, path: string, parse: (answer: unknown) => unknown): Promise<Archived | undefined> {
    const name = entryName(kind, path);
    if (!this.index.has(name)) return undefined;
    const file = join(this.dir, name);
    try {
      const entry = Entry.parse(JSON.parse(await readFile(file, 'utf8')));
      if (entry.endpointId !== kind || entry.path !== path) throw new Error('another entry');
      const answer = parse(entry.answer);
      const at = this.now();
      this.index.set(name, { ...this.index.get(name)!, usedAt: at });
      // The file's time is the entry's last use across launches; a failure only costs it its place in the LRU order.
      await utimes(file, at / 1000, at / 1000).catch(() => undefined);
      return { answer, savedAt: entry.savedAt };
    } catch {
      this.index.delete(name);
      await this.writes.run(() => rm(file, { force: true })).catch(() => undefined);
      return undefined;
    }
  }

  /** Keeps an answer of `kind` (an endpoint's id, or an archivedKinds.ts kind) at `path`. */
  save(kind: string, path: string, answer: unknown): Promise<void> {
    if (this.closed) return Promise.resolve();
    const name = entryName(kind, path);
    const entry = { version: 1, endpointId: kind, path, savedAt: this.now(), answer };
    return this.writes.run(async () => {
      const file = join(this.dir, name);
      await writeJsonAtomic(file, entry);
      await utimes(file, entry.savedAt / 1000, entry.savedAt / 1000).catch(() => undefined);
      const { size } = await stat(file);
      this.index.set(name, { bytes: size, usedAt: entry.savedAt });
      await this.evict(name);
    });
  }

  size(): ArchiveSize {
    let bytes = 0;
    for (const e of this.index.values()) bytes += e.bytes;
    return { bytes, entries: this.index.size };
  }

  /** Removes every archived answer of this profile and origin. */
  clear(): Promise<void> {
    return this.writes.run(async () => {
      const names = [...this.index.keys()];
      this.index.clear();
      await Promise.all(names.map((n) => rm(join(this.dir, n), { force: true })));
    });
  }

  /** Waits for queued writes and refuses later ones (a profile switched away from, the app closing). */
  close(): Promise<void> {
    this.closed = true;
    return this.writes.idle();
  }

  /** The least recently used entries, until the archive fits its bound again (the one just saved goes last). */
  private async evict(keep: string): Promise<void> {
    let { bytes } = this.size();
    const oldest = [...this.index].filter(([n]) => n !== keep).sort((a, b) => a[1].usedAt - b[1].usedAt);
    for (const [name, e] of oldest) {
      if (bytes <= this.maxBytes) return;
      this.index.delete(name);
      bytes -= e.bytes;
      await rm(join(this.dir, name), { force: true });
    }
    if (bytes > this.maxBytes) {
      this.index.delete(keep);
      await rm(join(this.dir, keep), { force: true });
    }
  }
}
