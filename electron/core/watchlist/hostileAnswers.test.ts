import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EndpointId } from '../../../shared/api/endpoints';
import { WatchTarget, type WatchAlert } from '../../../shared/bridge/watchlistChannels';
import { toChecksumAddress } from '../../../shared/codecs/evmAddress';
import { FakeWatchClock } from '../../../test/support/rigs/fakeWatchClock';
import { tempDir } from '../../../test/support/rigs/tempDir';
import { openWatchRig } from '../../../test/support/rigs/watchRig';
import { BridgeEventBus } from '../events';
import type { WatchClient } from './watchCheck';
import { WatchlistStore } from './watchlistStore';

/**
 * A hostile Data API origin against the watchlist file (issue 37): whatever an answer holds, what is
 * saved reads back at the next launch, and a file holding one unreadable item keeps the others.
 * The answers have the shape of getNativeBalance and listTransactions with the fields the origin stretches.
 */
const ME = toChecksumAddress(`0x${'1'.padStart(40, '0')}`);
const OTHER = toChecksumAddress(`0x${'9'.padStart(40, '0')}`);
const NODE = 'NodeID-7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg';

class HostileChain implements WatchClient {
  txs: { blockNumber: string; txHash: string; symbol?: string }[] = [];
  async request(id: EndpointId): Promise<never> {
    if (id === 'getNativeBalance')
      return { nativeTokenBalance: { name: 'Avalanche', symbol: 'AVAX', decimals: 18, chainId: '43114', balance: '5' } } as never;
    return {
      transactions: this.txs.map((t) => ({
        nativeTransaction: { blockNumber: t.blockNumber, txHash: t.txHash, from: { address: OTHER }, to: { address: ME }, value: '0' },
        erc20Transfers: t.symbol
          ? [{ from: { address: OTHER }, to: { address: ME }, value: '1', erc20Token: { symbol: t.symbol, decimals: 0 } }]
          : [],
        erc721Transfers: [],
        erc1155Transfers: [],
      })),
    } as never;
  }
}

let dir: Awaited<ReturnType<typeof tempDir>>;
let clock: FakeWatchClock;
let chain: HostileChain;
let events: BridgeEventBus;
let raised: WatchAlert[];
beforeEach(async () => {
  dir = await tempDir('watch-hostile');
  clock = new FakeWatchClock();
  chain = new HostileChain();
  events = new BridgeEventBus();
  raised = [];
  events.on('watch-alert', (a) => raised.push(a));
});
afterEach(async () => await dir.remove());

async function watchedTwo() {
  const rig = await openWatchRig({ dataDir: dir.path, clock, client: chain, events, names: { [ME]: 'Treasury' } });
  await rig.store.add(WatchTarget.parse({ kind: 'evmAddress', id: ME, chainId: '43114' }));
  await rig.store.add(WatchTarget.parse({ kind: 'validator', id: NODE, network: 'mainnet' }));
  chain.txs = [{ blockNumber: '100', txHash: `0x${'a'.repeat(64)}` }];
  await rig.scheduler.checkNow(rig.store.state().items[0].key);
  return rig;
}

describe('the watchlist against hostile answers', () => {
  it('saves an alert with a 102-character txHash and a huge block number so that the next launch reads both items', async () => {
    const { scheduler } = await watchedTwo();
    chain.txs = [{ blockNumber: '9'.repeat(600), txHash: `0x${'b'.repeat(100)}` }];
    clock.advance(60_000);
    await scheduler.checkNow(`43114:${ME.toLowerCase()}`);
    await scheduler.stop();
    expect(raised).toHaveLength(1);

    const { store, warning } = await WatchlistStore.open(dir.path);
    expect(warning).toBeUndefined();
    expect(store.state().items).toHaveLength(2);
    const [alert] = store.state().alerts;
    expect(alert.txHash).toBeUndefined();
    expect(alert.body.length).toBeLessThanOrEqual(500);
    // The block number was too long to keep: the item stays at the last one it could.
    expect(store.state().items[0].lastSeenBlock).toBe('100');
  });

  it('strips text-direction overrides a token symbol carries from the alert title and body', async () => {
    const { scheduler } = await watchedTwo();
    chain.txs = [{ blockNumber: '101', txHash: `0x${'c'.repeat(64)}`, symbol: 'USD\u202eC\u2066X\u0007' }];
    clock.advance(60_000);
    await scheduler.checkNow(`43114:${ME.toLowerCase()}`);
    await scheduler.stop();
    expect(raised[0].title).toBe('Treasury: incoming transaction: received 1 USDCX');
    const { store } = await WatchlistStore.open(dir.path);
    expect(store.state().alerts[0].title).toBe(raised[0].title);
  });

  it('raises one grouped alert for a busy address whose check finds 250 new transactions', async () => {
    const { scheduler } = await watchedTwo();
    // The origin ignores pageSize: 250 transactions in one answer, newest first.
    chain.txs = Array.from({ length: 250 }, (_, i) => ({
      blockNumber: String(400 - i),
      txHash: `0x${(400 - i).toString(16).padStart(64, 'd')}`,
    }));
    clock.advance(60_000);
    await scheduler.checkNow(`43114:${ME.toLowerCase()}`);
    expect(raised).toHaveLength(1);
    expect(raised[0].title).toBe('Treasury: 250 new transactions');
    expect(raised[0].body).toMatch(/^250 transactions .* while it was not checked; open the address for each of them\.$/);
    // The same answer again raises nothing.
    clock.advance(60_000);
    await scheduler.checkNow(`43114:${ME.toLowerCase()}`);
    await scheduler.stop();
    expect(raised).toHaveLength(1);
    const { store, warning } = await WatchlistStore.open(dir.path);
    expect(warning).toBeUndefined();
    expect(store.state().alerts).toHaveLength(1);
  });

  it('reads the file item by item: a bad alert is dropped and named, the items kept and the file copied aside', async () => {
    const { scheduler } = await watchedTwo();
    await scheduler.stop();
    const file = join(dir.path, 'watchlist.json');
    const saved = JSON.parse(await readFile(file, 'utf8'));
    saved.alerts = [
      { id: 'good', itemKey: saved.items[0].key, at: 1, title: 'ok', body: 'ok', read: false },
      { id: 'bad', itemKey: saved.items[0].key, at: 1, title: 'x', body: 'x', txHash: `0x${'b'.repeat(100)}`, read: false },
    ];
    const text = JSON.stringify(saved);
    await writeFile(file, text);

    const { store, warning } = await WatchlistStore.open(dir.path);
    expect(store.state().items).toHaveLength(2);
    expect(store.state().alerts.map((a) => a.id)).toEqual(['good']);
    expect(warning).toMatch(/1 could not be read and was dropped \(alert 1 \("bad"\): txHash: /);
    const copy = (await readdir(dir.path)).find((f) => f.startsWith('watchlist.json.dropped-'))!;
    expect(warning).toContain(copy);
    expect(await readFile(join(dir.path, copy), 'utf8')).toBe(text);
  });
});
