import { PROTECTION_NOTES, type KeyVault } from './keyVault';

/** The fallback when nothing can encrypt at rest: keys live for this session only. */
export class MemoryKeyVault implements KeyVault {
  readonly protection = 'memory' as const;
  readonly protectionNote = PROTECTION_NOTES.memory;
  private readonly keys = new Map<string, { key: string; origin: string }>();

  constructor(readonly warning?: string) {}

  get(profileId: string): string | undefined {
    return this.keys.get(profileId)?.key;
  }

  origin(profileId: string): string | undefined {
    return this.keys.get(profileId)?.origin;
  }

  async set(profileId: string, key: string, origin: string): Promise<void> {
    this.keys.set(profileId, { key, origin });
  }

  async clear(profileId: string): Promise<void> {
    this.keys.delete(profileId);
  }
}
