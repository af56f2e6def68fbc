import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { z } from 'zod';
import type { ContractName, SeenContract } from '../../../shared/bridge/contractNames';
import { readJsonFile, writeJsonAtomic } from '../stores/atomicJson';
import { SerialQueue } from '../stores/serialQueue';

/** Names kept per profile and origin; the oldest saved is dropped first. */
const MAX_ENTRIES = 20_000;
/** An address that was no contract is asked about again after a day (a contract may since have been deployed there). */
const NOT_A_CONTRACT_MS = 86_400_000;

const Name = z.object({
  name: z.string().optional(),
  symbol: z.string().optional(),
  ercType: z.string().optional(),
  logoUri: z.string().optional(),
  decimals: z.number().int().optional(),
});
const StoreFile = z.object({
  version: z.literal(1),
  profileId: z.string(),
  origin: z.string(),
  /** `chainId:address` → the name (null: no contract) and when it was saved (epoch ms). */
  entries: z.record(z.string(), z.object({ name: Name.nullable(), savedAt: z.number() })),
});

/**
 * Contract names of one profile from one data origin, in a file of their own (metadata rarely changes, so a name once
 * read is kept across launches). Written atomically, at most one write at a time: names learned during a write go in
 * the next, so a scrolled list costs a few writes, not one per name.
 */
export class ContractNameStore {
  private readonly writes = new SerialQueue();
  private writeQueued = false;
  private closed = false;

  private constructor(
    /** Undefined: kept in memory only. */
    private readonly file: string | undefined,
    private readonly profileId: string,
    private readonly origin: string,
    private readonly entries: Map<string, { name: ContractName | null; savedAt: number }>,
    private readonly now: () => number,
  ) {}

  static async open(dataDir: string | undefined, profileId: string, origin: string, now = Date.now): Promise<ContractNameStore> {
    const name = createHash('sha256').update(`${profileId}\n${origin}`).digest('hex').slice(0, 32);
    const file = dataDir === undefined ? undefined : join(dataDir, 'contract-names', `${name}.json`);
    const read = file === undefined ? {} : await readJsonFile(file, StoreFile).catch(() => ({ value: undefined }));
    const mine = read.value && read.value.profileId === profileId && read.value.origin === origin ? read.value.entries : {};
    return new ContractNameStore(file, profileId, origin, new Map(Object.entries(mine)), now);
  }

  /** The kept name, null for a recent "no contract", undefined when it has to be asked. */
  get(key: string): ContractName | null | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.name === null && this.now() - entry.savedAt > NOT_A_CONTRACT_MS) return undefined;
    return entry.name;
  }

  /** Up to `limit` named contracts of `ercType` on `chainId`, the latest saved first. */
  seen(chainId: string, ercType: string, limit: number): SeenContract[] {
    const prefix = `${chainId}:`;
    const out: SeenContract[] = [];
    // Entries are in the order they were saved (set re-inserts), so reading from the end gives the latest first.
    for (const [key, { name }] of [...this.entries].reverse()) {
      if (out.length === limit) break;
      if (name?.ercType === ercType && key.startsWith(prefix)) out.push({ address: key.slice(prefix.length), name });
    }
    return out;
  }

  set(key: string, value: ContractName | null): void {
    if (this.closed) return;
    this.entries.delete(key);
    this.entries.set(key, { name: value, savedAt: this.now() });
    while (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    const file = this.file;
    if (this.writeQueued || file === undefined) return;
    this.writeQueued = true;
    // Only a cache: a failed write costs the next launch a request, nothing else.
    this.writes
      .run(() => {
        this.writeQueued = false;
        const snapshot = { version: 1 as const, profileId: this.profileId, origin: this.origin, entries: Object.fromEntries(this.entries) };
        return writeJsonAtomic(file, snapshot);
      })
      .catch(() => undefined);
  }

  /** Waits for the queued write and refuses later ones (the data folder may be handed on). */
  close(): Promise<void> {
    this.closed = true;
    return this.writes.idle();
  }
}
