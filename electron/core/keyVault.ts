import type { KeyProtection, KeyStatus } from '../../shared/bridge/channels';

/**
 * Holds the API key of each profile. Only the main process (the API client) ever reads a key
 * back; everything that reaches the renderer is a KeyStatus.
 */
export interface KeyVault {
  readonly protection: KeyProtection;
  readonly protectionNote: string;
  /** Something the user should know after opening (a damaged vault file…). */
  readonly warning?: string;
  get(profileId: string): string | undefined;
  set(profileId: string, key: string): Promise<void>;
  clear(profileId: string): Promise<void>;
}

export const PROTECTION_NOTES: Record<KeyProtection, string> = {
  safeStorage: "The key is encrypted with your operating system's credential store.",
  'encrypted-file':
    'The key is encrypted (AES-256-GCM) in a file only your user account can read, with a secret kept in a separate file of the same kind.',
  memory: 'No secure storage is available: the key is kept in memory for this session only and must be entered again next time.',
};

export function keyStatus(vault: KeyVault, profileId: string): KeyStatus {
  const key = vault.get(profileId);
  return {
    hasKey: key !== undefined,
    ...(key !== undefined ? { last4: key.slice(-4) } : {}),
    protection: vault.protection,
    protectionNote: vault.protectionNote,
  };
}
