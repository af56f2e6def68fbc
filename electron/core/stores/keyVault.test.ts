import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Profile } from '../../../shared/bridge/channels';
import { keyForProfile } from './keyVault';
import { keyStatus } from './keyVault';
import { openEncryptedFileVault } from './keyVaultAesGcm';
import { openSafeStorageVault, type Encryptor } from './keyVaultSafeStorage';
import { tempDir } from '../../../test/support/rigs/tempDir';

const KEY = 'ak_live_0123456789abcdefWXYZ';
const ORIGIN = 'https://data.example.com';
const profile = (dataUrl: string, id = 'p1'): Profile => ({
  id,
  name: id,
  kind: 'remote',
  defaultNetwork: 'mainnet',
  dataUrl,
  metricsUrl: 'https://metrics.example.com',
});
let dir: Awaited<ReturnType<typeof tempDir>>;
beforeEach(async () => (dir = await tempDir()));
afterEach(() => dir.remove());

async function everyFileText(): Promise<string> {
  const names = await readdir(dir.path);
  const texts = await Promise.all(names.map((n) => readFile(join(dir.path, n))));
  return texts.map((b) => b.toString('latin1')).join('\n');
}

/** A stand-in for safeStorage that really transforms the bytes (XOR), so plain text would show. */
function fakeEncryptor(available = true, backend = 'gnome_libsecret'): Encryptor {
  const xor = (b: Buffer) => Buffer.from(b.map((x) => x ^ 0x5a));
  return {
    isEncryptionAvailable: () => available,
    encryptString: (s) => xor(Buffer.from(s, 'utf8')),
    decryptString: (b) => xor(b).toString('utf8'),
    getSelectedStorageBackend: () => backend,
  };
}

describe('encrypted-file vault (web host)', () => {
  it('keeps the key encrypted at rest in 0600 files and reads it back after a restart', async () => {
    const vault = await openEncryptedFileVault(dir.path);
    expect(vault.protection).toBe('encrypted-file');
    await vault.set('p1', KEY, ORIGIN);
    expect(await everyFileText()).not.toContain(KEY);
    expect(await everyFileText()).not.toContain(Buffer.from(KEY).toString('base64'));
    for (const name of ['keys.enc.json', 'vault.secret']) expect((await stat(join(dir.path, name))).mode & 0o777).toBe(0o600);
    const reopened = await openEncryptedFileVault(dir.path);
    expect(reopened.get('p1')).toBe(KEY);
    expect(keyStatus(reopened, profile(ORIGIN))).toEqual({
      hasKey: true,
      last4: 'WXYZ',
      protection: 'encrypted-file',
      protectionNote: expect.any(String),
    });
  });

  it('clears a key', async () => {
    const vault = await openEncryptedFileVault(dir.path);
    await vault.set('p1', KEY, ORIGIN);
    await vault.clear('p1');
    expect((await openEncryptedFileVault(dir.path)).get('p1')).toBeUndefined();
    expect(keyStatus(vault, profile(ORIGIN))).toMatchObject({ hasKey: false });
  });

  it('does not decrypt a ciphertext moved to another profile, and says a key was lost', async () => {
    const vault = await openEncryptedFileVault(dir.path);
    await vault.set('p1', KEY, ORIGIN);
    const file = join(dir.path, 'keys.enc.json');
    const stored = JSON.parse(await readFile(file, 'utf8'));
    await writeFile(file, JSON.stringify({ version: 2, keys: { p2: stored.keys.p1 } }));
    const reopened = await openEncryptedFileVault(dir.path);
    expect(reopened.get('p2')).toBeUndefined();
    expect(reopened.warning).toMatch(/could not be decrypted/);
  });

  it('falls back to memory, and says so, when the data folder cannot be written', async () => {
    // A file where the folder should be: mkdir fails even for root.
    await writeFile(join(dir.path, 'blocker'), '');
    const vault = await openEncryptedFileVault(join(dir.path, 'blocker', 'sub'));
    expect(vault.protection).toBe('memory');
    expect(vault.protectionNote).toMatch(/this session only/);
    await vault.set('p1', KEY, ORIGIN);
    expect(vault.get('p1')).toBe(KEY);
  });
});

describe('a key is bound to the data origin it was entered for', () => {
  it('is sent only to that origin; another origin gets no key and Settings says why', async () => {
    const vault = await openEncryptedFileVault(dir.path);
    await vault.set('p1', KEY, ORIGIN);
    expect(keyForProfile(vault, profile(`${ORIGIN}/v1/`))).toBe(KEY);
    const moved = profile('https://attacker.example.net');
    expect(keyForProfile(vault, moved)).toBeUndefined();
    expect(keyStatus(vault, moved)).toMatchObject({
      hasKey: false,
      notice: expect.stringContaining('entered for https://data.example.com'),
    });
    // Same host, other port or scheme: another origin.
    expect(keyForProfile(vault, profile('https://data.example.com:8443'))).toBeUndefined();
    expect(keyForProfile(vault, profile('http://data.example.com'))).toBeUndefined();
    // Survives a restart with its origin.
    expect(keyForProfile(await openEncryptedFileVault(dir.path), profile(ORIGIN))).toBe(KEY);
  });

  it('does not decrypt when the origin in the file is edited', async () => {
    const vault = await openEncryptedFileVault(dir.path);
    await vault.set('p1', KEY, ORIGIN);
    const file = join(dir.path, 'keys.enc.json');
    const stored = JSON.parse(await readFile(file, 'utf8'));
    stored.keys.p1.origin = 'https://attacker.example.net';
    await writeFile(file, JSON.stringify(stored));
    const reopened = await openEncryptedFileVault(dir.path);
    expect(reopened.get('p1')).toBeUndefined();
    expect(keyForProfile(reopened, profile('https://attacker.example.net'))).toBeUndefined();
  });

  it('is never sent over plain http to another machine, even when entered for it; loopback http is fine', async () => {
    const vault = await openEncryptedFileVault(dir.path);
    await vault.set('p1', KEY, 'http://data.example.com');
    expect(keyForProfile(vault, profile('http://data.example.com'))).toBeUndefined();
    expect(keyStatus(vault, profile('http://data.example.com')).notice).toMatch(/plain http/);
    await vault.set('p2', KEY, 'http://127.0.0.1:9650');
    expect(keyForProfile(vault, profile('http://127.0.0.1:9650', 'p2'))).toBe(KEY);
  });

  it('serializes concurrent changes: two keys set at once are both saved', async () => {
    const vault = await openEncryptedFileVault(dir.path);
    await Promise.all([vault.set('p1', KEY, ORIGIN), vault.set('p2', `${KEY}2`, ORIGIN), vault.set('p3', `${KEY}3`, ORIGIN)]);
    const reopened = await openEncryptedFileVault(dir.path);
    expect(['p1', 'p2', 'p3'].map((id) => reopened.get(id))).toEqual([KEY, `${KEY}2`, `${KEY}3`]);
  });
});

describe('safeStorage vault (Electron host)', () => {
  it('stores only what safeStorage encrypted', async () => {
    const vault = await openSafeStorageVault(dir.path, fakeEncryptor());
    expect(vault.protection).toBe('safeStorage');
    await vault.set('p1', KEY, ORIGIN);
    expect(await everyFileText()).not.toContain(KEY);
    expect((await stat(join(dir.path, 'keys.safe.json'))).mode & 0o777).toBe(0o600);
    expect((await openSafeStorageVault(dir.path, fakeEncryptor())).get('p1')).toBe(KEY);
  });

  it('seals the origin with the key: an origin edited in the file does not decrypt', async () => {
    const vault = await openSafeStorageVault(dir.path, fakeEncryptor());
    await vault.set('p1', KEY, ORIGIN);
    const file = join(dir.path, 'keys.safe.json');
    const stored = JSON.parse(await readFile(file, 'utf8'));
    stored.keys.p1.origin = 'https://attacker.example.net';
    await writeFile(file, JSON.stringify(stored));
    expect((await openSafeStorageVault(dir.path, fakeEncryptor())).get('p1')).toBeUndefined();
  });

  it('uses the encrypted file when safeStorage is unavailable or only basic_text', async () => {
    expect((await openSafeStorageVault(dir.path, fakeEncryptor(false))).protection).toBe('encrypted-file');
    expect((await openSafeStorageVault(dir.path, fakeEncryptor(true, 'basic_text'))).protection).toBe('encrypted-file');
  });
});
