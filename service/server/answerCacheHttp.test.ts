import { nowSeconds } from '../sim/clock';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildRequest, matchRoute, parseRequest } from '../../shared/api/wire/request';
import { discoverSampleRequests, type SampleRequest } from '../../test/reliability/sampleRequests';
import { describePrimaryNetwork } from '../../test/support/rigs/primaryNetworkFacts';
import { startPrimaryTestService, TEST_SEED, type PrimaryTestService } from '../../test/support/rigs/primaryTestService';
import { DAY } from '../sim/primary/constants';
import { nextJsonChange } from '../primary/serialize';
import { JsonBody, type HandlerMap } from './handler';
import { bindPageCursor, PageTokenCodec } from './pageToken';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

/**
 * Kept answers (answerCache.ts) against the plain computation: every read the service keeps,
 * asked twice over HTTP (the second answer comes from the cache), must be what its handler
 * computes afresh at that moment, before and after the chain grows and the clock moves.
 */
const KEPT = [
  'listLatestBlocks',
  'listLatestTransactions',
  'getBlock',
  'getNativeBalance',
  'listErc20Balances',
  'listTransactions',
  'getPrimaryBalances',
  'getAvgTps',
  'listValidators',
  'listAssetTransactions',
  'listPrimaryTransactions',
];

let t: PrimaryTestService;
let samples: SampleRequest[];

beforeAll(async () => {
  t = await startPrimaryTestService();
  samples = (await discoverSampleRequests(t.service)).filter((s) => KEPT.includes(s.id) && s.id !== 'getPrimaryBalances');
  // Balances of wallets whose P-Chain balances move as days pass (stakes end, vesting unlocks).
  const { validatorOwner, user, vesting } = describePrimaryNetwork(t.expected, 'mainnet', seconds()).addresses;
  const params = { network: 'mainnet' as const, blockchainId: 'p-chain' as const, addresses: [validatorOwner, user, vesting] };
  samples.push({ id: 'getPrimaryBalances', params, built: buildRequest('getPrimaryBalances', params) });
  // The same reads at a fixed point in time too: a past block's balance, balances as of a past time.
  const extra = samples.flatMap((s) => {
    if (s.id === 'getNativeBalance') return [{ ...s, built: { ...s.built, path: `${s.built.path}?blockNumber=100` } }];
    if (s.id === 'listErc20Balances') return [{ ...s, built: { ...s.built, path: `${s.built.path}&blockNumber=100` } }];
    if (s.id === 'getPrimaryBalances')
      return [{ ...s, built: { ...s.built, path: `${s.built.path}&blockTimestamp=${seconds() - 3 * DAY}` } }];
    return [];
  });
  samples.push(...extra);
});

afterAll(async () => {
  await t?.service.close();
});

const seconds = () => nowSeconds(t.clock);

async function served(s: SampleRequest): Promise<string> {
  const base = s.built.service === 'data' ? t.service.dataUrl : t.service.metricsUrl;
  const res = await fetch(base + s.built.path);
  expect(res.status, s.built.path).toBe(200);
  return res.text();
}

/** What the handler answers now, called directly: no answer is kept on this path. */
async function computed(s: SampleRequest): Promise<string> {
  const url = new URL(s.built.path, 'http://x');
  const match = matchRoute(s.built.service, 'GET', url.pathname);
  if (match.kind !== 'match') throw new Error(`no route ${url.pathname}`);
  const params = parseRequest(match.id, { pathParams: match.pathParams, query: Object.fromEntries(url.searchParams) });
  const handlers: HandlerMap = s.built.service === 'data' ? t.service.world.dataHandlers : t.service.world.metricsHandlers;
  const handler = handlers[match.id] as (ctx: unknown) => unknown;
  const result = await handler({
    params,
    nowMs: t.clock.nowMs(),
    baseUrl: s.built.service === 'data' ? t.service.dataUrl : t.service.metricsUrl,
    page: bindPageCursor(new PageTokenCodec(TEST_SEED), match.id, params as Record<string, unknown>),
  });
  return result instanceof JsonBody ? result.json.toString() : JSON.stringify(result);
}

/** avg_tps' page tokens are random UUIDs, a new one per computation: compare the rest. */
const comparable = (s: SampleRequest, json: string) =>
  s.id === 'getAvgTps' ? JSON.stringify({ ...JSON.parse(json), nextPageToken: undefined }) : json;

/** Every kept read, asked twice, as computed now; returns the answers by path. */
async function checkAll(): Promise<Map<string, string>> {
  const answers = new Map<string, string>();
  for (const s of samples) {
    const first = await served(s);
    const again = await served(s);
    expect(again, `${s.built.path} asked again`).toBe(first);
    expect(comparable(s, first), s.built.path).toBe(comparable(s, await computed(s)));
    answers.set(s.built.path, comparable(s, first));
  }
  return answers;
}

const changed = (before: Map<string, string>, after: Map<string, string>) =>
  [...before.keys()].filter((path) => before.get(path) !== after.get(path));

describe('kept answers', () => {
  it('are what the handlers compute afresh, as blocks arrive and time passes', async () => {
    expect(new Set(samples.map((s) => s.id))).toEqual(new Set(KEPT));
    const start = await checkAll();

    // A new C-Chain block with transactions: the latest lists, the address's history and avg_tps move.
    const chain = t.service.world.evm.chain('43114')!;
    t.clock.advance(2_000);
    let n = t.service.world.evm.mine(chain);
    while (chain.block(n)!.txCount === 0) n = t.service.world.evm.mine(chain);
    const afterBlock = await checkAll();
    const movedByBlock = changed(start, afterBlock).join(' ');
    for (const path of ['/blocks?', '/transactions?', '/avg_tps/']) expect(movedByBlock).toContain(path);

    // One second later: the newest hour's rate of avg_tps divides by one more second.
    t.clock.advance(1_000);
    expect(changed(afterBlock, await checkAll()).join(' ')).toContain('/avg_tps/');

    // Days later: stakes end and outputs unlock, so P-Chain balances now and the validators read differently; as of a past time they do not.
    const movedByDays = (later: Map<string, string>) => {
      const moved = changed(afterBlock, later);
      return ['/balances?', '/validators?'].every((path) => moved.some((p) => p.includes(path) && !p.includes('blockTimestamp')));
    };
    let later = afterBlock;
    for (let day = 0; day < 60 && !movedByDays(later); day++) {
      t.clock.advance(DAY * 1000);
      later = await checkAll();
    }
    expect(movedByDays(later)).toBe(true);
    const moved = changed(afterBlock, later);
    // New X-Chain transactions of the asset have appeared (or outputs of the page's were spent).
    expect(moved.filter((p) => p.includes('/assets/'))).not.toEqual([]);
    expect(moved.filter((p) => p.includes('blockTimestamp') || p.includes('blockNumber=') || /\/blocks\/\d+$/.test(p))).toEqual([]);

    // A C-Chain block days later: balances at the head are now priced on its day; at a named block they are not.
    t.service.world.evm.mine(chain);
    const movedByLaterBlock = changed(later, await checkAll());
    const atHead = samples.filter(
      (s) => ['getNativeBalance', 'listErc20Balances'].includes(s.id) && !s.built.path.includes('blockNumber='),
    );
    expect(movedByLaterBlock).toEqual(expect.arrayContaining(atHead.map((s) => s.built.path)));
    expect(movedByLaterBlock.filter((p) => p.includes('blockNumber='))).toEqual([]);
  });

  it("keep an asset's transactions until an output of the page's is spent, before the asset's next transaction", async () => {
    // An asset whose page changes first by a spend (its outputs of AVAX are spent by AVAX transactions, not in its list).
    const now = seconds();
    const byAsset = [...t.expected.get('mainnet').txsByAsset].map(([assetId, list]) => {
      const page = list.filter((tx) => tx.timestamp <= now).slice(-100);
      return { assetId, spent: nextJsonChange(page, now), appears: list.find((tx) => tx.timestamp > now)?.timestamp ?? Infinity };
    });
    const asset = byAsset.find((a) => a.spent < a.appears && a.spent < Infinity);
    expect(asset?.assetId, 'an asset whose page changes by a spend first').toMatch(/^\w+$/);
    const params = { network: 'mainnet' as const, blockchainId: 'x-chain' as const, assetId: asset!.assetId, pageSize: 100 };
    const s: SampleRequest = { id: 'listAssetTransactions', params, built: buildRequest('listAssetTransactions', params) };
    const before = await served(s);
    expect(await served(s)).toBe(before);
    t.clock.advance((asset!.spent - now) * 1000);
    const after = await served(s);
    expect(after).not.toBe(before);
    expect(after).toBe(await computed(s));
  });

  it("keep an address's P-Chain history until it changes, hour by hour", async () => {
    const s = samples.find((x) => x.id === 'listPrimaryTransactions')!;
    const first = await served(s);
    let changedAt = -1;
    for (let hour = 1; hour <= 24 * 60 && changedAt < 0; hour++) {
      t.clock.advance(3_600_000);
      const now = await served(s);
      expect(now, `${hour} h later`).toBe(await computed(s));
      if (now !== first) changedAt = hour;
    }
    expect(changedAt, 'the history changed within 60 days').toBeGreaterThan(0);
  });
});
