import { act, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { firstCellsOf } from '../../../test/support/dom/cells';
import { RowsTable } from '../../../test/support/dom/rowsTable';
import { tableTestEach } from '../../../test/support/dom/tableTest';
import type { DataColumn } from './columns';
import { BY_SORT_ORDER, useSortOrderParam, type SortOrder } from './sortOrderParam';

interface Vertex {
  hash: string;
  time: number;
  txs: number;
}
const vertices: Vertex[] = [
  { hash: 'v1', time: 100, txs: 3 },
  { hash: 'v2', time: 200, txs: 1 },
  { hash: 'v3', time: 300, txs: 2 },
];
const columns: DataColumn<Vertex>[] = [
  { id: 'hash', header: 'Vertex', path: 'hash', kind: 'text' },
  { id: 'time', header: 'Time', path: 'time', kind: 'text', apiSortKey: BY_SORT_ORDER },
  { id: 'txs', header: 'Transactions', path: 'txs', kind: 'text' },
];
/** The orders the list was asked in, as an endpoint taking `sortOrder` would be. */
let asked: SortOrder[] = [];

/** A list whose endpoint orders by time: the rows come in the order asked. */
function Vertices() {
  const { sortOrder, apiSort } = useSortOrderParam('sort', 'asc');
  asked.push(sortOrder);
  const rows = sortOrder === 'asc' ? vertices : [...vertices].reverse();
  return <RowsTable tableId="sort-order-test" label="Vertices" rows={rows} columns={columns} getRowId={(v) => v.hash} apiSort={apiSort} />;
}

tableTestEach();
beforeEach(() => {
  asked = [];
  window.history.replaceState(null, '', '#/vertices?height=3');
});

const firstCells = () => firstCellsOf(screen.getByRole('grid', { name: 'Vertices' }));
const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });
const click = (name: string) => act(async () => within(header(name)).getByRole('button').click());

describe('a list whose endpoint sorts by sortOrder alone', () => {
  it("marks its column with the URL's order, and the header asks for the other order, kept in the URL with the rest of it", async () => {
    render(<Vertices />);
    expect(asked.at(-1)).toBe('asc');
    expect(header('Time').getAttribute('aria-sort')).toBe('ascending');
    expect(firstCells()).toEqual(['v1', 'v2', 'v3']);
    const button = within(header('Time')).getByRole('button');
    expect(button.getAttribute('title')).toBe('Sort by this column on the API (a new request)');

    await click('Time');
    expect(window.location.hash).toBe('#/vertices?height=3&sort=desc');
    expect(asked.at(-1)).toBe('desc');
    expect(header('Time').getAttribute('aria-sort')).toBe('descending');
    expect(firstCells()).toEqual(['v3', 'v2', 'v1']);

    await click('Time');
    expect(window.location.hash).toBe('#/vertices?height=3&sort=asc');
    expect(firstCells()).toEqual(['v1', 'v2', 'v3']);
  });

  it('opens a link in the order it names', () => {
    window.history.replaceState(null, '', '#/vertices?sort=desc');
    render(<Vertices />);
    expect(asked).toEqual(['desc']);
    expect(header('Time').getAttribute('aria-sort')).toBe('descending');
    expect(firstCells()).toEqual(['v3', 'v2', 'v1']);
  });

  it("a loaded-rows sort of another column takes the mark; the order's header then asks the API again and drops it", async () => {
    render(<Vertices />);
    await click('Transactions');
    expect(firstCells()).toEqual(['v2', 'v3', 'v1']);
    expect(header('Time').getAttribute('aria-sort')).toBeNull();
    await click('Time');
    expect(window.location.hash).toBe('#/vertices?height=3&sort=desc');
    expect(header('Transactions').getAttribute('aria-sort')).toBeNull();
    expect(header('Time').getAttribute('aria-sort')).toBe('descending');
    expect(firstCells()).toEqual(['v3', 'v2', 'v1']);
  });
});
