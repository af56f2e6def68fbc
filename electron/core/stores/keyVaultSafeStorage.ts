import { join } from 'node:path';
import type { KeyVault } from './keyVault';
import { openEncryptedFileVault } from './keyVaultAesGcm';
import { FileKeyVault, type KeyCipher } from './keyVaultFile';

/** The part of Electron's safeStorage the vault uses; the Electron host passes the real one. */
export interface Encryptor {
  isEncryptionAvailable(): boolean;
  encryptString(plain: string): Buffer;
  decryptString(encrypted: Buffer): string;
  /** Linux only: 'basic_text' means no keyring and a hard-coded password, i.e. no real protection. */
  getSelectedStorageBackend?(): string;
}

export function safeStorageCipher(encryptor: Encryptor): KeyCipher {
  return {
    protection: 'safeStorage',
    encrypt: (key, profileId, origin) => encryptor.encryptString(JSON.stringify([profileId, key, origin])).toString('base64'),
    decrypt(stored, profileId, origin) {
      const [owner, key, boundTo] = JSON.parse(encryptor.decryptString(Buffer.from(stored, 'base64'))) as [string, string, string?];
      if (owner !== profileId) throw new Error('key stored under another profile');
      // The origin in the file is only a label: the one sealed with the key decides.
      if (boundTo !== origin) throw new Error('key stored for another origin');
      return key;
    },
  };
}

/**
 * The Electron host's vault: safeStorage when the OS offers real protection, otherwise the
 * encrypted file (which itself falls back to memory).
 */
export async function openSafeStorageVault(dataDir: string, encryptor: Encryptor): Promise<KeyVault> {
  const weak = encryptor.getSelectedStorageBackend?.() === 'basic_text';
  if (!encryptor.isEncryptionAvailable() || weak) return openEncryptedFileVault(dataDir);
  return FileKeyVault.open(join(dataDir, 'keys.safe.json'), safeStorageCipher(encryptor));
}
