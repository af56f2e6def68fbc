import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { realTiming, type Timing } from '../timing';
import { ApiClient } from './apiClient';
import { json, startFaultServer } from '../../../test/support/faults/faultServer';

/** Background work (RequestOptions.background: contract names, a list prefetched for a link) against what a view waits for. */
const BLOCKS = '/v1/chains/43114/blocks';
const BLOCK = '/v1/chains/43114/blocks/7';
const block = { chainId: '43114', blockNumber: '7', blockHash: '0xab', txCount: 1 };

let server: Awaited<ReturnType<typeof startFaultServer>>;
afterEach(() => server?.close());

const latest = (c: ApiClient, background = false) => c.request('listLatestBlocks', { chainId: '43114' }, { background });

/** A clock that stands still: a wait ends only when its signal aborts, so background work at the reserve leaves only when promoted. */
const stoppedClock: Timing = {
  now: () => 1_700_000_000_000,
  sleep: (_ms, signal) =>
    new Promise((_resolve, reject) => {
      if (signal?.aborted) reject(signal.reason);
      signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
    }),
};

/** A client whose rate bucket is at its reserve after one view's request: background work waits for a token that never comes. */
async function clientAtReserve(): Promise<ApiClient> {
  server = await startFaultServer({
    [BLOCKS]: (_q, res) => json(res, 200, { blocks: [] }),
    [BLOCK]: (_q, res) => json(res, 200, block),
  });
  // Two tokens, one a second, on a clock that does not move: however slow the machine, no token comes back.
  const c = new ApiClient({ dataUrl: server.url, metricsUrl: server.url, timing: stoppedClock, rateLimit: { burst: 2, perSecond: 1 } });
  await c.request('getBlock', { chainId: '43114', blockId: '7' });
  return c;
}

describe('ApiClient background requests', () => {
  it('a view asking for the answer a background request is waiting for moves it ahead: it leaves at once, once', async () => {
    const c = await clientAtReserve();
    const prefetch = latest(c, true);
    await new Promise((r) => setTimeout(r, 50));
    expect(server.hits(BLOCKS)).toBe(0);
    const view = latest(c);
    expect(await view).toEqual({ blocks: [] });
    // The clock never moves: answering at all is leaving at once.
    expect(await prefetch).toEqual({ blocks: [] });
    expect(server.hits(BLOCKS)).toBe(1);
  });

  it('a background request whose promote signal fires (a view waits for it through the bridge) leaves at once, once', async () => {
    const c = await clientAtReserve();
    const promote = new AbortController();
    const prefetch = c.request('listLatestBlocks', { chainId: '43114' }, { background: true, promote: promote.signal });
    await new Promise((r) => setTimeout(r, 50));
    expect(server.hits(BLOCKS)).toBe(0);
    promote.abort();
    // The clock never moves: answering at all is leaving at once.
    expect(await prefetch).toEqual({ blocks: [] });
    expect(server.hits(BLOCKS)).toBe(1);
  });

  it('a background request a view is likely to wait for soon takes its turn at the host rate, not from the spare rate', async () => {
    const c = await clientAtReserve();
    // Other background work (as a contract name is) at the same moment: it waits for a spare token.
    const other = new AbortController();
    const name = c.request('listLatestBlocks', { chainId: '43114', pageSize: 5 }, { background: true, signal: other.signal });
    const prefetch = c.request(
      'listLatestBlocks',
      { chainId: '43114' },
      { background: true, viewLikely: true, promote: new AbortController().signal },
    );
    // The clock never moves: answering at all is leaving at once, with no view's promotion; the other still waits.
    expect(await prefetch).toEqual({ blocks: [] });
    await new Promise((r) => setTimeout(r, 50));
    expect(server.hits(BLOCKS)).toBe(1);
    other.abort();
    await expect(name).rejects.toThrow();
  });

  it("leaves the host's last free connection slot to the views: background waits for it, a view's request does not", async () => {
    // Each request held at the server, by its page size: which one holds a connection slot is seen, not timed.
    const held: { pageSize: string | null; res: ServerResponse }[] = [];
    server = await startFaultServer({
      [BLOCKS]: (req, res) => held.push({ pageSize: new URL(req.url!, server.url).searchParams.get('pageSize'), res }),
      [BLOCK]: (_q, res) => json(res, 200, block),
    });
    const c = new ApiClient({ dataUrl: server.url, metricsUrl: server.url, timing: realTiming, maxConcurrentPerHost: 2 });
    const first = c.request('listLatestBlocks', { chainId: '43114', pageSize: 1 });
    const background = c.request('listLatestBlocks', { chainId: '43114', pageSize: 2 }, { background: true });
    const arrived = () => held.map((h) => h.pageSize);
    await vi.waitFor(() => expect(arrived()).toEqual(['1']), { timeout: 10_000 });
    // The view's request takes the slot background work left free: had the background request taken it, this would
    // wait for the first, which the server holds.
    expect(await c.request('getBlock', { chainId: '43114', blockId: '7' })).toEqual(block);
    expect(arrived()).toEqual(['1']);
    json(held.shift()!.res, 200, { blocks: [] });
    await first;
    // Two slots free again: the background request goes.
    await vi.waitFor(() => expect(arrived()).toEqual(['2']), { timeout: 10_000 });
    json(held.shift()!.res, 200, { blocks: [] });
    expect(await background).toEqual({ blocks: [] });
  });
});
