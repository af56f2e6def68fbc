import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Portfolio } from '../../../shared/bridge/portfolioChannels';
import { parseCsvLine } from '../../../shared/csv/parseCsvLine';
import { addDecimals, amountTimesPrice, decimalToString, parseDecimal, ZERO, type Decimal } from '../../../shared/format/decimal';
import { NETWORK_IDS } from '../../../shared/network/primaryNetworkIds';
import { groupHoldings, totalValue, type Holding } from '../../../shared/portfolio/holdings';
import { holdingRequests } from '../../../shared/portfolio/holdingRequests';
import { describePrimaryNetwork } from '../../../test/support/rigs/primaryNetworkFacts';
import { startPrimaryTestService, TEST_START_MS, type PrimaryTestService } from '../../../test/support/rigs/primaryTestService';
import { tempDir } from '../../../test/support/rigs/tempDir';
import { ApiClient } from '../apiClient/apiClient';
import type { ApiRequester } from '../exports/operationRunner';
import type { Connection } from '../connection';
import type { ProfilesStore } from '../stores/profiles';
import { HistoryCache } from './historyCache';
import { portfolioHandlers } from './portfolioHandlers';
import { writePortfolioReport } from './portfolioReport';
import { PortfolioStore } from './portfolioStore';
import { valueHistory } from './valueHistory';

/**
 * A portfolio's totals against the local service over HTTP: what the page and the holdings report
 * read (shared/portfolio/holdingRequests.ts) must add up to the balance endpoints' own answers,
 * read here raw, entry by entry.
 */
let rig: PrimaryTestService;
let dir: Awaited<ReturnType<typeof tempDir>>;
let api: ApiClient;
let portfolio: Portfolio;
let store: PortfolioStore;
const AVAX_ID = NETWORK_IDS.mainnet.avaxAssetId;
const ANY = '0x0000000000000000000000000000000000000000';

type Raw = Record<string, unknown>;
const raw = async (path: string) => (await rig.get(path)).body as Raw;

beforeAll(async () => {
  rig = await startPrimaryTestService();
  dir = await tempDir('portfolio-totals');
  api = new ApiClient({ dataUrl: rig.service.dataUrl, metricsUrl: rig.service.metricsUrl });
  const latest = await raw('/v1/chains/43114/transactions?pageSize=50');
  const sender = (latest.transactions as Array<{ from: { address: string } }>)[0].from.address;
  // The validator owner has staked AVAX and pending rewards: every Primary Network category is exercised.
  const owner = describePrimaryNetwork(rig.expected, 'mainnet', TEST_START_MS / 1000).addresses.validatorOwner;
  store = (await PortfolioStore.open(dir.path)).store;
  const { id } = await store.create('Test');
  await store.addMember(id, { kind: 'primary', address: owner.slice(2) });
  await store.addMember(id, { kind: 'evm', address: sender, chainIds: ['43114'] });
  portfolio = store.get(id);
}, 60_000);
afterAll(async () => {
  await rig?.service.close();
  await dir?.remove();
});

async function readHoldings(): Promise<{ holdings: Holding[]; avaxPrice: string }> {
  const price = await api.request('getNativeBalance', { chainId: '43114', address: ANY, currency: 'usd' });
  const avaxPrice = price.nativeTokenBalance!.price!.value!;
  const holdings: Holding[] = [];
  for (const r of holdingRequests(portfolio, 'mainnet', 'usd'))
    holdings.push(...r.read((await api.request(r.endpointId, r.params as never)) as never, avaxPrice));
  return { holdings, avaxPrice };
}

const avaxOf = (entries: unknown) =>
  (entries as Array<{ assetId: string; amount: string }>).filter((e) => e.assetId === AVAX_ID).reduce((s, e) => s + BigInt(e.amount), 0n);

describe('portfolio totals against the local service', () => {
  it('equal the sum of the balance endpoints’ answers, by chain and in value', async () => {
    const { holdings, avaxPrice } = await readHoldings();
    const bare = portfolio.members[0].address;
    const evm = portfolio.members[1].address;
    const expected: Record<string, bigint> = {};
    for (const chain of ['p', 'x', 'c']) {
      const { balances } = await raw(`/v1/networks/mainnet/blockchains/${chain}-chain/balances?addresses=${chain.toUpperCase()}-${bare}`);
      expected[chain] = Object.values(balances as Raw).reduce<bigint>((s, entries) => s + avaxOf(entries), 0n);
    }
    const { pendingRewards } = await raw(`/v1/networks/mainnet/rewards:listPending?addresses=P-${bare}&pageSize=100`);
    const pending = (pendingRewards as Array<{ estimatedReward: { amount: string } }>).reduce(
      (s, r) => s + BigInt(r.estimatedReward.amount),
      0n,
    );
    expect(pending).toBeGreaterThan(0n);
    expected.p += pending;
    const byChain = new Map(groupHoldings(holdings, 'chain').map((g) => [g.key, g]));
    for (const chain of ['p', 'x', 'c']) {
      expect(byChain.get(chain)?.assets.find((a) => a.assetKey === AVAX_ID)?.amount ?? '0', chain).toBe(expected[chain].toString());
    }
    const native = (await raw(`/v1/chains/43114/addresses/${evm}/balances:getNative?currency=usd`)).nativeTokenBalance as Raw;
    expect(byChain.get('43114')?.assets.find((a) => a.assetKey === 'native:43114')?.amount).toBe(native.balance);
    const tokens = (await raw(`/v1/chains/43114/addresses/${evm}/balances:listErc20?currency=usd&pageSize=100`))
      .erc20TokenBalances as Raw[];

    // The value: every AVAX at today's price, the native balance and each priced token at its answer's price.
    let value: Decimal = amountTimesPrice((expected.p + expected.x + expected.c).toString(), 9, avaxPrice)!;
    value = addDecimals(value, amountTimesPrice(String(native.balance), 18, avaxPrice)!);
    for (const t of tokens) {
      const price = (t.price as { value?: string } | undefined)?.value;
      if (price && t.balance !== '0') value = addDecimals(value, amountTimesPrice(String(t.balance), Number(t.decimals), price)!);
    }
    expect(totalValue(holdings)).toBe(decimalToString(value));
    const byCategory = groupHoldings(holdings, 'category').map((g) => g.key);
    expect(byCategory).toEqual(expect.arrayContaining(['unlocked', 'staked', 'pending rewards']));
  }, 60_000);

  it('writes the holdings and the value by day as reports whose rows add up to the page’s figures', async () => {
    const { cache } = await HistoryCache.open(dir.path);
    const deps = { portfolios: store, cache, profileId: () => 'local', now: () => TEST_START_MS };
    const base = {
      portfolioId: portfolio.id,
      days: 7 as const,
      network: 'mainnet' as const,
      currency: 'usd' as const,
      format: 'csv' as const,
    };
    const holdingsFile = join(dir.path, 'holdings.csv');
    const written = await writePortfolioReport(deps, { api, request: { ...base, part: 'holdings' }, file: holdingsFile });
    const [header, ...rows] = (await readFile(holdingsFile, 'utf8')).trim().split(/\r?\n/).map(parseCsvLine);
    expect(header).toEqual(['Address', 'Chain', 'Category', 'Asset', 'Asset id', 'Amount', 'Price (USD)', 'Value (USD)']);
    expect(rows).toHaveLength(written.rows);
    const sum = rows.reduce<Decimal>((s, r) => (r[7] ? addDecimals(s, parseDecimal(r[7])!) : s), ZERO);
    expect(decimalToString(sum)).toBe(totalValue((await readHoldings()).holdings));

    const historyFile = join(dir.path, 'history.csv');
    await writePortfolioReport(deps, { api, request: { ...base, part: 'history' }, file: historyFile });
    const history = await valueHistory(
      portfolio,
      { id: portfolio.id, days: 7, currency: 'usd', network: 'mainnet' },
      { client: api, cache, profileId: 'local', now: deps.now },
    );
    const lines = (await readFile(historyFile, 'utf8')).trim().split(/\r?\n/).map(parseCsvLine);
    expect(lines[0]).toEqual(['Date (UTC)', 'Value (USD)', 'Not counted']);
    expect(lines.slice(1).map((l) => [l[0], l[1]])).toEqual(history.days.map((d) => [d.date, d.value ?? '']));
  }, 120_000);

  it('writes every token of an address that holds more than a page of them, each page once and its native balance once', async () => {
    const { cache } = await HistoryCache.open(join(dir.path, 'paged'));
    const evm = portfolio.members[1].address;
    const tokens = (await raw(`/v1/chains/43114/addresses/${evm}/balances:listErc20?currency=usd&pageSize=100`))
      .erc20TokenBalances as Raw[];
    expect(tokens.length).toBeGreaterThan(2);
    // ERC-20 balances two a page (the real API pages the same way past its 100), so the answer runs over several pages.
    const tokenPages: unknown[] = [];
    const paging: ApiRequester = {
      request: (id, params, opts) => {
        if (id !== 'listErc20Balances') return api.request(id, params, opts);
        tokenPages.push(params);
        return api.request(id, { ...(params as object), pageSize: 2 } as never, opts);
      },
    };
    const file = join(dir.path, 'paged.csv');
    const request = { portfolioId: portfolio.id, part: 'holdings', days: 7, network: 'mainnet', currency: 'usd', format: 'csv' } as const;
    await writePortfolioReport(
      { portfolios: store, cache, profileId: () => 'local', now: () => TEST_START_MS },
      { api: paging, request, file },
    );
    const rows = (await readFile(file, 'utf8')).trim().split(/\r?\n/).slice(1).map(parseCsvLine);
    const evmRows = rows.filter((r) => r[0] === evm && r[1] === '43114');
    expect(
      evmRows
        .filter((r) => r[2] === 'ERC-20 tokens')
        .map((r) => r[4])
        .sort(),
    ).toEqual(tokens.map((t) => String(t.address).toLowerCase()).sort());
    expect(evmRows.filter((r) => r[2] === 'unlocked')).toHaveLength(1);
    expect(tokenPages).toHaveLength(Math.ceil(tokens.length / 2));
  }, 120_000);

  it('stops the value-by-day walk at its next request once the report is cancelled', async () => {
    const { cache } = await HistoryCache.open(join(dir.path, 'cancelled'));
    const controller = new AbortController();
    // No answer cache: every request of the walk reaches the service, and a cancelled one is refused.
    const client = new ApiClient({ dataUrl: rig.service.dataUrl, metricsUrl: rig.service.metricsUrl, cacheEntries: 0 });
    let calls = 0;
    const counting: ApiRequester = {
      request: (id, params, opts) => {
        if (++calls === 3) controller.abort();
        return client.request(id, params, opts);
      },
    };
    const request = { portfolioId: portfolio.id, part: 'history', days: 90, network: 'mainnet', currency: 'usd', format: 'csv' } as const;
    await expect(
      writePortfolioReport(
        { portfolios: store, cache, profileId: () => 'local', now: () => TEST_START_MS },
        { api: counting, request, file: join(dir.path, 'cancelled.csv'), signal: controller.signal },
      ),
    ).rejects.toThrow();
    // The request during which it was cancelled is refused, and none follows (the walk takes some 500 here).
    expect(calls).toBe(3);
  }, 120_000);

  it("stops the page's value-by-day walk when its request id is cancelled over the bridge, keeping the days it finished", async () => {
    const client = new ApiClient({ dataUrl: rig.service.dataUrl, metricsUrl: rig.service.metricsUrl, cacheEntries: 0 });
    let calls = 0;
    let cancelAt = Number.POSITIVE_INFINITY;
    const handlersOver = (cache: HistoryCache) => {
      const handlers = portfolioHandlers(
        {
          portfolios: store,
          portfolioHistory: cache,
          profiles: { active: () => ({ id: 'local' }) } as unknown as ProfilesStore,
          connection: {
            client: async () => ({
              request: (id: never, params: never, opts: never) => {
                // The page's Cancel arrives while the walk waits on this request.
                if (++calls === cancelAt) void handlers['portfolio:cancelHistory']({ requestId: 'walk-1' });
                return client.request(id, params, opts);
              },
            }),
          } as unknown as Connection,
        },
        () => TEST_START_MS,
      );
      return handlers;
    };
    const req = { id: portfolio.id, days: 7, network: 'mainnet', currency: 'usd' } as const;
    // A whole walk counts its requests; another, over an empty cache, is cancelled two thirds of the way through.
    await handlersOver((await HistoryCache.open(join(dir.path, 'walk-whole'))).cache)['portfolio:history']({ ...req, requestId: 'walk-0' });
    const whole = calls;
    calls = 0;
    cancelAt = Math.floor((whole * 2) / 3);
    const cacheDir = join(dir.path, 'walk-cancelled');
    const handlers = handlersOver((await HistoryCache.open(cacheDir)).cache);
    await expect(handlers['portfolio:history']({ ...req, requestId: 'walk-1' })).rejects.toThrow();
    // The request during which it was cancelled is refused, and none follows.
    expect(calls).toBe(cancelAt);
    const kept = JSON.parse(await readFile(join(cacheDir, 'portfolio-history.json'), 'utf8')) as { parts: object };
    expect(Object.keys(kept.parts).length).toBeGreaterThan(0);
  }, 120_000);
});
