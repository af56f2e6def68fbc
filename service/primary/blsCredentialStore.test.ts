import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hexToBytes } from '@noble/hashes/utils.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startService, type RunningService } from '../index';
import { ManualClock } from '../sim/clock';
import { bls, blsCredentialsOf, blsProofsComputed, POP_DST, type BlsCredentials } from '../sim/primary/blsKeys';
import { PrimaryNetworks } from '../sim/primary/primaryNetworks';
import { BLS_CREDENTIALS_FILE, BlsCredentialStore, parseStoredCredentials } from './blsCredentialStore';

const SEED = 4040;
const T0 = Date.UTC(2026, 10, 28, 12);
const verifies = (c: BlsCredentials) => {
  const key = hexToBytes(c.publicKey.slice(2));
  return bls.verify(hexToBytes(c.proofOfPossession.slice(2)), bls.hash(key, POP_DST), key);
};

/** The stored file once every network is complete in it. */
async function storedWhenComplete(dataDir: string): Promise<string> {
  const file = join(dataDir, BLS_CREDENTIALS_FILE);
  const until = Date.now() + 240_000;
  for (;;) {
    const text = await readFile(file, 'utf8').catch(() => '');
    const stored = parseStoredCredentials(text);
    if (stored?.complete.length === 2) return text;
    if (Date.now() > until) throw new Error(`${file} was not complete within 240 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("the validators' BLS credentials, kept in the service's data folder", () => {
  let dataDir: string;
  let service: RunningService;
  let complete: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'ridgeline-bls-'));
    service = await startService({ seed: SEED, dataDir, blockIntervalMs: 0, clock: new ManualClock(T0), rateLimit: false, warmUp: true });
    complete = await storedWhenComplete(dataDir);
  }, 300_000);

  afterAll(async () => {
    await service?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('are computed after the start, so no request computes a proof: validators, L1 validators and validator transactions', async () => {
    const computed = blsProofsComputed();
    const get = async (path: string) => {
      const res = await fetch(`${service.dataUrl}${path}`);
      expect(res.status, path).toBe(200);
      return (await res.json()) as Record<string, unknown>;
    };
    const credentials: BlsCredentials[] = [];
    for (const network of ['mainnet', 'fuji']) {
      const { validators } = (await get(`/v1/networks/${network}/validators?pageSize=100`)) as {
        validators: { blsCredentials?: BlsCredentials }[];
      };
      credentials.push(...validators.flatMap((v) => (v.blsCredentials ? [v.blsCredentials] : [])));
      const { validators: l1 } = (await get(`/v1/networks/${network}/l1Validators?pageSize=100`)) as {
        validators: { blsCredentials: BlsCredentials }[];
      };
      credentials.push(...l1.map((v) => v.blsCredentials));
      await get(`/v1/networks/${network}/blockchains/p-chain/transactions?txTypes=AddPermissionlessValidatorTx&pageSize=100`);
    }
    expect(credentials.length).toBeGreaterThan(25);
    expect(blsProofsComputed()).toBe(computed);
    expect(credentials.slice(0, 3).every(verifies)).toBe(true);
  });

  it('are read back at start: a stored credential is served as it is, not computed', async () => {
    const nodeId = Object.keys(parseStoredCredentials(complete)!.networks[`${SEED}:mainnet`])[0];
    // Another seed's network, so these credentials are not already known in this process; a made-up proof shows they are served as read.
    const stored = { publicKey: `0x${'cd'.repeat(48)}`, proofOfPossession: `0x${'ab'.repeat(96)}` };
    const dir = await mkdtemp(join(tmpdir(), 'ridgeline-bls-read-'));
    try {
      await writeFile(
        join(dir, BLS_CREDENTIALS_FILE),
        JSON.stringify({ version: 1, networks: { [`${SEED + 1}:mainnet`]: { [nodeId]: stored } }, complete: [`${SEED + 1}:mainnet`] }),
      );
      const computed = blsProofsComputed();
      const store = new BlsCredentialStore(dir, new PrimaryNetworks(SEED + 1, new ManualClock(T0), () => '1'));
      expect([store.has('mainnet'), store.has('fuji')]).toEqual([true, false]);
      expect(blsCredentialsOf(`${SEED + 1}:mainnet:${nodeId}`)).toEqual(stored);
      expect(blsProofsComputed()).toBe(computed);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('builds a network no request has built only at a quiet moment, and a stop ends the wait', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ridgeline-bls-quiet-'));
    try {
      const nets = new PrimaryNetworks(SEED, new ManualClock(T0), () => '1');
      // Mainnet built (as a request or the start's work builds it); its credentials are known in this process already.
      nets.get('mainnet');
      const asked = vi.fn();
      const quiet = (signal: AbortSignal) =>
        new Promise<void>((_resolve, reject) => {
          asked();
          signal.addEventListener('abort', () => reject(signal.reason), { once: true });
        });
      const store = new BlsCredentialStore(dir, nets, () => {}, quiet);
      const filling = store.fill();
      await vi.waitFor(() => expect(store.has('mainnet')).toBe(true), { timeout: 60_000 });
      await vi.waitFor(() => expect(asked).toHaveBeenCalledTimes(1));
      expect(nets.isBuilt('fuji')).toBe(false);
      await store.stop();
      await filling;
      expect([nets.isBuilt('fuji'), store.has('fuji')]).toEqual([false, false]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 90_000);

  it('a damaged or cut-short file is ignored whole and written again once computed; a partial one is completed; a write cut off by a kill leaves only a temporary file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ridgeline-bls-damaged-'));
    try {
      const file = join(dir, BLS_CREDENTIALS_FILE);
      const nets = () => new PrimaryNetworks(SEED, new ManualClock(T0), () => '1');
      const damaged = [
        complete.slice(0, complete.length / 2),
        complete.replace(/"proofOfPossession":"0x[0-9a-f]{4}/, '"proofOfPossession":"0xzz12'),
        JSON.stringify({ version: 2, networks: {}, complete: [] }),
        JSON.stringify({ version: 1, networks: {} }),
        '',
      ];
      for (const text of damaged) {
        await writeFile(file, text);
        const log = vi.fn();
        const store = new BlsCredentialStore(dir, nets(), log);
        expect(log).toHaveBeenCalledWith(expect.stringContaining('is damaged'));
        expect(store.has('mainnet') || store.has('fuji')).toBe(false);
      }
      await writeFile(file, damaged[0]);
      await new BlsCredentialStore(dir, nets(), () => {}).fill();
      expect(parseStoredCredentials(await readFile(file, 'utf8'))).toEqual(parseStoredCredentials(complete));
      // What a service stopped during the fill saved: some of mainnet's nodes, no network complete.
      const whole = parseStoredCredentials(complete)!;
      const some = Object.fromEntries(Object.entries(whole.networks[`${SEED}:mainnet`]).slice(0, 5));
      await writeFile(file, JSON.stringify({ version: 1, networks: { [`${SEED}:mainnet`]: some }, complete: [] }));
      const partial = new BlsCredentialStore(dir, nets());
      expect(partial.has('mainnet')).toBe(false);
      await partial.fill();
      expect(parseStoredCredentials(await readFile(file, 'utf8'))).toEqual(whole);
      // A kill between writing the temporary file and renaming it: the whole file before it is still what is read.
      await writeFile(file, complete);
      await writeFile(`${file}.12345.tmp`, complete.slice(0, 100));
      const store = new BlsCredentialStore(dir, nets());
      expect(store.has('mainnet') && store.has('fuji')).toBe(true);
      // A kill before the first whole file: nothing is read, so everything is computed again.
      await rm(file);
      expect(new BlsCredentialStore(dir, nets()).has('mainnet')).toBe(false);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
