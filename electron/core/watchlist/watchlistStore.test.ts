import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_ALERT_DAYS } from '../../../shared/bridge/watchlistAlertDays';
import { WatchTarget } from '../../../shared/bridge/watchlistChannels';
import { tempDir } from '../../../test/support/rigs/tempDir';
import { WatchlistStore } from './watchlistStore';

/** watchlist.json on disk: every kind round-trips, a damaged file is set aside and reported, an unreadable item dropped and named, no concurrent write is lost. */
let dir: Awaited<ReturnType<typeof tempDir>>;
beforeEach(async () => (dir = await tempDir()));
afterEach(async () => await dir.remove());

const P_ADDRESS = 'P-avax18jma8ppw3nhx5r4ap8clazz0dps7rv5ukulre5';
const NODE = 'NodeID-7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg';
const SUBNET = '2YtBCDwh6hbtFh4oqS6M5nGcL2TCBhHVjyu1iDEakoy4tR8Cud';
const targets = [
  { kind: 'pxAddress', id: P_ADDRESS, network: 'mainnet' },
  { kind: 'validator', id: NODE, network: 'mainnet' },
  { kind: 'l1', id: SUBNET, network: 'fuji' },
].map((t) => WatchTarget.parse(t));

describe('watchlist store', () => {
  it('keeps every kind with what its check saw, and the alert days, across a reopen', async () => {
    const { store } = await WatchlistStore.open(dir.path);
    for (const t of targets) await store.add(t);
    await store.recordCheck(
      `fuji:l1:${SUBNET}`,
      { l1Validators: [{ validationId: SUBNET, nodeId: NODE, remainingBalance: '1000', runsOutAt: 5 }] },
      [],
    );
    await store.recordCheck(`mainnet:validator:${NODE}`, { endTimestamp: 9, uptimePerformance: 98.5, pendingReward: '77' }, []);
    await store.setAlertDays('l1Balance', 30);
    const { store: again, warning } = await WatchlistStore.open(dir.path);
    expect(warning).toBeUndefined();
    expect(again.state().items.map((i) => i.key)).toEqual([
      `mainnet:pxAddress:${P_ADDRESS}`,
      `mainnet:validator:${NODE}`,
      `fuji:l1:${SUBNET}`,
    ]);
    expect(again.state().items[1]).toMatchObject({ endTimestamp: 9, uptimePerformance: 98.5, pendingReward: '77' });
    expect(again.state().items[2].l1Validators).toEqual([{ validationId: SUBNET, nodeId: NODE, remainingBalance: '1000', runsOutAt: 5 }]);
    expect(again.state().alertDays).toEqual({ ...DEFAULT_ALERT_DAYS, l1Balance: 30 });
  });

  it('reads a file from before the alert days with the defaults', async () => {
    await writeFile(join(dir.path, 'watchlist.json'), JSON.stringify({ version: 1, items: [], alerts: [] }));
    const { store, warning } = await WatchlistStore.open(dir.path);
    expect(warning).toBeUndefined();
    expect(store.state().alertDays).toEqual(DEFAULT_ALERT_DAYS);
  });

  it('sets a file that is not JSON aside, reports it and starts empty', async () => {
    const text = '{"version":1,"items":[';
    await writeFile(join(dir.path, 'watchlist.json'), text);
    const { store, warning } = await WatchlistStore.open(dir.path);
    expect(warning).toMatch(/not valid JSON/);
    expect(warning).toMatch(/kept as watchlist\.json\.corrupt-/);
    expect(store.state()).toMatchObject({ items: [], alerts: [], unread: 0 });
    const aside = (await readdir(dir.path)).find((f) => f.startsWith('watchlist.json.corrupt-'))!;
    expect(await readFile(join(dir.path, aside), 'utf8')).toBe(text);
  });

  it.each([
    [
      'an item with a balance that is not a whole number',
      { items: [{ key: 'k', kind: 'pxAddress', id: P_ADDRESS, addedAt: 1, balance: '1.5' }], alerts: [] },
      /item 0 \("P-avax1\w+"\): balance/,
    ],
    ['alert days out of range', { items: [], alerts: [], alertDays: { stakeEnding: 0, l1Balance: 14 } }, /alertDays: /],
  ])('drops what cannot be read (%s), names it and keeps a copy of the file', async (_what, content, reason) => {
    const text = JSON.stringify({ version: 1, ...content });
    await writeFile(join(dir.path, 'watchlist.json'), text);
    const { store, warning } = await WatchlistStore.open(dir.path);
    expect(warning).toMatch(reason);
    expect(warning).toMatch(/kept as watchlist\.json\.dropped-/);
    expect(store.state()).toMatchObject({ items: [], alerts: [], unread: 0, alertDays: DEFAULT_ALERT_DAYS });
    const aside = (await readdir(dir.path)).find((f) => f.startsWith('watchlist.json.dropped-'))!;
    expect(await readFile(join(dir.path, aside), 'utf8')).toBe(text);
  });

  it('loses no write made at the same time', async () => {
    const { store } = await WatchlistStore.open(dir.path);
    const nodes = Array.from({ length: 12 }, (_, i) =>
      WatchTarget.parse({ kind: 'validator', id: `NodeID-${'ABCDEFGHJKLM'[i]}${NODE.slice(8)}`, network: 'mainnet' }),
    );
    await Promise.all([...nodes.map((t) => store.add(t)), store.setAlertDays('stakeEnding', 3), store.setAlertDays('l1Balance', 20)]);
    const { store: again } = await WatchlistStore.open(dir.path);
    expect(
      again
        .state()
        .items.map((i) => i.id)
        .sort(),
    ).toEqual(nodes.map((t) => t.id).sort());
    expect(again.state().alertDays).toEqual({ stakeEnding: 3, l1Balance: 20 });
  });
});
