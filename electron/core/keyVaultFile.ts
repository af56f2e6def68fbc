import { z } from 'zod';
import type { KeyProtection } from '../../shared/bridge/channels';
import { readJsonFile, writeJsonAtomic } from './atomicJson';
import { PROTECTION_NOTES, type KeyVault } from './keyVault';

/** Turns a key into what is stored and back; the profile id binds a ciphertext to its profile. */
export interface KeyCipher {
  readonly protection: Exclude<KeyProtection, 'memory'>;
  encrypt(key: string, profileId: string): string;
  /** Throws when the stored value cannot be decrypted (another install's secret, tampering). */
  decrypt(stored: string, profileId: string): string;
}

const VaultFile = z.strictObject({ version: z.literal(1), keys: z.record(z.string(), z.string()) });

/**
 * Keys encrypted by a KeyCipher in one 0600 JSON file, written atomically. Decrypted keys are
 * held in memory only; the file never contains a key in plain text.
 */
export class FileKeyVault implements KeyVault {
  readonly protection: KeyProtection;
  readonly protectionNote: string;

  private constructor(
    private readonly file: string,
    private readonly cipher: KeyCipher,
    private readonly stored: Map<string, string>,
    private readonly plain: Map<string, string>,
    readonly warning: string | undefined,
  ) {
    this.protection = cipher.protection;
    this.protectionNote = PROTECTION_NOTES[cipher.protection];
  }

  static async open(file: string, cipher: KeyCipher): Promise<FileKeyVault> {
    const read = await readJsonFile(file, VaultFile);
    const stored = new Map(Object.entries(read.value?.keys ?? {}));
    const plain = new Map<string, string>();
    const unreadable: string[] = [];
    for (const [profileId, value] of stored) {
      try {
        plain.set(profileId, cipher.decrypt(value, profileId));
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

  async set(profileId: string, key: string): Promise<void> {
    const stored = new Map(this.stored).set(profileId, this.cipher.encrypt(key, profileId));
    await this.write(stored);
    this.plain.set(profileId, key);
  }

  async clear(profileId: string): Promise<void> {
    const stored = new Map(this.stored);
    stored.delete(profileId);
    await this.write(stored);
    this.plain.delete(profileId);
  }

  private async write(stored: Map<string, string>): Promise<void> {
    await writeJsonAtomic(this.file, { version: 1, keys: Object.fromEntries(stored) }, 0o600);
    this.stored.clear();
    for (const [k, v] of stored) this.stored.set(k, v);
  }
}
