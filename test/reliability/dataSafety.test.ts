import { spawn } from 'node:child_process';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCore } from '../../electron/core/createCore';
import { ExportHistory } from '../../electron/core/exports/exportHistory';
import { openEncryptedFileVault } from '../../electron/core/stores/keyVaultAesGcm';
import { ProfilesStore } from '../../electron/core/stores/profiles';
import { SettingsStore } from '../../electron/core/stores/settingsStore';
import { tempDir } from '../support/rigs/tempDir';
import { startService } from '../../service/index';
import { entryVersion, profileVersion, settingsVersion } from './storeVersions';

let dir: Awaited<ReturnType<typeof tempDir>>;
beforeEach(async () => (dir = await tempDir()));
afterEach(() => dir.remove());

const WRITER = join(import.meta.dirname, 'storeWriter.ts');
const KILLS = 12;

/** A tiny seeded generator: a failing kill schedule can be replayed from the printed seed. */
function seeded(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => (x = (Math.imul(x, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

type Acked = Record<'settings' | 'profiles' | 'history', number>;

/** Runs the writer until it has been writing for `ms`, then SIGKILLs it; returns the last version of each store it reported as written. */
async function writeThenKill(dataDir: string, ms: number, acked: Acked): Promise<Acked> {
  const child = spawn(process.execPath, ['--import', 'tsx', WRITER, dataDir], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const seen = { ...acked };
  await new Promise<void>((resolve, reject) => {
    let buffered = '';
    child.stdout.on('data', (c: Buffer) => {
      buffered += c.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        if (line === 'ready') setTimeout(resolve, ms);
        const [store, version] = line.split(' ');
        if (store in seen) seen[store as keyof Acked] = Number(version);
      }
    });
    child.on('exit', (code) => reject(new Error(`the writer exited by itself (${code}): ${stderr}`)));
  });
  child.kill('SIGKILL');
  await exited;
  return seen;
}

describe('data safety', () => {
  it('settings, profiles and export history killed mid-write are the old or the new version, never corrupt', async () => {
    const seed = Date.now() % 100_000;
    const random = seeded(seed);
    let acked: Acked = { settings: 0, profiles: 0, history: 0 };
    const killedAt: number[] = [];
    for (let i = 0; i < KILLS; i++) {
      const ms = Math.floor(random() * 150);
      killedAt.push(ms);
      acked = await writeThenKill(dir.path, ms, acked);
      const context = `kill ${i + 1} after ${ms} ms (seed ${seed})`;

      const settings = await SettingsStore.open(dir.path);
      const profiles = await ProfilesStore.open(dir.path);
      const history = await ExportHistory.open(dir.path);
      expect([settings.warning, profiles.warning, history.warning], context).toEqual([undefined, undefined, undefined]);
      // Written and reported = must be there; one more may have landed just before the kill.
      expect(settingsVersion(settings.store.get()) - acked.settings, context).toBeOneOf([0, 1]);
      expect(profileVersion(profiles.store.state()) - acked.profiles, context).toBeOneOf([0, 1]);
      const entries = history.list();
      expect(entryVersion(entries) - acked.history, context).toBeOneOf([0, 1]);
      // Every entry ever written is still there, newest first.
      expect(
        entries.map((e) => e.id),
        context,
      ).toEqual(Array.from({ length: entries.length }, (_, k) => `e${entries.length - k}`));
      acked = {
        settings: settingsVersion(settings.store.get()),
        profiles: profileVersion(profiles.store.state()),
        history: entryVersion(entries),
      };
    }
    console.log(
      `data safety: ${KILLS} kills at ${killedAt.join(', ')} ms (seed ${seed}); reached settings v${acked.settings}, profiles v${acked.profiles}, history v${acked.history}`,
    );
    expect(acked.settings).toBeGreaterThan(KILLS);
    // Temp files of interrupted writes never replace a store file.
    const leftovers = (await readdir(dir.path)).filter((f) => f.endsWith('.tmp'));
    for (const f of leftovers) expect(f).toMatch(/^(settings|profiles|exports)\.json\.\d+\.[0-9a-f]+\.tmp$/);
  }, 120_000);

  it('sets corrupt settings, profiles and history files aside at start and reports them', async () => {
    const damaged = { 'settings.json': '{"theme": "dark", "currency": ', 'profiles.json': '{"activeId": 5}', 'exports.json': 'not json' };
    for (const [file, text] of Object.entries(damaged)) await writeFile(join(dir.path, file), text);
    const service = await startService({ blockIntervalMs: 0, dataDir: join(dir.path, 'service') });
    const core = await createCore({
      dataDir: dir.path,
      vault: await openEncryptedFileVault(dir.path),
      startLocalService: async () => ({ dataUrl: service.dataUrl, metricsUrl: service.metricsUrl, close: async () => {} }),
      log: () => {},
    });
    try {
      expect(core.warnings).toHaveLength(3);
      expect(core.warnings.join('\n')).toMatch(/settings\.json was damaged \(not valid JSON\); it was kept as settings\.json\.corrupt-/);
      expect(core.warnings.join('\n')).toMatch(/profiles\.json was damaged \(activeId: .*\); it was kept as profiles\.json\.corrupt-/);
      expect(core.warnings.join('\n')).toMatch(/exports\.json was damaged \(not valid JSON\); it was kept as exports\.json\.corrupt-/);
      // The user sees them with the connection status, and the app runs on defaults.
      expect(core.services.connection.status().message).toContain('settings.json was damaged');
      expect(core.services.settings.get().theme).toBe('system');
      const files = await readdir(dir.path);
      for (const [file, text] of Object.entries(damaged)) {
        const aside = files.find((f) => f.startsWith(`${file}.corrupt-`));
        expect(aside, `${file} set aside`).toMatch(/\.corrupt-/);
        expect(await readFile(join(dir.path, aside as string), 'utf8')).toBe(text);
      }
    } finally {
      await core.close();
      await service.close();
    }
  }, 60_000);
});
