import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tempDir } from '../../../test/support/rigs/tempDir';
import { HistoryCache } from './historyCache';

/** portfolio-history.json read part by part (issue 37): a part the reader refuses costs only that part. */
let dir: Awaited<ReturnType<typeof tempDir>>;
beforeEach(async () => (dir = await tempDir('history-cache')));
afterEach(async () => await dir.remove());

describe('value-history cache', () => {
  it('keeps the good parts of a file holding one it cannot read, names that one and copies the file aside', async () => {
    const notes = Array.from({ length: 21 }, (_, i) => `T${i} on chain 43114 not valued: no price that day`);
    await writeFile(
      join(dir.path, 'portfolio-history.json'),
      JSON.stringify({ version: 1, parts: { good: { value: '1.5', notes: [] }, bad: { notes } } }),
    );
    const { cache, warning } = await HistoryCache.open(dir.path);
    expect(cache.get('good')).toEqual({ value: '1.5', notes: [] });
    expect(cache.get('bad')).toBeUndefined();
    expect(warning).toMatch(/part "bad": notes: /);
    expect((await readdir(dir.path)).some((f) => f.startsWith('portfolio-history.json.dropped-'))).toBe(true);
  });
});
