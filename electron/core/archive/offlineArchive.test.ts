import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tempDir } from '../../../test/support/rigs/tempDir';
import { isFinalAnswer } from './archivePolicy';
import { OfflineArchive } from './offlineArchive';

/** Answers in the shape of getPrimaryBlock (the endpoint table's schema, from the Data API's PrimaryNetworkBlock). */
const block = (n: number, pad = 0) => ({
  blockNumber: String(n),
  blockHash: `${'h'.repeat(40)}${n}`,
  parentHash: 'p'.repeat(44),
  blockTimestamp: 1_700_000_000 + n,
  blockType: 'Standard',
  txCount: 0,
  transactions: [],
  blockSizeBytes: 100 + pad,
  ...(pad ? { note: 'x'.repeat(pad) } : {}),
});
const path = (n: number) => `/v1/networks/mainnet/blockchains/p-chain/blocks/${n}`;

let dir: Awaited<ReturnType<typeof tempDir>>;
let time: number;
const now = () => time;
beforeEach(async () => {
  dir = await tempDir();
  time = 1_000_000;
});
afterEach(async () => {
  await dir.remove();
});

const open = (maxBytes?: number, profile = 'local', origin = 'embedded-local-service') =>
  OfflineArchive.open(dir.path, profile, origin, { maxBytes, now });
/** The files of the one archive folder the test made. */
const files = async () => {
  const root = join(dir.path, 'archive');
  const [folder] = await readdir(root);
  return (await readdir(join(root, folder))).map((f) => join(root, folder, f));
};

describe('the offline archive', () => {
  it('keeps each answer in a file of its own, mode 0600, for its profile and origin only, with when it was saved', async () => {
    const archive = await open();
    await archive.save('getPrimaryBlock', path(1), block(1));
    expect(await archive.get('getPrimaryBlock', path(1))).toEqual({ answer: block(1), savedAt: 1_000_000 });
    const [file] = await files();
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(archive.size()).toEqual({ bytes: (await stat(file)).size, entries: 1 });

    expect(await (await open(undefined, 'other')).get('getPrimaryBlock', path(1))).toBeUndefined();
    expect(await (await open(undefined, 'local', 'https://data-api.avax.network')).get('getPrimaryBlock', path(1))).toBeUndefined();
    // Reopened (the next launch), it is still there.
    expect((await (await open()).get('getPrimaryBlock', path(1)))?.answer).toEqual(block(1));
  });

  it('stays within its size, evicting the least recently used first, across launches', async () => {
    // One entry's size on disk, from an archive of its own.
    const probe = await OfflineArchive.open(dir.path, 'probe', 'x', { now });
    await probe.save('getPrimaryBlock', path(0), block(0, 1000));
    const one = probe.size().bytes;
    const archive = await open(one * 3 + 10);
    for (const n of [1, 2, 3]) {
      time += 1000;
      await archive.save('getPrimaryBlock', path(n), block(n, 1000));
    }
    time += 1000;
    // Block 1 read again: block 2 is now the least recently used.
    expect((await archive.get('getPrimaryBlock', path(1)))?.answer).toEqual(block(1, 1000));
    time += 1000;
    await archive.save('getPrimaryBlock', path(4), block(4, 1000));
    expect(archive.size().entries).toBe(3);
    expect(archive.size().bytes).toBeLessThanOrEqual(one * 3 + 10);
    expect(await archive.get('getPrimaryBlock', path(2))).toBeUndefined();

    // The next launch reads the order from the files' times: block 3 goes next.
    const again = await open(one * 3 + 10);
    time += 1000;
    await again.get('getPrimaryBlock', path(1));
    await again.get('getPrimaryBlock', path(4));
    time += 1000;
    await again.save('getPrimaryBlock', path(5), block(5, 1000));
    expect(await again.get('getPrimaryBlock', path(3))).toBeUndefined();
    for (const n of [1, 4, 5]) expect((await again.get('getPrimaryBlock', path(n)))?.answer).toEqual(block(n, 1000));
  });

  it('loses only a damaged entry: unreadable JSON, a wrong shape or another entry under its name', async () => {
    const archive = await open();
    for (const n of [1, 2, 3, 4]) await archive.save('getPrimaryBlock', path(n), block(n));
    const byBlock = new Map<number, string>();
    for (const f of await files()) byBlock.set(Number(JSON.parse(await readFile(f, 'utf8')).answer.blockNumber), f);
    await writeFile(byBlock.get(1)!, '{"version":1,"endpointId":"getPrimaryBl');
    const wrong = JSON.parse(await readFile(byBlock.get(2)!, 'utf8'));
    await writeFile(byBlock.get(2)!, JSON.stringify({ ...wrong, answer: { ...wrong.answer, blockTimestamp: 'soon' } }));
    await writeFile(byBlock.get(3)!, await readFile(byBlock.get(4)!, 'utf8'));

    const reopened = await open();
    expect(await reopened.get('getPrimaryBlock', path(1))).toBeUndefined();
    expect(await reopened.get('getPrimaryBlock', path(2))).toBeUndefined();
    expect(await reopened.get('getPrimaryBlock', path(3))).toBeUndefined();
    expect((await reopened.get('getPrimaryBlock', path(4)))?.answer).toEqual(block(4));
    expect(reopened.size().entries).toBe(1);
    expect(await files()).toEqual([byBlock.get(4)]);
  });

  it('clears, and writes nothing once closed', async () => {
    const archive = await open();
    await archive.save('getPrimaryBlock', path(1), block(1));
    await archive.clear();
    expect(archive.size()).toEqual({ bytes: 0, entries: 0 });
    expect(await files()).toEqual([]);
    await archive.close();
    await archive.save('getPrimaryBlock', path(2), block(2));
    expect(await files()).toEqual([]);
  });
});

describe('what is final', () => {
  const today = Date.UTC(2026, 10, 28, 12) / 1000;
  it('a block or transaction by id and the metrics of finished days; never a latest list or a balance', () => {
    expect(isFinalAnswer('getTransaction', {}, today)).toBe(true);
    expect(isFinalAnswer('getBlock', {}, today)).toBe(true);
    expect(isFinalAnswer('getPrimaryTransaction', {}, today)).toBe(true);
    expect(isFinalAnswer('listLatestBlocks', {}, today)).toBe(false);
    expect(isFinalAnswer('getNativeBalance', {}, today)).toBe(false);
    expect(isFinalAnswer('getChainMetric', { timeInterval: 'day', endTimestamp: Date.UTC(2026, 10, 27, 23) / 1000 }, today)).toBe(true);
    expect(isFinalAnswer('getChainMetric', { timeInterval: 'day', endTimestamp: Date.UTC(2026, 10, 28, 1) / 1000 }, today)).toBe(false);
    expect(isFinalAnswer('getChainMetric', { timeInterval: 'day' }, today)).toBe(false);
    expect(isFinalAnswer('getChainMetric', { timeInterval: 'hour', endTimestamp: 1 }, today)).toBe(false);
  });
});
