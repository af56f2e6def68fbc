import type { KeyProtection, KeyStatus, Profile } from '../../../shared/bridge/channels';
import { isCleartextRemote, keyOrigin, LOCAL_KEY_ORIGIN } from './keyOrigin';

/**
 * Holds the API key of each profile, bound to the data origin it was entered for. Only the
 * main process (the API client) ever reads a key back; everything that reaches the renderer
 * is a KeyStatus.
 */
export interface KeyVault {
  readonly protection: KeyProtection;
  readonly protectionNote: string;
  /** Something the user should know after opening (a damaged vault file…). */
  readonly warning?: string;
  /** The stored key whatever its origin: for redaction. The client uses keyForProfile. */
  get(profileId: string): string | undefined;
  /** The origin the key was entered for; undefined for no key or one saved before keys were bound. */
  origin(profileId: string): string | undefined;
  set(profileId: string, key: string, origin: string): Promise<void>;
  clear(profileId: string): Promise<void>;
}

export const PROTECTION_NOTES: Record<KeyProtection, string> = {
  safeStorage: "The key is encrypted with your operating system's credential store.",
  'encrypted-file':
    'The key is encrypted (AES-256-GCM) in a file only your user account can read, with a secret kept in a separate file of the same kind.',
  memory: 'No secure storage is available: the key is kept in memory for this session only and must be entered again next time.',
};

/**
 * The key the API client may send for `profile`: only the one entered for the profile's current
 * data origin, and never over plain http to a non-loopback host. A key entered for another
 * origin stays in the vault (changing the URL back makes it usable again) but is not sent.
 */
export function keyForProfile(vault: KeyVault, profile: Profile): string | undefined {
  if (profile.kind === 'remote' && profile.dataUrl && isCleartextRemote(profile.dataUrl)) return undefined;
  return vault.origin(profile.id) === keyOrigin(profile) ? vault.get(profile.id) : undefined;
}

const shownOrigin = (origin: string) => (origin === LOCAL_KEY_ORIGIN ? 'the local network' : origin);

export function keyStatus(vault: KeyVault, profile: Profile): KeyStatus {
  const usable = keyForProfile(vault, profile);
  const stored = vault.get(profile.id);
  const boundTo = vault.origin(profile.id);
  const base = {
    hasKey: usable !== undefined,
    ...(usable !== undefined ? { last4: usable.slice(-4) } : {}),
    protection: vault.protection,
    protectionNote: vault.protectionNote,
  };
  if (usable !== undefined || stored === undefined) return base;
  const here = shownOrigin(keyOrigin(profile));
  const notice =
    profile.dataUrl && isCleartextRemote(profile.dataUrl)
      ? `The saved key is not sent: ${here} uses plain http to another machine. Change the Data API URL to https.`
      : boundTo === undefined
        ? `The saved key is not sent to ${here}: it was saved before keys were bound to a Data API URL. Enter it again to use it here.`
        : `The saved key was entered for ${shownOrigin(boundTo)} and is not sent to ${here}. Enter the key again to use it here.`;
  return { ...base, notice };
}
