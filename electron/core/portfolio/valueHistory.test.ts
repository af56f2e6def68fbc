import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointId, EndpointParams, EndpointResponse } from '../../../shared/api/endpoints';
import type { HistoryRequest, Portfolio } from '../../../shared/bridge/portfolioChannels';
import { addressOnChain } from '../../../shared/codecs/bech32';
import { addDecimals, amountTimesPrice, decimalToString, ZERO, type Decimal } from '../../../shared/format/decimal';
import { NETWORK_IDS } from '../../../shared/network/primaryNetworkIds';
import { Prices } from '../../../service/sim/prices';
import { describePrimaryNetwork } from '../../../test/support/rigs/primaryNetworkFacts';
import { startPrimaryTestService, TEST_SEED, TEST_START_MS, type PrimaryTestService } from '../../../test/support/rigs/primaryTestService';
import { tempDir } from '../../../test/support/rigs/tempDir';
import { ApiClient } from '../apiClient/apiClient';
import type { HistoryClient } from './dayBlocks';
import { HistoryCache } from './historyCache';
import { spanDates, valueHistory } from './valueHistory';

/**
 * The value history against the local service over HTTP: each day's value must be the balances
 * as of that day's end times that day's price, where the price comes from the simulation's own
 * price table (service/sim/prices.ts), not from the answers the history read.
 */
let rig: PrimaryTestService;
let dir: Awaited<ReturnType<typeof tempDir>>;
let api: ApiClient;
let portfolio: Portfolio;
const C_CHAIN = '43114';
const prices = new Prices(TEST_SEED);
const DAY = 86_400;

/** Records every request, then passes it to the real client. */
class Recording implements HistoryClient {
  calls: Array<{ id: EndpointId; params: Record<string, unknown> }> = [];
  request<Id extends EndpointId>(id: Id, params: EndpointParams<Id>): Promise<EndpointResponse<Id>> {
    this.calls.push({ id, params: params as Record<string, unknown> });
    return api.request(id, params);
  }
}

beforeAll(async () => {
  rig = await startPrimaryTestService();
  dir = await tempDir('portfolio-history');
  // A fresh client per request set: its answer cache must not hide requests from the recorder.
  api = new ApiClient({ dataUrl: rig.service.dataUrl, metricsUrl: rig.service.metricsUrl, cacheEntries: 0 });
  const { transactions } = await api.request('listLatestTransactions', { chainId: C_CHAIN, pageSize: 20 });
  const sender = transactions?.[0]?.from?.address as string;
  const user = describePrimaryNetwork(rig.expected, 'mainnet', TEST_START_MS / 1000).addresses.user;
  portfolio = {
    id: 'p1',
    name: 'Test',
    createdAt: 0,
    members: [
      { kind: 'primary', address: user.slice(2) },
      { kind: 'evm', address: sender, chainIds: [C_CHAIN] },
    ],
  };
}, 60_000);
afterAll(async () => {
  await rig?.service.close();
  await dir?.remove();
});

const request: HistoryRequest = { id: 'p1', days: 7, currency: 'eur', network: 'mainnet' };

/** What a day must be worth, read independently: the day's last block found by walking, balances there, the simulation's price of that day. */
async function expectedValue(date: string, end: number): Promise<string> {
  let value: Decimal = ZERO;
  const avaxId = NETWORK_IDS.mainnet.avaxAssetId;
  const avaxPrice = prices.price('AVAX', 'eur', end).value;
  for (const member of portfolio.members) {
    if (member.kind === 'primary') {
      for (const chain of ['P', 'X', 'C'] as const) {
        const { balances } = await api.request('getPrimaryBalances', {
          network: 'mainnet',
          blockchainId: `${chain.toLowerCase()}-chain` as 'p-chain',
          addresses: addressOnChain(member.address, chain),
          blockTimestamp: end,
        });
        for (const entries of Object.values(balances ?? {})) {
          for (const e of entries as Array<{ assetId?: string; amount?: string }>) {
            if (e.assetId === avaxId) value = addDecimals(value, amountTimesPrice(e.amount!, 9, avaxPrice)!);
          }
        }
      }
    } else {
      const block = await lastBlockOf(end);
      const page = await api.request('listErc20Balances', {
        chainId: C_CHAIN,
        address: member.address,
        blockNumber: String(block),
        currency: 'eur',
        pageSize: 500,
      });
      for (const h of [page.nativeTokenBalance, ...(page.erc20TokenBalances ?? [])]) {
        if (!h?.balance || h.balance === '0' || !h.price) continue;
        value = addDecimals(value, amountTimesPrice(h.balance, h.decimals!, prices.price(h.symbol!, 'eur', end).value)!);
      }
    }
  }
  expect(date).toBe(new Date(end * 1000).toISOString().slice(0, 10));
  return decimalToString(value);
}

/** The last C-Chain block at or before `t`, checked against its successor. */
async function lastBlockOf(t: number): Promise<number> {
  const { blocks } = await api.request('listLatestBlocks', { chainId: C_CHAIN, pageSize: 1 });
  let lo = 0;
  let hi = Number(blocks![0].blockNumber);
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    const b = await api.request('getBlock', { chainId: C_CHAIN, blockId: String(mid) });
    if (b.blockTimestamp! <= t) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

describe('portfolio value history against the local service', () => {
  it('is the balances as of each day end times that day’s price; reopening asks only for the newest day', async () => {
    const now = () => TEST_START_MS;
    const first = new Recording();
    const cache = (await HistoryCache.open(dir.path)).cache;
    const history = await valueHistory(portfolio, request, { client: first, cache, profileId: 'local', now });
    expect(history.days.map((d) => d.date)).toEqual(spanDates(7, TEST_START_MS));
    for (const [i, day] of history.days.entries()) {
      const end = i === 6 ? TEST_START_MS / 1000 : Date.parse(`${day.date}T00:00:00Z`) / 1000 + DAY - 1;
      expect(day.value, day.date).toBe(await expectedValue(day.date, end));
    }
    expect(history.days.some((d) => d.value !== '0')).toBe(true);
    expect(first.calls.filter((c) => c.id === 'getPrimaryBalances')).toHaveLength(7 * 3);

    // Reopened from disk: only today is asked for.
    const again = new Recording();
    const reopened = (await HistoryCache.open(dir.path)).cache;
    const second = await valueHistory(portfolio, request, { client: again, cache: reopened, profileId: 'local', now });
    expect(second.days).toEqual(history.days);
    const todayStart = Math.floor(TEST_START_MS / 1000 / DAY) * DAY;
    const balanceCalls = again.calls.filter(
      (c) => c.id === 'getPrimaryBalances' || c.id === 'listErc20Balances' || c.id === 'getNativeBalance',
    );
    expect(balanceCalls.filter((c) => c.id === 'getPrimaryBalances').map((c) => c.params.blockTimestamp)).toEqual([
      TEST_START_MS / 1000,
      TEST_START_MS / 1000,
      TEST_START_MS / 1000,
    ]);
    expect(balanceCalls.filter((c) => c.id !== 'getPrimaryBalances')).toHaveLength(2);
    for (const c of balanceCalls.filter((c) => c.id !== 'getPrimaryBalances')) {
      const block = await api.request('getBlock', { chainId: C_CHAIN, blockId: String(c.params.blockNumber) });
      expect(block.blockTimestamp).toBeGreaterThanOrEqual(todayStart);
    }
    expect(second.requests).toBeLessThan(history.requests);
  }, 120_000);

  it('does not reuse values of another currency', async () => {
    const recording = new Recording();
    const cache = (await HistoryCache.open(dir.path)).cache;
    await valueHistory(
      portfolio,
      { ...request, currency: 'usd' },
      { client: recording, cache, profileId: 'local', now: () => TEST_START_MS },
    );
    expect(recording.calls.filter((c) => c.id === 'getPrimaryBalances')).toHaveLength(7 * 3);
  }, 120_000);

  it('keeps the notes of 21 unpriced tokens within what the cache reads back: the next launch keeps every finished day', async () => {
    // A holder of 21 tokens the origin has no price for: listErc20Balances items without `price` (its schema's optional field).
    class Unpriced extends Recording {
      override async request<Id extends EndpointId>(id: Id, params: EndpointParams<Id>): Promise<EndpointResponse<Id>> {
        const answer = await super.request(id, params);
        if (id !== 'listErc20Balances') return answer;
        const page = answer as EndpointResponse<'listErc20Balances'>;
        const tokens = Array.from({ length: 21 }, (_, i) => ({
          ...page.erc20TokenBalances?.[0],
          address: `0x${(i + 1).toString(16).padStart(40, 'e')}`,
          symbol: `T\u202e${i}`,
          name: `Token ${i}`,
          decimals: 0,
          balance: '5',
          price: undefined,
          balanceValue: undefined,
        }));
        return { ...page, erc20TokenBalances: [...(page.erc20TokenBalances ?? []), ...tokens] } as EndpointResponse<Id>;
      }
    }
    const own = await tempDir('portfolio-history-notes');
    try {
      const cache = (await HistoryCache.open(own.path)).cache;
      const history = await valueHistory(
        portfolio,
        { ...request, currency: 'chf' },
        { client: new Unpriced(), cache, profileId: 'local', now: () => TEST_START_MS },
      );
      expect(history.days[0].notes.length).toBeLessThanOrEqual(20);
      expect(history.days[0].notes.join()).toMatch(/more not valued/);
      expect(history.days[0].notes.join()).not.toContain('\u202e');
      const reopened = await HistoryCache.open(own.path);
      expect(reopened.warning).toBeUndefined();
      const again = new Recording();
      await valueHistory(
        portfolio,
        { ...request, currency: 'chf' },
        { client: again, cache: reopened.cache, profileId: 'local', now: () => TEST_START_MS },
      );
      // Only today is read again: the six finished days came from the file.
      expect(again.calls.filter((c) => c.id === 'getPrimaryBalances')).toHaveLength(3);
    } finally {
      await own.remove();
    }
  }, 120_000);
});
