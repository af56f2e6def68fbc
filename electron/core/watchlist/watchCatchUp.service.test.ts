import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ALERT_DAYS } from '../../../shared/bridge/watchlistAlertDays';
import { watchKey, WatchTarget, type WatchItem } from '../../../shared/bridge/watchlistChannels';
import { describePrimaryNetwork, type KnownPrimaryData } from '../../../test/support/rigs/primaryNetworkFacts';
import { startPrimaryTestService, type PrimaryTestService } from '../../../test/support/rigs/primaryTestService';
import { ApiClient } from '../apiClient/apiClient';
import { ALERTS_PER_CHECK } from './catchUp';
import { ACTIVITY_PAGE } from './watchCheck';
import { WATCH_CHECKS } from './watchChecks';

/**
 * The catch-up against the local service over HTTP, through the app's API client: an item last seen more than a page of
 * activity ago raises every transaction since, as the service lists them when walked to the end with plain GETs.
 */
let rig: PrimaryTestService;
let client: ApiClient;
let known: KnownPrimaryData;

beforeAll(async () => {
  rig = await startPrimaryTestService();
  client = new ApiClient({ dataUrl: rig.service.dataUrl, metricsUrl: rig.service.metricsUrl });
  known = describePrimaryNetwork(rig.expected, 'mainnet', Math.floor(rig.clock.nowMs() / 1000));
}, 60_000);
afterAll(async () => {
  await rig?.service.close();
});

const item = (target: Record<string, string>, seen: Partial<WatchItem>): WatchItem => {
  const t = WatchTarget.parse(target);
  return { key: watchKey(t), ...t, addedAt: 0, ...seen };
};
const check = (i: WatchItem) => WATCH_CHECKS[i.kind].run({ client, at: rig.clock.nowMs(), name: 'Mine', alertDays: DEFAULT_ALERT_DAYS }, i);

/** Every item of a paged GET, newest first, walked with plain requests. */
async function all<T>(path: string): Promise<T[]> {
  const out: T[] = [];
  let token: string | undefined;
  do {
    const { body } = await rig.get(`${path}&pageSize=100${token ? `&pageToken=${token}` : ''}`);
    out.push(...(body.transactions as T[]));
    token = body.nextPageToken as string | undefined;
  } while (token);
  return out;
}

/** A `seen` point in `history` (newest first) with between a page and the alerts of one check after it. */
function pointWithNewer<T>(history: T[], at: (t: T) => number): number {
  const target = ACTIVITY_PAGE + 6;
  expect(history.length).toBeGreaterThan(target);
  const point = at(history[target]);
  const newer = history.filter((t) => at(t) > point).length;
  expect(newer).toBeGreaterThan(ACTIVITY_PAGE);
  expect(newer).toBeLessThanOrEqual(ALERTS_PER_CHECK);
  return point;
}

describe('catch-up against the local service', () => {
  it('raises every transaction of an EVM address since its last seen block, beyond one page', async () => {
    type Tx = { nativeTransaction: { txHash: string; blockNumber: string; from: { address: string }; to?: { address: string } } };
    // The busiest sender of the latest transactions.
    const { body } = await rig.get('/v1/chains/43114/transactions?pageSize=100');
    const counts = new Map<string, number>();
    for (const t of body.transactions as { from: { address: string } }[]) counts.set(t.from.address, (counts.get(t.from.address) ?? 0) + 1);
    const address = [...counts].sort((a, b) => b[1] - a[1])[0][0];
    const history = await all<Tx>(`/v1/chains/43114/addresses/${address}/transactions?sortOrder=desc`);
    const block = (t: Tx) => Number(t.nativeTransaction.blockNumber);
    const seen = pointWithNewer(history, block);

    const { alerts, patch } = await check(item({ kind: 'evmAddress', id: address, chainId: '43114' }, { lastSeenBlock: String(seen) }));
    const expected = history.filter((t) => block(t) > seen).map((t) => t.nativeTransaction.txHash);
    expect(alerts.map((a) => a.txHash)).toEqual(expected);
    expect(patch.lastSeenBlock).toBe(String(block(history[0])));
  }, 60_000);

  it('raises every transaction of a P-Chain address since its last seen time, beyond one page', async () => {
    type Tx = { txHash: string; blockTimestamp: number };
    const address = known.addresses.user;
    // Time passes until the address has more than a page of history.
    let history: Tx[] = [];
    for (let days = 0; history.length <= ACTIVITY_PAGE + 6 && days < 120; days += 5) {
      history = await all<Tx>(`/v1/networks/mainnet/blockchains/p-chain/transactions?addresses=${address.slice(2)}&sortOrder=desc`);
      if (history.length <= ACTIVITY_PAGE + 6) rig.clock.advance(5 * 86_400_000);
    }
    const seen = pointWithNewer(history, (t) => t.blockTimestamp);
    const atSeen = history.filter((t) => t.blockTimestamp === seen).map((t) => t.txHash);

    const { alerts, patch } = await check(
      item({ kind: 'pxAddress', id: address, network: 'mainnet' }, { lastSeenTimestamp: seen, lastSeenTxIds: atSeen }),
    );
    const expected = history.filter((t) => t.blockTimestamp > seen).map((t) => t.txHash);
    expect(alerts.filter((a) => !a.id.includes(':ending:')).map((a) => a.txHash)).toEqual(expected);
    expect(patch.lastSeenTimestamp).toBe(history[0].blockTimestamp);
  }, 120_000);
});
