import { act, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { staticList } from '../../api/staticList';
import { scrollTo } from '../../../test/support/dom/layout';
import { tableTestEach, testBlockColumns as columns, testBlockRowId, type TestBlock } from '../../../test/support/dom/tableTest';
import { DataTable, ROW_HEIGHT } from './DataTable';
import { rowIndexOf } from '../../../test/support/dom/cells';
import { anyTableScrolling } from './scrollingTables';

// The key function each render hands the virtualizer: one that reads row ids makes it read every loaded row's on each layout.
const itemKeys = new Set<unknown>();
vi.mock('@tanstack/react-virtual', async (importOriginal) => {
  const virtual = await importOriginal<typeof import('@tanstack/react-virtual')>();
  return {
    ...virtual,
    useVirtualizer: (options: Parameters<typeof virtual.useVirtualizer>[0]) => {
      itemKeys.add(options.getItemKey);
      return virtual.useVirtualizer(options);
    },
  };
});

// The DataTable's renders, counted by its call of its column model: a scroll frame renders only its rows (DataTableRows).
const tableRenders = vi.hoisted(() => ({ calls: 0 }));
vi.mock('./useColumnModel', async (importOriginal) => {
  const model = await importOriginal<typeof import('./useColumnModel')>();
  return {
    ...model,
    useColumnModel: ((...args: Parameters<typeof model.useColumnModel>) => {
      tableRenders.calls++;
      return model.useColumnModel(...args);
    }) as typeof model.useColumnModel,
  };
});

// The toolbar's count, formatted: only when the count changes, not on each frame.
const counted = vi.hoisted(() => ({ calls: 0 }));
vi.mock('../../../shared/format/sentence', async (importOriginal) => {
  const sentence = await importOriginal<typeof import('../../../shared/format/sentence')>();
  return {
    ...sentence,
    countOf: (n: number, noun: string) => {
      counted.calls++;
      return sentence.countOf(n, noun);
    },
  };
});

const items: TestBlock[] = Array.from({ length: 2000 }, (_, n) => ({ blockNumber: String(n), blockHash: `0x${n}` }));
tableTestEach();

/** Scrolls as the benchmark does: five rows a frame. */
async function scrollFrames(scroller: HTMLElement, frames: number) {
  for (let frame = 1; frame <= frames; frame++) await act(async () => scrollTo(scroller, frame * 5 * ROW_HEIGHT));
}

/**
 * Table `tableId` of the first 1,000 of `rows`, then the next page appended under it (the first 2,000, the same item
 * objects), with `beforeAppend` run in between.
 */
function appendPage(tableId: string, rows: TestBlock[], getRowId: (b: TestBlock) => string, beforeAppend: () => void): void {
  const table = (count: number) => (
    <DataTable
      tableId={tableId}
      label="Blocks"
      list={staticList(rows.slice(0, count))}
      columns={columns}
      getRowId={getRowId}
      emptyMessage="None."
    />
  );
  const { rerender } = render(table(1000));
  expect(screen.getByText(/ items$/).textContent).toBe('1,000 items');
  beforeAppend();
  rerender(table(2000));
  expect(screen.getByText(/ items$/).textContent).toBe('2,000 items');
}

describe('DataTable work on each scroll frame', () => {
  it('renders only the rows, reads each row id once as its row first comes into view, hands the virtualizer no key function and formats no count', async () => {
    const getRowId = vi.fn(testBlockRowId);
    const list = staticList(items);
    render(<DataTable tableId="scroll-work" label="Blocks" list={list} columns={columns} getRowId={getRowId} emptyMessage="None." />);
    const grid = screen.getByRole('grid', { name: 'Blocks' });
    expect(screen.getByText(/ items$/).textContent).toBe('2,000 items');
    // Only the rows drawn were read, not the 2,000 loaded.
    expect(getRowId.mock.calls.length).toBeLessThan(50);
    getRowId.mockClear();
    counted.calls = 0;
    tableRenders.calls = 0;
    await scrollFrames(grid.parentElement as HTMLElement, 10);
    // Ten frames of rows coming into view, and the DataTable (its columns, toolbar, header) not rendered for them.
    expect(tableRenders.calls).toBe(0);
    expect(rowIndexOf(within(grid).getByText('60'))).toBe(62);
    const read = getRowId.mock.calls.map(([item]) => item.blockNumber);
    // The rows that came into view (50 of them), each once; none of the 2,000 others.
    expect(read.length).toBeGreaterThanOrEqual(50);
    expect(read.length).toBeLessThan(70);
    expect(new Set(read).size).toBe(read.length);
    // Back up again: those rows' ids are known.
    getRowId.mockClear();
    await act(async () => scrollTo(grid.parentElement as HTMLElement, 0));
    expect(rowIndexOf(within(grid).getByText('0'))).toBe(2);
    expect(getRowId).not.toHaveBeenCalled();
    // Rows are never measured (fixed height): the virtualizer keys them by index and reads no id to lay them out.
    expect([...itemKeys]).toEqual([undefined]);
    expect(counted.calls).toBe(0);
  });

  it('a page appended reads no id of the rows already loaded', async () => {
    const getRowId = vi.fn(testBlockRowId);
    appendPage('scroll-work', items, getRowId, () => getRowId.mockClear());
    expect(getRowId).not.toHaveBeenCalled();
  });

  it('a page appended to an unsorted list reads no column value of the rows already loaded: no row model over the whole list', () => {
    // Each item counts the reads of its block number: the column model's sort reads it through its accessor.
    let reads = 0;
    const counting = items.map((item) => {
      const copy = { ...item };
      Object.defineProperty(copy, 'blockNumber', { enumerable: true, get: () => (reads++, item.blockNumber) });
      return copy;
    });
    appendPage('scroll-work-values', counting, testBlockRowId, () => (reads = 0));
    // The rows drawn read theirs (one screen and the overscan); the 1,000 loaded before are not read again.
    expect(reads).toBeLessThan(60);
    // Sorted by the user, the loaded rows are ordered by that value: every one of them is read.
    act(() => screen.getByRole('button', { name: /^Block/ }).click());
    expect(reads).toBeGreaterThanOrEqual(2000);
  });

  it('tells a live list it is being scrolled while the rows move and that it stopped once they rest', async () => {
    const setScrolling = vi.fn();
    const list = { ...staticList(items), live: { pending: 0, gap: false, insert: () => {}, setScrolling } };
    render(<DataTable tableId="scroll-work" label="Blocks" list={list} columns={columns} getRowId={testBlockRowId} emptyMessage="None." />);
    expect(setScrolling).not.toHaveBeenCalled();
    await scrollFrames(screen.getByRole('grid', { name: 'Blocks' }).parentElement as HTMLElement, 3);
    expect(setScrolling).toHaveBeenCalledWith(true);
    // The virtualizer calls a scroll over once no scroll event came for a moment.
    await waitFor(() => expect(setScrolling).toHaveBeenLastCalledWith(false));
    expect(setScrolling.mock.calls.map(([s]) => s)).toEqual([true, false]);
  });

  it('says to the work that waits for rows at rest (contract names) that a table scrolls, and when it stopped', async () => {
    render(
      <DataTable
        tableId="scroll-work"
        label="Blocks"
        list={staticList(items)}
        columns={columns}
        getRowId={testBlockRowId}
        emptyMessage="None."
      />,
    );
    expect(anyTableScrolling()).toBe(false);
    await scrollFrames(screen.getByRole('grid', { name: 'Blocks' }).parentElement as HTMLElement, 3);
    expect(anyTableScrolling()).toBe(true);
    await waitFor(() => expect(anyTableScrolling()).toBe(false));
  });
});
