import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { hashKey } from '@tanstack/react-query';
import { startService, type RunningService } from '../../service/index';
import { ROW_HEIGHT } from '../components/DataTable/DataTable';
import { setBridgeForTests } from '../bridge';
import { startCoreBridge, type CoreBridge } from '../../test/support/bridges/coreBridge';
import { scrollTo } from '../../test/support/dom/layout';
import { recordingBridge, type Recorded } from '../../test/support/bridges/recordingBridge';
import { LatestBlocksTable } from '../../test/support/dom/latestBlocksTable';
import { tableTestEach, testBlockRowId, type TestBlock } from '../../test/support/dom/tableTest';
import { apiQueryOptions } from './apiQueryOptions';
import { createQueryClient } from './queryClient';
import type { InfiniteList } from './useInfiniteList';

const CHAIN = '43114';
const VIEWPORT = 560;

// The list's own reading of row ids, counted apart from the table's (which reads the drawn rows' ids with its own function).
let listIdReads = 0;
const listRowId = (b: TestBlock) => {
  listIdReads++;
  return testBlockRowId(b);
};
// What the list's owner last rendered and how often it rendered.
const owner: { list?: InfiniteList<TestBlock>; renders: number } = { renders: 0 };

const seeRender = (list: InfiniteList<TestBlock>) => {
  owner.list = list;
  owner.renders++;
};

let service: RunningService;
let core: CoreBridge;
let calls: Recorded[];

// One real local service with a stopped clock (blocks are mined by the tests) behind the main process's core.
beforeAll(async () => {
  core = await startCoreBridge(async () => {
    service = await startService({
      blockIntervalMs: 0,
      scale: 'small',
      seed: 11,
      dataDir: `${process.env.TMPDIR ?? '/tmp'}/ridgeline-live-list-test-${process.pid}`,
    });
    return service;
  });
}, 120_000);
afterAll(async () => {
  await core?.close();
});
tableTestEach({ width: 1200, height: VIEWPORT });
beforeEach(() => {
  const recording = recordingBridge(core.bridge);
  calls = recording.calls;
  setBridgeForTests(recording.bridge);
  listIdReads = 0;
  owner.list = undefined;
  owner.renders = 0;
});

const pageCalls = () => calls.filter((c) => c.id === 'listLatestBlocks' && c.params.pageSize === 100);
const headCalls = () => calls.filter((c) => c.id === 'listLatestBlocks' && c.params.pageSize !== 100);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function renderBlocks(pollMs: number) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <LatestBlocksTable chainId={CHAIN} height={VIEWPORT} pollMs={pollMs} getRowId={listRowId} onRender={seeRender} />
    </QueryClientProvider>,
  );
  const grid = await screen.findByRole('grid', { name: 'Latest blocks' }, { timeout: 30_000 });
  await within(grid).findAllByRole('gridcell');
  return grid.parentElement as HTMLElement;
}

function mine(blocks: number) {
  const chain = service.world.evm.chain(CHAIN);
  if (!chain) throw new Error('no C-Chain in the service');
  for (let i = 0; i < blocks; i++) service.world.evm.mine(chain);
}

describe('useInfiniteList on a long live list', () => {
  it('reads only the appended page when the next one lands, and only the head when a poll finds new items', async () => {
    const scroller = await renderBlocks(100);
    for (const pages of [2, 3]) {
      await act(async () => scrollTo(scroller, (pages - 1) * 100 * ROW_HEIGHT - VIEWPORT));
      await waitFor(() => expect(pageCalls()).toHaveLength(pages), { timeout: 10_000 });
    }
    await screen.findByText('300 blocks loaded');

    // The fourth page: its 100 ids, not the 400 loaded (and not the 300 again to compare with the head).
    listIdReads = 0;
    await act(async () => scrollTo(scroller, 300 * ROW_HEIGHT - VIEWPORT));
    await screen.findByText('400 blocks loaded', undefined, { timeout: 10_000 });
    expect(listIdReads).toBeGreaterThanOrEqual(100);
    expect(listIdReads).toBeLessThan(150);

    // New blocks: each poll reads the head's ids up to the first one loaded, however long the list.
    listIdReads = 0;
    mine(3);
    await screen.findByRole('button', { name: '3 new blocks' }, { timeout: 10_000 });
    expect(listIdReads).toBeGreaterThan(0);
    expect(listIdReads).toBeLessThanOrEqual(25);
  }, 60_000);

  it('asks for the newest items once as it opens: the first poll of the head comes one interval after the first page', async () => {
    await renderBlocks(6000);
    expect(pageCalls()).toHaveLength(1);
    await sleep(1000);
    expect(headCalls()).toHaveLength(0);
    mine(2);
    await screen.findByRole('button', { name: '2 new blocks' }, { timeout: 20_000 });
    expect(headCalls()).toHaveLength(1);
    expect(pageCalls()).toHaveLength(1);
  }, 60_000);

  it('renders nothing when a poll finds nothing new', async () => {
    await renderBlocks(50);
    // The first answer of the head renders (it says nothing is new); the ones after it are the same.
    await waitFor(() => expect(headCalls().length).toBeGreaterThan(1), { timeout: 10_000 });
    await sleep(100);
    const renders = owner.renders;
    const polls = headCalls().length;
    await waitFor(() => expect(headCalls().length).toBeGreaterThanOrEqual(polls + 3), { timeout: 10_000 });
    expect(owner.renders).toBe(renders);
  }, 60_000);

  it('holds the head poll while the table is scrolled and asks again once the scroll stops', async () => {
    await renderBlocks(50);
    await waitFor(() => expect(headCalls().length).toBeGreaterThan(0), { timeout: 10_000 });
    // The table's own scroll state first comes to rest: the layout stub's scrollTo fires a scroll event as the
    // table mounts, and the end of that scroll (150 ms later) would end the one this test begins.
    await sleep(400);

    await act(async () => owner.list?.live?.setScrolling(true));
    // A poll already on its way may still land; after it, none.
    await sleep(100);
    const held = headCalls().length;
    mine(2);
    await sleep(500);
    expect(headCalls()).toHaveLength(held);
    expect(screen.queryByRole('button', { name: /new blocks/ })).toBeNull();

    await act(async () => owner.list?.live?.setScrolling(false));
    await screen.findByRole('button', { name: '2 new blocks' }, { timeout: 10_000 });
    expect(headCalls().length).toBeGreaterThan(held);
  }, 60_000);

  it('looks up the head in the cache once per first page, not on every render of its owner', async () => {
    const client = createQueryClient();
    const headHash = hashKey(apiQueryOptions('listLatestBlocks', { chainId: CHAIN, pageSize: 25 }).queryKey);
    const lookups = vi.spyOn(client, 'getQueryData');
    const headLookups = () => lookups.mock.calls.filter(([key]) => hashKey(key) === headHash).length;
    const tree = (n: number) => (
      <QueryClientProvider client={client}>
        <div data-rerender={n}>
          <LatestBlocksTable chainId={CHAIN} height={VIEWPORT} pollMs={60_000} onRender={seeRender} />
        </div>
      </QueryClientProvider>
    );
    const { rerender } = render(tree(0));
    await within(await screen.findByRole('grid', { name: 'Latest blocks' }, { timeout: 30_000 })).findAllByRole('gridcell');
    expect(headLookups()).toBe(1);
    const renders = owner.renders;
    for (let n = 1; n <= 5; n++) rerender(tree(n));
    expect(owner.renders).toBe(renders + 5);
    expect(headLookups()).toBe(1);
  }, 60_000);
});
