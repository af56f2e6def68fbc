import { describe, expect, it } from 'vitest';
import { WatchlistStore } from '../electron/core/watchlist/watchlistStore';
import { ALERTS_SHOWN } from '../renderer/watchlist/alertsShown';
import { discoverSampleRequests } from '../test/reliability/sampleRequests';
import { dataFolderService } from '../test/support/rigs/dataFolderService';
import { tempDir } from '../test/support/rigs/tempDir';
import { seedLongDayWatchlist } from './longDaySeed';

const localService = dataFolderService();

describe("the long day's seeded watchlist", () => {
  it('leaves the steady state of a day open: more unread alerts than the page shows, a changed balance, the item caught up', async () => {
    const { dataUrl, metricsUrl } = localService();
    const urls = { dataUrl, metricsUrl };
    const { chainId, address } = (await discoverSampleRequests(urls)).find((s) => s.id === 'getNativeBalance')!.params as {
      chainId: string;
      address: string;
    };
    const data = await tempDir('long-day-seed');
    try {
      await seedLongDayWatchlist(data.path, urls, chainId, address);
      // What the app reads from the folder at start, not what the seed answered.
      const state = (await WatchlistStore.open(data.path)).store.state();
      expect(state.items).toHaveLength(1);
      const [item] = state.items;
      expect(item).toMatchObject({ kind: 'evmAddress', chainId });
      expect(item.id.toLowerCase()).toBe(address.toLowerCase());
      expect(item.lastSeenBlock).toMatch(/^\d+$/);
      expect(item.balance).not.toBe(item.seenBalance);
      // A new alert then replaces a shown one, the "Show older" button is already there, and the badge already counts.
      expect(state.alerts.length).toBeGreaterThan(ALERTS_SHOWN);
      expect(state.unread).toBe(state.alerts.length);
      for (const a of state.alerts) expect(a).toMatchObject({ itemKey: item.key, txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/) });
      // Each alert is one of the address's transactions newer than the block the item has seen up to.
      const newest = Math.max(...state.alerts.map((a) => Number(/in block (\d+)/.exec(a.body)![1])));
      expect(String(newest)).toBe(item.lastSeenBlock);
    } finally {
      await data.remove();
    }
  }, 60_000);
});
