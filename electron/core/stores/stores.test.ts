import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readJsonFile, writeJsonAtomic } from './atomicJson';
import { InputError } from '../inputError';
import { LOCAL_PROFILE_ID, ProfilesStore } from './profiles';
import { SettingsStore } from './settingsStore';
import { tempDir } from '../../../test/support/rigs/tempDir';

let dir: Awaited<ReturnType<typeof tempDir>>;
beforeEach(async () => (dir = await tempDir()));
afterEach(() => dir.remove());

const remote = {
  name: 'Public API',
  dataUrl: 'https://data.example.com',
  metricsUrl: 'https://metrics.example.com',
  defaultNetwork: 'fuji' as const,
};

describe('atomic JSON', () => {
  it('writes and reads back with validation, leaving no temp file', async () => {
    const file = join(dir.path, 'nested', 'a.json');
    await writeJsonAtomic(file, { n: 1 });
    expect(await readJsonFile(file, z.object({ n: z.number() }))).toEqual({ value: { n: 1 } });
    expect(await readdir(join(dir.path, 'nested'))).toEqual(['a.json']);
  });

  it('sets a corrupt file aside and reports it', async () => {
    const file = join(dir.path, 'a.json');
    await writeFile(file, '{"n": ');
    const read = await readJsonFile(file, z.object({ n: z.number() }), () => new Date('2026-01-02T03:04:05Z'));
    expect(read.value).toBeUndefined();
    expect(read.warning).toContain('a.json.corrupt-2026-01-02T03-04-05-000Z');
    expect(await readFile(join(dir.path, 'a.json.corrupt-2026-01-02T03-04-05-000Z'), 'utf8')).toBe('{"n": ');
  });

  it('treats a file that fails the schema as corrupt and names the field', async () => {
    const file = join(dir.path, 'a.json');
    await writeFile(file, '{"n": "one"}');
    const read = await readJsonFile(file, z.object({ n: z.number() }));
    expect(read.warning).toMatch(/n: .*number/);
    expect((await readdir(dir.path)).some((f) => f.startsWith('a.json.corrupt-'))).toBe(true);
  });
});

describe('SettingsStore', () => {
  it('starts from defaults, persists updates and reads them back', async () => {
    const { store } = await SettingsStore.open(dir.path);
    expect(store.get()).toMatchObject({ theme: 'system', network: 'mainnet', currency: 'usd' });
    await store.update({ theme: 'dark', currency: 'eur' });
    const { store: again, warning } = await SettingsStore.open(dir.path);
    expect(warning).toBeUndefined();
    expect(again.get()).toMatchObject({ theme: 'dark', currency: 'eur', network: 'mainnet' });
  });

  it('survives a corrupt settings file: defaults, a warning, the file kept aside', async () => {
    await writeFile(join(dir.path, 'settings.json'), 'not json at all');
    const { store, warning } = await SettingsStore.open(dir.path);
    expect(store.get().theme).toBe('system');
    expect(warning).toMatch(/settings\.json was damaged .*kept as settings\.json\.corrupt-/);
  });
});

describe('ProfilesStore', () => {
  it('has the local profile active by default', async () => {
    const { store } = await ProfilesStore.open(dir.path);
    expect(store.state()).toEqual({
      activeId: LOCAL_PROFILE_ID,
      profiles: [{ id: 'local', name: 'Local network (simulated)', kind: 'local', defaultNetwork: 'mainnet' }],
    });
  });

  it('adds, edits, activates and removes remote profiles, persisting them', async () => {
    const { store } = await ProfilesStore.open(dir.path);
    const id = await store.save(remote);
    await store.activate(id);
    await store.save({ ...remote, name: 'Renamed' }, id);
    let reopened = (await ProfilesStore.open(dir.path)).store;
    expect(reopened.active()).toMatchObject({ id, name: 'Renamed', kind: 'remote', dataUrl: remote.dataUrl });
    await reopened.remove(id);
    reopened = (await ProfilesStore.open(dir.path)).store;
    expect(reopened.state().activeId).toBe(LOCAL_PROFILE_ID);
    expect(reopened.state().profiles).toHaveLength(1);
  });

  it('refuses to edit or remove the local profile and unknown ids, naming the field', async () => {
    const { store } = await ProfilesStore.open(dir.path);
    await expect(store.remove(LOCAL_PROFILE_ID)).rejects.toMatchObject({ field: 'id' });
    await expect(store.save(remote, LOCAL_PROFILE_ID)).rejects.toBeInstanceOf(InputError);
    await expect(store.activate('nope')).rejects.toMatchObject({ field: 'id' });
    await store.save(remote);
    await expect(store.save(remote)).rejects.toMatchObject({ field: 'profile.name' });
  });

  it('survives a corrupt profiles file', async () => {
    await writeFile(join(dir.path, 'profiles.json'), JSON.stringify({ activeId: 'x', profiles: [{ name: '' }] }));
    const { store, warning } = await ProfilesStore.open(dir.path);
    expect(store.active().id).toBe(LOCAL_PROFILE_ID);
    expect(warning).toContain('profiles.json was damaged');
  });
});
