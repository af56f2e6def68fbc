import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startService, type RunningService } from '../../../service/index';
import { createQueryClient } from '../../api/queryClient';
import { setBridgeForTests } from '../../bridge';
import { startCoreBridge, type CoreBridge } from '../../../test/support/bridges/coreBridge';
import { scrollTo, stubLayout } from '../../../test/support/dom/layout';
import { recordingBridge, type Recorded } from '../../../test/support/bridges/recordingBridge';
import { ROW_HEIGHT } from './DataTable';
import { LatestBlocksTable } from '../../../test/support/dom/latestBlocksTable';
import type { TestBlock as Block } from '../../../test/support/dom/tableTest';

const VIEWPORT = 560;
const CHAIN = '43114';

let service: RunningService;
let core: CoreBridge;
let calls: Recorded[];
let restoreLayout: () => void;

// One real local service (medium scale: 25,000 C-Chain blocks) behind the main process's core for the file.
beforeAll(async () => {
  core = await startCoreBridge(async () => {
    service = await startService({
      blockIntervalMs: 0,
      scale: 'medium',
      seed: 7,
      dataDir: `${process.env.TMPDIR ?? '/tmp'}/ridgeline-dt-test-${process.pid}`,
    });
    return service;
  });
}, 120_000);
afterAll(async () => {
  await core?.close();
});
beforeEach(() => {
  restoreLayout = stubLayout({ width: 1200, height: VIEWPORT });
  localStorage.clear();
  const recording = recordingBridge(core.bridge);
  calls = recording.calls;
  setBridgeForTests(recording.bridge);
});
afterEach(() => {
  cleanup();
  restoreLayout();
  setBridgeForTests(undefined);
});

function renderBlocks(pollMs?: number) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <LatestBlocksTable chainId={CHAIN} height={VIEWPORT} pollMs={pollMs} />
    </QueryClientProvider>,
  );
}

const blockCalls = () => calls.filter((c) => c.id === 'listLatestBlocks' && c.params.pageSize === 100);
const itemsOf = (c: Recorded) => (c.response as { blocks: Block[] }).blocks;
const renderedNumbers = (grid: HTMLElement) =>
  within(grid)
    .queryAllByRole('row')
    .map((r) => r.querySelector('[role="gridcell"]')?.textContent ?? '')
    .filter((t) => /^\d+$/.test(t));

describe('DataTable over the real service', () => {
  it('requests pages in order with the largest page size, shows no duplicate rows, and keeps the DOM small after 5,000 rows', async () => {
    renderBlocks();
    const grid = await screen.findByRole('grid', { name: 'Latest blocks' }, { timeout: 30_000 });
    await within(grid).findAllByRole('gridcell', {}, { timeout: 30_000 });
    const scroller = grid.parentElement as HTMLElement;
    expect(blockCalls()).toHaveLength(1);

    // The next page is asked while more than two screens of rows are still below the viewport.
    const screenRows = Math.ceil(VIEWPORT / ROW_HEIGHT);
    // Rows 46..61 in view (62..69 rendered as overscan): 38 rows, more than two screens, still below.
    const firstVisible = 46;
    await act(async () => scrollTo(scroller, firstVisible * ROW_HEIGHT));
    await waitFor(() => expect(blockCalls().length).toBe(2), { timeout: 10_000 });
    expect(100 - (firstVisible + screenRows)).toBeGreaterThan(2 * screenRows);

    // Scroll like a reader reaching the end again and again, until 5,000 rows are loaded.
    while (blockCalls().reduce((n, c) => n + itemsOf(c).length, 0) < 5000) {
      const loaded = blockCalls().length;
      await act(async () => scrollTo(scroller, blockCalls().length * 100 * ROW_HEIGHT - VIEWPORT));
      await waitFor(() => expect(blockCalls().length).toBeGreaterThan(loaded), { timeout: 10_000 });
    }

    const pages = blockCalls();
    expect(pages[0].params.pageToken).toBeUndefined();
    for (let i = 1; i < pages.length; i++) {
      expect(pages[i].params.pageToken).toBe((pages[i - 1].response as { nextPageToken?: string }).nextPageToken);
    }
    const numbers = pages.flatMap(itemsOf).map((b) => BigInt(b.blockNumber ?? '0'));
    expect(new Set(numbers).size).toBe(numbers.length);
    // Latest first, every block once, none skipped across page boundaries.
    numbers.forEach((n, i) => i > 0 && expect(n).toBe(numbers[i - 1] - 1n));
    await waitFor(() => expect(screen.getByText(/blocks loaded$/).textContent).toBe(`${numbers.length.toLocaleString()} blocks loaded`));

    const rows = within(grid).getAllByRole('row');
    // Header + visible rows + overscan on both sides + the footer, however many are loaded.
    const bound = 1 + Math.ceil(VIEWPORT / ROW_HEIGHT) + 2 * 8 + 2;
    expect(rows.length).toBeLessThanOrEqual(bound);
    const shown = renderedNumbers(grid);
    expect(new Set(shown).size).toBe(shown.length);
  }, 120_000);

  it('holds new blocks of a live list behind an "N new" pill and inserts them without moving the rows being read', async () => {
    renderBlocks(150);
    const grid = await screen.findByRole('grid', { name: 'Latest blocks' }, { timeout: 30_000 });
    await within(grid).findAllByRole('gridcell', {}, { timeout: 30_000 });
    const scroller = grid.parentElement as HTMLElement;
    const first = blockCalls()[0];
    const latest = BigInt(itemsOf(first)[0].blockNumber ?? '0');

    await act(async () => scrollTo(scroller, 40 * ROW_HEIGHT));
    const readingRow = () =>
      within(grid)
        .getByText(String(latest - 40n))
        .closest('[role="row"]') as HTMLElement;
    const screenTop = () => readingRow().offsetTop + parseFloat(readingRow().style.top) - scroller.scrollTop;
    const before = screenTop();

    const chain = service.world.evm.chain(CHAIN);
    if (!chain) throw new Error('no C-Chain in the service');
    for (let i = 0; i < 3; i++) service.world.evm.mine(chain);

    const pill = await screen.findByRole('button', { name: '3 new blocks' }, { timeout: 10_000 });
    // Nothing moved while the new blocks wait.
    expect(renderedNumbers(grid)).not.toContain(String(latest + 1n));
    expect(screenTop()).toBe(before);

    // From the click on, the timers are the test's: the highlight's moment lasts until the test moves the clock, however
    // long the rendering takes (and the query cache's notices, deferred by a timer, come when the clock moves).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    try {
      await act(async () => {
        fireEvent.click(pill);
        await vi.advanceTimersByTimeAsync(10);
      });
      expect(screen.queryByRole('button', { name: /new blocks/ })).toBeNull();
      expect(screenTop()).toBe(before);
      expect(scroller.scrollTop).toBe(43 * ROW_HEIGHT);
      await act(async () => scrollTo(scroller, 0));
      const top = renderedNumbers(grid).slice(0, 4);
      expect(top).toEqual([latest + 3n, latest + 2n, latest + 1n, latest].map(String));
      expect(screen.getByText(/blocks loaded$/).textContent).toBe(`${itemsOf(first).length + 3} blocks loaded`);
      // The inserted rows, and only they, are highlighted for a moment.
      const freshNumbers = () =>
        within(grid)
          .getAllByRole('row')
          .filter((r) => r.classList.contains('fresh'))
          .map((r) => within(r).getAllByRole('gridcell')[0].textContent);
      expect(freshNumbers()).toEqual([latest + 3n, latest + 2n, latest + 1n].map(String));
      await act(async () => vi.advanceTimersByTimeAsync(5_000));
      expect(freshNumbers()).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  }, 60_000);

  it('draws only the rows on screen in the commit that first shows rows, and the overscan in the next one', async () => {
    // The rows each commit adds to the grid's body: the first is the body itself with its rows, later ones add rows to it.
    const added: number[] = [];
    const observer = new MutationObserver((records) => {
      for (const r of records) {
        const body = r.target instanceof HTMLElement && r.target.getAttribute('role') === 'rowgroup';
        for (const node of r.addedNodes) {
          if (!(node instanceof HTMLElement)) continue;
          if (node.getAttribute('role') === 'rowgroup') added.push(node.querySelectorAll('.dt-row').length);
          else if (body && node.classList.contains('dt-row')) added.push(1);
        }
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    try {
      renderBlocks();
      const grid = await screen.findByRole('grid', { name: 'Latest blocks' }, { timeout: 30_000 });
      const screenRows = Math.ceil(VIEWPORT / ROW_HEIGHT);
      await waitFor(() => expect(grid.querySelectorAll('.dt-row').length).toBeGreaterThan(screenRows + 1));
      await act(async () => {});
      observer.takeRecords();
      // Counted as the records arrive, so the body's first count is the rows it held when it was added.
      expect(added.length).toBeGreaterThan(1);
      expect(added[0]).toBeLessThanOrEqual(screenRows + 1);
      expect(added.reduce((a, b) => a + b, 0)).toBe(grid.querySelectorAll('.dt-row').length);
    } finally {
      observer.disconnect();
    }
  }, 60_000);
});
