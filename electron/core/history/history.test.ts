import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HISTORY_MAX } from '../../../shared/bridge/historyChannels';
import { tempDir } from '../../../test/support/rigs/tempDir';
import { createCore } from '../createCore';
import { MemoryKeyVault } from '../stores/keyVaultMemory';
import { HistoryStore } from './historyStore';

let dir: Awaited<ReturnType<typeof tempDir>>;
let time = 1_000;
beforeEach(async () => {
  dir = await tempDir();
});
afterEach(async () => {
  await dir.remove();
});
const visit = (n: number) => ({ path: `/blocks/${n}`, kind: 'Block', id: String(n) });

describe('history', () => {
  it('keeps each page once, newest first, capped, in a 0600 file; records nothing while paused; clears', async () => {
    const { store } = await HistoryStore.open(dir.path, () => (time += 1000));
    await store.record(visit(1));
    await store.record(visit(2));
    await store.record(visit(1));
    expect(store.state().entries.map((e) => e.id)).toEqual(['1', '2']);
    expect(store.state().entries[0].at).toBeGreaterThan(store.state().entries[1].at);
    expect((await stat(join(dir.path, 'history.json'))).mode & 0o777).toBe(0o600);

    await store.setPaused(true);
    await store.record(visit(3));
    expect(store.state()).toMatchObject({ paused: true, entries: [{ id: '1' }, { id: '2' }] });
    // Kept across launches.
    expect((await HistoryStore.open(dir.path)).store.state()).toMatchObject({ paused: true, entries: [{ id: '1' }, { id: '2' }] });
    await store.setPaused(false);

    for (let n = 10; n < 10 + HISTORY_MAX; n++) await store.record(visit(n));
    expect(store.state().entries).toHaveLength(HISTORY_MAX);
    expect(store.state().entries.at(-1)!.id).toBe('10');
    await store.clear();
    expect(store.state().entries).toEqual([]);
  }, 60_000);

  it('validates a visit in the main process, naming the field', async () => {
    const core = await createCore({
      dataDir: dir.path,
      vault: new MemoryKeyVault(),
      startLocalService: async () => ({ dataUrl: 'http://127.0.0.1:9', metricsUrl: 'http://127.0.0.1:9', close: async () => undefined }),
    });
    try {
      expect(await core.dispatch('history:record', { path: 'https://evil.example/', kind: 'Block', id: '1' })).toMatchObject({
        ok: false,
        error: { field: 'path', message: expect.stringMatching(/app path/) },
      });
      expect(await core.dispatch('history:record', { path: '/blocks/1', kind: '', id: '1' })).toMatchObject({
        ok: false,
        error: { field: 'kind' },
      });
      expect(await core.dispatch('history:setPaused', { paused: 'yes' })).toMatchObject({ ok: false, error: { field: 'paused' } });
      expect(await core.dispatch('history:record', visit(7))).toMatchObject({ ok: true, data: { entries: [{ path: '/blocks/7' }] } });
    } finally {
      await core.close();
    }
  });
});
