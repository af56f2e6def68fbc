import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ExportEntry, LIST_ENDPOINT_IDS } from '../../../shared/bridge/exportChannels';
import { readJsonFile, writeJsonAtomic } from '../stores/atomicJson';
import { createCore, type Core } from '../createCore';
import { MemoryKeyVault } from '../stores/keyVaultMemory';
import { json, startFaultServer } from '../../../test/support/faults/faultServer';
import { InputError } from '../inputError';
import { ExportHistory, HISTORY_LIMIT } from './exportHistory';
import { checkReportParams } from './reportParams';
import { makeTempDir, removeDir } from '../../../test/support/rigs/tempDir';

/**
 * Security review findings 3 (report params poisoning the history), 7 (an entry confirmed before
 * it was saved; leftover temp files) and the atomic write's temp file on failure.
 */

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function core(): Promise<{ core: Core; appDir: string }> {
  const appDir = makeTempDir('history');
  const folder = makeTempDir('history-folder');
  // One empty page of latest blocks: the reports started here finish at once.
  const api = await startFaultServer({ '/v1/chains/43114/blocks': (_req, res) => json(res, 200, { blocks: [] }) });
  const c = await createCore({
    dataDir: appDir,
    vault: new MemoryKeyVault(),
    startLocalService: async () => ({ dataUrl: api.url, metricsUrl: api.url, close: async () => undefined }),
  });
  cleanups.push(
    () => removeDir(appDir),
    () => removeDir(folder),
    () => api.close(),
    () => c.close(),
    () => c.services.exports.idle(),
  );
  expect(await c.dispatch('settings:update', { exportFolder: folder })).toMatchObject({ ok: true });
  return { core: c, appDir };
}

const report = (params: unknown) => ({
  endpointId: 'listLatestBlocks',
  params,
  columns: [{ id: 'n', header: 'Block', path: 'blockNumber', kind: 'text' }],
  format: 'csv',
  title: 'Latest blocks',
});

function deep(levels: number): unknown {
  let v: unknown = 'x';
  for (let i = 0; i < levels; i++) v = { v };
  return v;
}

describe('report params', () => {
  it.each([
    ['a param nested 20,000 deep', { chainId: '43114', junk: deep(20_000) }, 'params.junk'],
    ['900 KB of junk', { chainId: '43114', junk: 'j'.repeat(900_000) }, 'params.junk'],
    ['a name the endpoint does not take', { chainId: '43114', dropTables: 'yes' }, 'params.dropTables'],
    ['a bad value for a real param', { chainId: 'not-a-chain' }, 'params.chainId'],
  ])('refuses %s naming the param; the history stays usable and small', async (_what, params, field) => {
    const { core: c, appDir } = await core();
    const r = await c.dispatch('report:start', report(params));
    expect(r).toMatchObject({ ok: false, error: { status: 400, field } });
    expect(await c.dispatch('export:list', {})).toEqual({ ok: true, data: [] });
    const ok = await c.dispatch('report:start', report({ chainId: '43114' }));
    expect(ok).toMatchObject({ ok: true });
    expect(readFileSync(join(appDir, 'exports.json')).length).toBeLessThan(10_000);
    expect(readdirSync(appDir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('stores only the checked params, and answers after the entry is on disk', async () => {
    const { core: c, appDir } = await core();
    const r = await c.dispatch('report:start', report({ chainId: '43114' }));
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    const entry = r.data as ExportEntry;
    // Read at once, no waiting: the confirmed entry is already saved.
    const saved = JSON.parse(readFileSync(join(appDir, 'exports.json'), 'utf8')) as { entries: ExportEntry[] };
    expect(saved.entries.find((e) => e.id === entry.id)?.request).toMatchObject({ params: { chainId: '43114' } });
  });
});

describe('report params of every list', () => {
  it("are checked against each list endpoint's own schema: a clear InputError, never a crash", () => {
    for (const id of LIST_ENDPOINT_IDS) {
      try {
        checkReportParams(id, { notAParamOfAnyList: 'x' });
        throw new Error(`${id} accepted an unknown param`);
      } catch (err) {
        expect(err, id).toBeInstanceOf(InputError);
        expect((err as InputError).field, id).toBe('params.notAParamOfAnyList');
      }
    }
  });
});

describe('export history', () => {
  const entry = (i: number, status: ExportEntry['status'] = 'completed'): ExportEntry => ({
    id: `e${i}`,
    kind: 'report',
    title: `Report ${i}`,
    status,
    request: report({ chainId: '43114' }) as never,
    file: `/tmp/r${i}.csv`,
    format: 'csv',
    createdAt: i,
    updatedAt: i,
  });

  it(`keeps at most ${HISTORY_LIMIT} entries, dropping the oldest finished ones, never a running one`, async () => {
    const dir = makeTempDir('cap');
    cleanups.push(() => removeDir(dir));
    const history = await ExportHistory.open(dir);
    await history.add(entry(0, 'running'));
    // Unsaved puts (as progress ticks are) for speed; the last add saves the lot.
    for (let i = 1; i < HISTORY_LIMIT + 20; i++) history.put(entry(i), false);
    await history.add(entry(HISTORY_LIMIT + 20));
    const ids = history.list().map((e) => e.id);
    expect(ids).toHaveLength(HISTORY_LIMIT);
    expect(ids).toContain('e0');
    expect(ids).not.toContain('e1');
    expect(ids[0]).toBe(`e${HISTORY_LIMIT + 20}`);
    await history.flushed();
    expect((await ExportHistory.open(dir)).list()).toHaveLength(HISTORY_LIMIT);
  });

  it("reads an entry only with the request of its kind: a report that holds a server export's request is refused", () => {
    expect(ExportEntry.safeParse(entry(1)).success).toBe(true);
    const mixed = { ...entry(1), request: { addresses: ['0x71c7656ec7ab88b098defb751b7401b5f6d8976f'], includeChains: ['43114'] } };
    const parsed = ExportEntry.safeParse(mixed);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.some((i) => i.path[0] === 'request')).toBe(true);
  });

  it('an entry whose save fails is not reported as created, and leaves no temp file', async () => {
    const dir = makeTempDir('fail');
    cleanups.push(() => removeDir(dir));
    const history = await ExportHistory.open(dir);
    const bad = { ...entry(1), size: 10n as unknown as number };
    await expect(history.add(bad)).rejects.toThrow(/could not be saved/);
    expect(history.list()).toEqual([]);
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });
});

describe('atomic JSON temp files', () => {
  it('removes its temp file when the rename fails', async () => {
    const dir = makeTempDir('atomic');
    cleanups.push(() => removeDir(dir));
    // A folder where the file should be: the rename fails after the temp file was written.
    const target = join(dir, 'a.json');
    await writeFile(join(dir, 'keep'), '');
    await mkdir(join(target, 'inside'), { recursive: true });
    await expect(writeJsonAtomic(target, { n: 1 })).rejects.toThrow();
    expect(readdirSync(dir).sort()).toEqual(['a.json', 'keep']);
  });

  it('removes temp files a dead process left, not those of a live one', async () => {
    const dir = makeTempDir('stale');
    cleanups.push(() => removeDir(dir));
    const file = join(dir, 'a.json');
    await writeJsonAtomic(file, { n: 1 });
    const dead = `a.json.999999999.0badc0de.tmp`;
    const live = `a.json.${process.ppid}.0123abcd.tmp`;
    await writeFile(join(dir, dead), '{');
    await writeFile(join(dir, live), '{');
    expect((await readJsonFile(file, z.object({ n: z.number() }))).value).toEqual({ n: 1 });
    expect(readdirSync(dir).sort()).toEqual(['a.json', live]);
  });
});
