import { act, cleanup, render, screen, within } from '@testing-library/react';
import { useMemo, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { staticList } from '../../api/staticList';
import { scrollTo, stubLayout } from '../../../test/support/dom/layout';
import { DataTable, ROW_HEIGHT } from './DataTable';
import type { DataColumn } from './columns';
import { rowIndexOf } from '../../../test/support/dom/cells';

// The toolbar's columns menu, counted: it stands for the table's shell (toolbar and header), which a scroll must not render.
let menuRenders = 0;
vi.mock('./ColumnsMenu', async (importOriginal) => {
  const { ColumnsMenu } = await importOriginal<typeof import('./ColumnsMenu')>();
  return {
    ColumnsMenu: (props: Parameters<typeof ColumnsMenu>[0]) => {
      menuRenders++;
      return <ColumnsMenu {...props} />;
    },
  };
});

type Item = { n: number };
const items: Item[] = Array.from({ length: 400 }, (_, n) => ({ n }));
let renders: number[] = [];
const columns: DataColumn<Item>[] = [
  {
    id: 'n',
    header: 'Number',
    path: 'n',
    kind: 'text',
    render: (item) => {
      renders.push(item.n);
      return String(item.n);
    },
  },
  { id: 'again', header: 'Again', path: 'n', kind: 'text', render: (item) => `#${item.n}` },
];
const rowId = (item: Item) => String(item.n);

function Table() {
  const [list] = useState(() => staticList(items));
  return <DataTable tableId="rows-test" label="Numbers" list={list} columns={columns} getRowId={rowId} emptyMessage="None." height={560} />;
}

/** The list as it grows page by page: the first `count` items, the same item objects each time. */
function GrowingTable({ count }: { count: number }) {
  const list = useMemo(() => staticList(items.slice(0, count)), [count]);
  return <DataTable tableId="rows-test" label="Numbers" list={list} columns={columns} getRowId={rowId} emptyMessage="None." height={560} />;
}

let restore: () => void;
beforeEach(() => {
  restore = stubLayout({ width: 1200, height: 560 });
  localStorage.clear();
  renders = [];
  menuRenders = 0;
});
afterEach(() => {
  cleanup();
  restore();
});

describe('DataTable rows while scrolling', () => {
  it('renders only the rows that come into view, not again the ones already on screen', async () => {
    render(<Table />);
    const grid = screen.getByRole('grid', { name: 'Numbers' });
    const scroller = grid.parentElement as HTMLElement;
    expect(rowIndexOf(within(grid).getByText('0'))).toBe(2);
    renders = [];
    // Five rows a frame, ten frames: the steady scroll the benchmark measures.
    for (let frame = 1; frame <= 10; frame++) {
      await act(async () => scrollTo(scroller, frame * 5 * ROW_HEIGHT));
    }
    expect(rowIndexOf(within(grid).getByText('60'))).toBe(62);
    // Each row that came into view rendered once; none rendered twice (no re-render of rows that did not change).
    expect(renders.length).toBeGreaterThanOrEqual(50);
    expect(new Set(renders).size).toBe(renders.length);
    // Clicking a row re-renders that row and the one it takes the selection from, not the screen.
    renders = [];
    await act(async () => within(grid).getByText('55').click());
    await act(async () => within(grid).getByText('56').click());
    expect(renders.sort((a, b) => a - b)).toEqual([55, 55, 56]);
  });

  it('scrolling renders neither the toolbar nor the header again; a change of columns does', async () => {
    render(<Table />);
    const grid = screen.getByRole('grid', { name: 'Numbers' });
    const scroller = grid.parentElement as HTMLElement;
    const before = menuRenders;
    for (let frame = 1; frame <= 10; frame++) {
      await act(async () => scrollTo(scroller, frame * 5 * ROW_HEIGHT));
    }
    expect(rowIndexOf(within(grid).getByText('60'))).toBe(62);
    expect(menuRenders).toBe(before);
    // The shell still follows what it shows: hiding a column reaches the menu and the header.
    await act(async () => screen.getByRole('button', { name: 'Columns' }).click());
    await act(async () => screen.getByRole('checkbox', { name: 'Again' }).click());
    expect(menuRenders).toBeGreaterThan(before);
    expect(screen.getByRole('checkbox', { name: 'Again' })).toHaveProperty('checked', false);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Number']);
  });

  it('a page appended to the list renders none of the rows on screen again', async () => {
    const { rerender } = render(<GrowingTable count={100} />);
    const grid = screen.getByRole('grid', { name: 'Numbers' });
    await act(async () => scrollTo(grid.parentElement as HTMLElement, 40 * ROW_HEIGHT));
    expect(rowIndexOf(within(grid).getByText('45'))).toBe(47);
    renders = [];
    rerender(<GrowingTable count={200} />);
    expect(screen.getByText(/ items$/).textContent).toBe('200 items');
    expect(renders).toEqual([]);
  });
});
