import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmod, mkdir, open, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { KeyCipher } from './keyVaultFile';
import { FileKeyVault } from './keyVaultFile';
import { MemoryKeyVault } from './keyVaultMemory';
import type { KeyVault } from './keyVault';

const SECRET_BYTES = 32;

/** The additional data: the profile id, and the origin (a key saved before binding has none). */
const binding = (profileId: string, origin: string | undefined) =>
  Buffer.from(origin === undefined ? profileId : JSON.stringify([profileId, origin]));

/** AES-256-GCM with a random 12-byte IV per key; the profile id and data origin are the additional data. */
export function aesGcmCipher(secret: Buffer): KeyCipher {
  return {
    protection: 'encrypted-file',
    encrypt(key, profileId, origin) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', secret, iv).setAAD(binding(profileId, origin));
      const data = Buffer.concat([cipher.update(key, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64')).join('.');
    },
    decrypt(stored, profileId, origin) {
      const [iv, tag, data] = stored.split('.').map((s) => Buffer.from(s, 'base64'));
      const decipher = createDecipheriv('aes-256-gcm', secret, iv).setAAD(binding(profileId, origin)).setAuthTag(tag);
      return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
    },
  };
}

/** The per-install secret: created once (0600, exclusive create so two hosts cannot race), then reused. */
async function installSecret(dataDir: string): Promise<Buffer> {
  const file = join(dataDir, 'vault.secret');
  await mkdir(dataDir, { recursive: true });
  try {
    const handle = await open(file, 'wx', 0o600);
    try {
      await handle.writeFile(randomBytes(SECRET_BYTES));
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  }
  // Narrow permissions a copy or an old umask may have widened.
  await chmod(file, 0o600);
  const secret = await readFile(file);
  if (secret.length !== SECRET_BYTES) throw new Error('vault.secret has the wrong length');
  return secret;
}

/**
 * The web host's vault (and the Electron host's when safeStorage is unavailable): encrypted
 * file, or memory only when the data folder cannot hold the secret.
 */
export async function openEncryptedFileVault(dataDir: string): Promise<KeyVault> {
  try {
    return await FileKeyVault.open(join(dataDir, 'keys.enc.json'), aesGcmCipher(await installSecret(dataDir)));
  } catch (e) {
    return new MemoryKeyVault(
      `The key vault could not be opened (${(e as NodeJS.ErrnoException).code ?? 'error'}); keys are kept for this session only.`,
    );
  }
}
