import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { staticList } from '../../api/staticList';
import { Link } from '../../app/router';
import { blockUrl, txLink } from '../../app/urls';
import { scrollTo } from '../../../test/support/dom/layout';
import { RowsTable } from '../../../test/support/dom/rowsTable';
import { tableTestEach } from '../../../test/support/dom/tableTest';
import { DataTable, ROW_HEIGHT } from './DataTable';
import type { DataColumn } from './columns';

type Item = { txHash: string; blockNumber: string; note: string };
const items: Item[] = Array.from({ length: 50 }, (_, n) => ({
  txHash: `0x${String(n % 10).repeat(64)}`,
  blockNumber: String(1000 + n),
  note: `note ${n}`,
}));
const columns: DataColumn<Item>[] = [
  { id: 'txHash', header: 'Transaction', path: 'txHash', kind: 'id', linkTo: txLink },
  { id: 'note', header: 'Note', path: 'note', kind: 'text' },
  {
    id: 'block',
    header: 'Block',
    path: 'blockNumber',
    kind: 'text',
    render: (t) => <Link to={blockUrl(t.blockNumber)}>{t.blockNumber}</Link>,
  },
];

const rowId = (t: Item) => t.blockNumber;
const Table = () => <RowsTable tableId="keys-test" label="Transactions" rows={items} columns={columns} getRowId={rowId} rowHref={txLink} />;

const activeCell = (grid: HTMLElement) => document.getElementById(grid.getAttribute('aria-activedescendant') ?? '');

tableTestEach({ width: 1200, height: 560 });

describe('the grid pattern of the DataTable', () => {
  it('moves between cells with the arrow keys, marks the one it is on, and Enter opens its link or the row', async () => {
    window.history.replaceState(null, '', '#/transactions');
    render(<Table />);
    const grid = screen.getByRole('grid', { name: 'Transactions' });
    act(() => grid.focus());
    expect(grid.getAttribute('aria-activedescendant')).toBeNull();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeCell(grid)?.textContent).toContain(items[1].txHash.slice(0, 8));
    expect(activeCell(grid)?.getAttribute('role')).toBe('gridcell');
    await userEvent.keyboard('{ArrowRight}');
    expect(activeCell(grid)?.textContent).toBe('note 1');
    expect(activeCell(grid)?.classList.contains('dt-cell-active')).toBe(true);
    // One cell is marked at a time.
    expect(grid.querySelectorAll('.dt-cell-active')).toHaveLength(1);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(activeCell(grid)?.textContent).toBe('1001');
    await userEvent.keyboard('{Enter}');
    expect(window.location.hash).toBe('#/blocks/1001');
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    // A cell with no link of its own opens the row's.
    expect(window.location.hash).toBe(`#/tx/${items[1].txHash}`);
    // The keys that scroll: the scroller is asked to show the row (jsdom has no scrolling: the test scrolls as asked),
    // and the row drawn there shows the cell.
    const scroller = grid.parentElement as HTMLElement;
    await userEvent.keyboard('{End}');
    await act(async () => scrollTo(scroller, 49 * ROW_HEIGHT));
    await waitFor(() => expect(activeCell(grid)?.textContent).toBe('note 49'));
    await userEvent.keyboard('{Home}');
    await act(async () => scrollTo(scroller, 0));
    await waitFor(() => expect(activeCell(grid)?.textContent).toBe('note 0'));
    await userEvent.keyboard('{PageDown}');
    expect(Number(activeCell(grid)?.closest('[role="row"]')?.getAttribute('aria-rowindex'))).toBeGreaterThan(10);
    // Everything counted: the header, 50 rows and the end of the list.
    expect(grid.getAttribute('aria-rowcount')).toBe('52');
  });

  it('is no grid while it has no rows: the empty state is said, not a grid of nothing', () => {
    render(
      <DataTable
        tableId="empty"
        label="Transactions"
        list={staticList<Item>([])}
        emptyMessage="No transactions yet."
        columns={columns}
        getRowId={rowId}
      />,
    );
    expect(screen.queryByRole('grid')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('No transactions yet.');
    expect(screen.queryAllByRole('columnheader')).toHaveLength(0);
  });
});
