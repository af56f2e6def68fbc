import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { firstCellsOf } from '../../../test/support/dom/cells';
import { RowsTable } from '../../../test/support/dom/rowsTable';
import { tableTestEach } from '../../../test/support/dom/tableTest';
import type { DataColumn } from './columns';
import type { ApiSort } from './useColumnModel';

interface Stake {
  node: string;
  stake: string;
  fee: number;
}
// Amounts in base units as the API sends them: strings, some past 2^53.
const items: Stake[] = [
  { node: 'NodeID-b', stake: '2000000000000000000001', fee: 2 },
  { node: 'NodeID-c', stake: '900', fee: 10 },
  { node: 'NodeID-a', stake: '2000000000000000000000', fee: 5 },
];
const columns: DataColumn<Stake>[] = [
  { id: 'node', header: 'Node', path: 'node', kind: 'id' },
  { id: 'stake', header: 'Stake', path: 'stake', kind: 'amount', decimals: 0 },
  { id: 'fee', header: 'Fee', path: 'fee', kind: 'text', apiSortKey: 'delegationFee' },
];
tableTestEach();

function Table({ apiSort }: { apiSort?: ApiSort }) {
  return <RowsTable tableId="sorting-test" label="Validators" rows={items} columns={columns} getRowId={(s) => s.node} apiSort={apiSort} />;
}

const grid = () => screen.getByRole('grid', { name: 'Validators' });
const firstCells = () => firstCellsOf(grid());
const headers = () =>
  within(grid())
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
const sortButton = (name: string) => within(screen.getByRole('columnheader', { name: new RegExp(name) })).getByRole('button');
const openMenu = () => act(async () => screen.getByRole('button', { name: 'Columns' }).click());

describe('DataTable sorting and column layout', () => {
  it('a header without the API sort sorts the loaded rows by its value (amounts exactly), says so, and a second click reverses', async () => {
    render(<Table />);
    expect(firstCells()).toEqual(['NodeID-b', 'NodeID-c', 'NodeID-a']);
    const stake = sortButton('Stake');
    expect(stake.getAttribute('title')).toBe('Sort the loaded rows by this column');
    expect(document.getElementById(stake.getAttribute('aria-describedby')!)?.textContent).toBe('sorts the loaded rows');
    await act(async () => stake.click());
    expect(firstCells()).toEqual(['NodeID-c', 'NodeID-a', 'NodeID-b']);
    expect(screen.getByRole('columnheader', { name: /Stake/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByText(/sorted by Stake/).textContent).toBe('3 items · sorted by Stake, ascending (loaded rows)');
    await act(async () => sortButton('Stake').click());
    expect(firstCells()).toEqual(['NodeID-b', 'NodeID-a', 'NodeID-c']);
    expect(screen.getByRole('columnheader', { name: /Stake/ }).getAttribute('aria-sort')).toBe('descending');
    // Ids sort as strings.
    await act(async () => sortButton('Node').click());
    expect(firstCells()).toEqual(['NodeID-a', 'NodeID-b', 'NodeID-c']);
    expect(screen.getByRole('columnheader', { name: /Stake/ }).getAttribute('aria-sort')).toBeNull();
  });

  it('a header the API sorts asks the API for the new order and marks the order the API gave', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<Table apiSort={{ by: 'blockIndex', desc: true, onChange }} />);
    const fee = sortButton('Fee');
    expect(fee.getAttribute('title')).toBe('Sort by this column on the API (a new request)');
    expect(document.getElementById(fee.getAttribute('aria-describedby')!)?.textContent).toBe('sorted by the API');
    expect(screen.getByRole('columnheader', { name: /Fee/ }).getAttribute('aria-sort')).toBeNull();
    await act(async () => fee.click());
    // Largest first, as the API's own default order; the loaded rows are not reordered here.
    expect(onChange).toHaveBeenLastCalledWith('delegationFee', true);
    expect(firstCells()).toEqual(['NodeID-b', 'NodeID-c', 'NodeID-a']);
    rerender(<Table apiSort={{ by: 'delegationFee', desc: true, onChange }} />);
    expect(screen.getByRole('columnheader', { name: /Fee/ }).getAttribute('aria-sort')).toBe('descending');
    await act(async () => sortButton('Fee').click());
    expect(onChange).toHaveBeenLastCalledWith('delegationFee', false);
    // A loaded-rows sort on top takes the mark; asking the API again drops it.
    await act(async () => sortButton('Stake').click());
    expect(screen.getByRole('columnheader', { name: /Fee/ }).getAttribute('aria-sort')).toBeNull();
    await act(async () => sortButton('Fee').click());
    expect(screen.getByRole('columnheader', { name: /Stake/ }).getAttribute('aria-sort')).toBeNull();
    expect(firstCells()).toEqual(['NodeID-b', 'NodeID-c', 'NodeID-a']);
  });

  it('a header dragged onto another takes its place, and the Columns menu moves columns by keyboard', async () => {
    render(<Table />);
    const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });
    fireEvent.dragStart(header('Fee'));
    fireEvent.dragOver(header('Node'));
    expect(header('Node').className).toContain('dt-drop-target');
    fireEvent.drop(header('Node'));
    expect(headers()).toEqual(['Fee', 'Node', 'Stake']);
    // The rows' cells follow the header.
    expect(firstCells()).toEqual(['2', '10', '5']);
    await openMenu();
    expect((screen.getByRole('button', { name: 'Move Fee left' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => screen.getByRole('button', { name: 'Move Fee right' }).click());
    expect(headers()).toEqual(['Node', 'Fee', 'Stake']);
    await act(async () => screen.getByRole('button', { name: 'Move Stake left' }).click());
    expect(headers()).toEqual(['Node', 'Stake', 'Fee']);
  });

  it('pins a column to the start, sticky in the header and the rows', async () => {
    render(<Table />);
    await openMenu();
    const pin = screen.getByRole('button', { name: 'Pin Stake' });
    expect(pin.getAttribute('aria-pressed')).toBe('false');
    await act(async () => pin.click());
    expect(screen.getByRole('button', { name: 'Pin Stake' }).getAttribute('aria-pressed')).toBe('true');
    expect(headers()).toEqual(['Stake', 'Node', 'Fee']);
    const stakeHeader = screen.getByRole('columnheader', { name: /Stake/ });
    expect(stakeHeader.className).toContain('dt-pinned');
    expect(stakeHeader.style.left).toBe('0px');
    expect(stakeHeader.getAttribute('draggable')).toBe('false');
    const firstRowCells = within(grid()).getAllByRole('row')[1].querySelectorAll('[role="gridcell"]');
    expect(firstRowCells[0].className).toContain('dt-pinned dt-pinned-last');
    expect(firstRowCells[1].className).not.toContain('dt-pinned');
    // A pinned column is not moved among the others.
    expect((screen.getByRole('button', { name: 'Move Stake right' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps order, pins, shown columns and the loaded rows sort across a new table, until Reset columns', async () => {
    const { unmount } = render(<Table />);
    await act(async () => sortButton('Stake').click());
    await openMenu();
    await act(async () => screen.getByRole('button', { name: 'Pin Node' }).click());
    await act(async () => screen.getByRole('button', { name: 'Move Fee left' }).click());
    await act(async () => screen.getByRole('checkbox', { name: 'Stake' }).click());
    unmount();

    render(<Table />);
    expect(headers()).toEqual(['Node', 'Fee']);
    expect(screen.getByRole('columnheader', { name: /Node/ }).className).toContain('dt-pinned');
    // Still sorted by the hidden Stake column, as the toolbar says.
    expect(firstCells()).toEqual(['NodeID-c', 'NodeID-a', 'NodeID-b']);
    expect(screen.getByText(/sorted by Stake, ascending/).textContent).toBe('3 items · sorted by Stake, ascending (loaded rows)');

    await openMenu();
    await act(async () => screen.getByRole('button', { name: 'Reset columns' }).click());
    expect(headers()).toEqual(['Node', 'Stake', 'Fee']);
    expect(screen.getByRole('columnheader', { name: /Node/ }).className).not.toContain('dt-pinned');
    expect(firstCells()).toEqual(['NodeID-b', 'NodeID-c', 'NodeID-a']);
    expect(JSON.parse(localStorage.getItem('ridgeline:table:sorting-test')!)).toEqual({
      sizing: {},
      visibility: {},
      order: [],
      pinned: [],
      sort: null,
    });
  });
});
