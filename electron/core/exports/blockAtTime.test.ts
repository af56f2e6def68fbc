import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointId, EndpointParams } from '../../../shared/api';
import { buildRequest } from '../../../shared/api/wire/request';
import { startService, type RunningService } from '../../../service/index';
import { ManualClock } from '../../../service/sim/clock';
import { TEST_SEED, TEST_START_MS } from '../../../test/support/rigs/primaryTestService';
import { makeTempDir, removeDir } from '../../../test/support/rigs/tempDir';
import { firstBlockAfter } from './blockAtTime';
import { evmHistoryMovementsOf } from './evmHistoryWalk';
import type { ApiRequester } from './operationRunner';

/**
 * The tax report's history walk of a busy address over a past period, against the local service: it starts at the
 * period's end (the block found by its time) instead of reading every newer page, and finds what a walk from the
 * newest page finds.
 */
let service: RunningService;
let dataDir: string;
beforeAll(async () => {
  dataDir = makeTempDir('block-at-time');
  service = await startService({ seed: TEST_SEED, clock: new ManualClock(TEST_START_MS), blockIntervalMs: 0, rateLimit: false, dataDir });
});
afterAll(async () => {
  await service.close();
  removeDir(dataDir);
});

/** A requester over the service's HTTP API recording each request as `endpoint params`; `edit` changes params first. */
function requester(edit: (params: Record<string, unknown>) => Record<string, unknown> = (p) => p) {
  const asked: { id: EndpointId; params: Record<string, unknown> }[] = [];
  const api: ApiRequester = {
    request: (async (id: EndpointId, given: Record<string, unknown>) => {
      const params = edit(given);
      asked.push({ id, params });
      const res = await fetch(service.dataUrl + buildRequest(id, params as EndpointParams<typeof id>).path);
      if (!res.ok) throw new Error(`${id} answered ${res.status}`);
      return res.json();
    }) as never,
  };
  return { api, asked };
}

type Item = { nativeTransaction: { blockNumber: string; blockTimestamp: number } };
const CHAIN = '43114';

/** The busiest sender of the latest transactions, and its whole history newest first. */
async function busyAddress() {
  const { api } = requester();
  const { transactions } = (await api.request('listLatestTransactions', { chainId: CHAIN, pageSize: 100 })) as {
    transactions: { to?: { address: string } }[];
  };
  const counts = new Map<string, number>();
  for (const t of transactions) if (t.to) counts.set(t.to.address, (counts.get(t.to.address) ?? 0) + 1);
  const address = [...counts].sort((a, b) => b[1] - a[1])[0][0];
  const history: Item[] = [];
  let pageToken: string | undefined;
  do {
    const page = (await api.request('listTransactions', {
      chainId: CHAIN,
      address,
      pageSize: 100,
      ...(pageToken && { pageToken }),
    } as never)) as {
      transactions: Item[];
      nextPageToken?: string;
    };
    history.push(...page.transactions);
    pageToken = page.nextPageToken || undefined;
  } while (pageToken && history.length < 1000);
  return { address, history };
}

describe('a past period of a busy address', { timeout: 120_000 }, () => {
  it('finds the first block after a time in a few reads, and none past the head', async () => {
    const { api, asked } = requester();
    const { blocks } = (await api.request('listLatestBlocks', { chainId: CHAIN, pageSize: 1 })) as {
      blocks: { blockNumber: string; blockTimestamp: number }[];
    };
    const head = BigInt(blocks[0].blockNumber);
    const target = head / 3n;
    const { blockTimestamp } = (await api.request('getBlock', { chainId: CHAIN, blockId: String(target) })) as { blockTimestamp: number };
    asked.length = 0;
    const after = await firstBlockAfter(api, CHAIN, blockTimestamp);
    const { blockTimestamp: afterTime } = (await api.request('getBlock', { chainId: CHAIN, blockId: String(after) })) as {
      blockTimestamp: number;
    };
    const { blockTimestamp: beforeTime } = (await api.request('getBlock', { chainId: CHAIN, blockId: String(after! - 1n) })) as {
      blockTimestamp: number;
    };
    expect(afterTime).toBeGreaterThan(blockTimestamp);
    expect(beforeTime).toBeLessThanOrEqual(blockTimestamp);
    // A bisection of the whole chain would take log2(head) reads.
    expect(asked.length - 2).toBeLessThan(Math.log2(Number(head)));
    expect(await firstBlockAfter(api, CHAIN, blocks[0].blockTimestamp)).toBeUndefined();
  });

  it('walks from the period, not from the newest page, and finds what the whole walk finds', async () => {
    const { address, history } = await busyAddress();
    expect(history.length, 'a history of more than five pages').toBeGreaterThan(500);
    // A period whose end is on the fifth page of the history, newest first.
    const period = { fromSec: history[470].nativeTransaction.blockTimestamp, toSec: history[420].nativeTransaction.blockTimestamp };
    const native = { symbol: 'AVAX', decimals: 18 };
    const cut = requester();
    const found = await evmHistoryMovementsOf(cut.api, CHAIN, [address], native, period);
    const pages = cut.asked.filter((a) => a.id === 'listTransactions');
    expect(pages.length, 'history pages read').toBeLessThanOrEqual(2);
    const whole = requester((params) => {
      const rest = { ...params };
      delete rest.endBlock;
      return rest;
    });
    expect(found).toEqual(await evmHistoryMovementsOf(whole.api, CHAIN, [address], native, period));
    expect(whole.asked.filter((a) => a.id === 'listTransactions').length, 'the whole walk reads the newer pages').toBeGreaterThanOrEqual(5);
    expect(found.length).toBeGreaterThan(0);
  });
});
