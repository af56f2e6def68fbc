import { z } from 'zod';
import type { KeyProtection } from '../../../shared/bridge/channels';
import { readJsonFile, writeJsonAtomic } from './atomicJson';
import { PROTECTION_NOTES, type KeyVault } from './keyVault';
import { SerialQueue } from './serialQueue';

/**
 * Turns a key into what is stored and back. The profile id and the data origin are bound into
 * the ciphertext: a value moved to another profile, or an origin edited in the file, does not
 * decrypt. `origin` undefined reads a key saved before keys were bound to an origin.
 */
export interface KeyCipher {
  readonly protection: Exclude<KeyProtection, 'memory'>;
  encrypt(key: string, profileId: string, origin: string): string;
  /** Throws when the stored value cannot be decrypted (another install's secret, tampering). */
  decrypt(stored: string, profileId: string, origin: string | undefined): string;
}

/** `origin` is absent only for a key saved before keys were bound to an origin. */
const Entry = z.strictObject({ origin: z.string().min(1).max(2048).optional(), data: z.string() });
const VaultFile = z.union([
  z.strictObject({ version: z.literal(2), keys: z.record(z.string(), Entry) }),
  // Before keys were bound to an origin: read, then bound to the profile's current origin by createCore.
  z.strictObject({ version: z.literal(1), keys: z.record(z.string(), z.string()) }),
]);

type Stored = z.infer<typeof Entry>;

/**
 * Keys encrypted by a KeyCipher in one 0600 JSON file, written atomically, one change at a time.
 * Decrypted keys are held in memory only; the file never contains a key in plain text.
 */
export class FileKeyVault implements KeyVault {
  readonly protection: KeyProtection;
  readonly protectionNote: string;
  private readonly queue = new SerialQueue();

  private constructor(
    private readonly file: string,
    private readonly cipher: KeyCipher,
    private readonly stored: Map<string, Stored>,
    private readonly plain: Map<string, string>,
    readonly warning: string | undefined,
  ) {
    this.protection = cipher.protection;
    this.protectionNote = PROTECTION_NOTES[cipher.protection];
  }

  static async open(file: string, cipher: KeyCipher): Promise<FileKeyVault> {
    const read = await readJsonFile(file, VaultFile);
    const entries = Object.entries(read.value?.keys ?? {}).map(([id, v]): [string, Stored] => [
      id,
      typeof v === 'string' ? { data: v } : v,
    ]);
    const stored = new Map(entries);
    const plain = new Map<string, string>();
    const unreadable: string[] = [];
    for (const [profileId, value] of stored) {
      try {
        plain.set(profileId, cipher.decrypt(value.data, profileId, value.origin));
      } catch {
        unreadable.push(profileId);
        stored.delete(profileId);
      }
    }
    const lost = unreadable.length ? `${unreadable.length} saved API key(s) could not be decrypted and must be entered again.` : undefined;
    return new FileKeyVault(file, cipher, stored, plain, [read.warning, lost].filter(Boolean).join(' ') || undefined);
  }

  get(profileId: string): string | undefined {
    return this.plain.get(profileId);
  }

  origin(profileId: string): string | undefined {
    return this.stored.get(profileId)?.origin;
  }

  set(profileId: string, key: string, origin: string): Promise<void> {
    return this.queue.run(async () => {
      const stored = new Map(this.stored).set(profileId, { origin, data: this.cipher.encrypt(key, profileId, origin) });
      await this.write(stored);
      this.plain.set(profileId, key);
    });
  }

  clear(profileId: string): Promise<void> {
    return this.queue.run(async () => {
      const stored = new Map(this.stored);
      stored.delete(profileId);
      await this.write(stored);
      this.plain.delete(profileId);
    });
  }

  private async write(stored: Map<string, Stored>): Promise<void> {
    await writeJsonAtomic(this.file, { version: 2, keys: Object.fromEntries(stored) }, 0o600);
    this.stored.clear();
    for (const [k, v] of stored) this.stored.set(k, v);
  }
}
