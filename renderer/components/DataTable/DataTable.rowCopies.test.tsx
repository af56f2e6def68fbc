import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staticList } from '../../api/staticList';
import { scrollTo } from '../../../test/support/dom/layout';
import { idName } from '../../../test/support/dom/idName';
import { tableTestEach, testTransferColumns, testTransfers } from '../../../test/support/dom/tableTest';
import { Announcer } from '../Announcer';
import { CopyButton } from '../CopyButton';
import { DataTable, ROW_HEIGHT } from './DataTable';

const items = testTransfers;
const columns = testTransferColumns;

function Table() {
  const [list] = useState(() => staticList(items));
  return (
    <>
      <DataTable
        tableId="row-copies-test"
        label="Transfers"
        list={list}
        columns={columns}
        getRowId={(i) => String(i.n)}
        emptyMessage="None."
      />
      <Announcer />
    </>
  );
}

const grid = () => screen.getByRole('grid', { name: 'Transfers' });
/** The data row of item n (row 1 is the header). */
const rowOf = (n: number) => grid().querySelector<HTMLElement>(`[role="row"][aria-rowindex="${n + 2}"]`)!;
const buttonsIn = (row: HTMLElement) => within(row).queryAllByRole('button', { name: /^Copy / });

tableTestEach();
afterEach(() => vi.useRealTimers());

describe("a table row's copy buttons", () => {
  it('are drawn by no row at rest, nor by the rows scrolled into view', async () => {
    render(<Table />);
    expect(grid().querySelectorAll('.copy-button')).toHaveLength(0);
    for (let frame = 1; frame <= 10; frame++) await act(async () => scrollTo(grid().parentElement as HTMLElement, frame * 5 * ROW_HEIGHT));
    expect(rowOf(60)).not.toBeNull();
    expect(grid().querySelectorAll('.copy-button')).toHaveLength(0);
    // Outside a table a copy button is always drawn.
    render(<CopyButton value="0x1" label="hash" />);
    expect(screen.getAllByRole('button', { name: 'Copy hash' })).toHaveLength(1);
  });

  // Drawn on a move, not an enter: a row that comes in under a resting pointer gets no enter.
  it('are drawn on the row the pointer moves in, and only while it is there', () => {
    render(<Table />);
    fireEvent.mouseMove(rowOf(3));
    expect(buttonsIn(rowOf(3)).map((b) => b.getAttribute('aria-label'))).toEqual(['Copy hash', 'Copy from']);
    expect(buttonsIn(rowOf(4))).toHaveLength(0);
    fireEvent.mouseLeave(rowOf(3));
    fireEvent.mouseMove(rowOf(4));
    expect(buttonsIn(rowOf(3))).toHaveLength(0);
    expect(buttonsIn(rowOf(4))).toHaveLength(2);
  });

  it('are drawn on the selected row', async () => {
    render(<Table />);
    grid().focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(rowOf(1).getAttribute('aria-selected')).toBe('true');
    expect(buttonsIn(rowOf(1))).toHaveLength(2);
    expect(buttonsIn(rowOf(0))).toHaveLength(0);
  });

  it('are reached by Tab from each id of the row holding the focus, so every id can be copied from the keyboard', async () => {
    render(<Table />);
    act(() =>
      within(rowOf(2))
        .getByRole('link', { name: idName(items[2].tx) })
        .focus(),
    );
    await userEvent.tab();
    expect(document.activeElement).toBe(within(rowOf(2)).getByRole('button', { name: 'Copy hash' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(within(rowOf(2)).getByRole('link', { name: idName(items[2].from) }));
    await userEvent.tab();
    expect(document.activeElement).toBe(within(rowOf(2)).getByRole('button', { name: 'Copy from' }));
    // The next row's first id, then its copy button: the focus moved, and the buttons with it.
    await userEvent.tab();
    expect(document.activeElement).toBe(within(rowOf(3)).getByRole('link', { name: idName(items[3].tx) }));
    expect(buttonsIn(rowOf(2))).toHaveLength(0);
    await userEvent.tab();
    expect(document.activeElement).toBe(within(rowOf(3)).getByRole('button', { name: 'Copy hash' }));
  });

  it("stay while a copy's mark shows after the pointer and the focus have left, then go", async () => {
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: vi.fn(async () => {}) } });
    render(<Table />);
    fireEvent.mouseMove(rowOf(3));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const copy = within(rowOf(3)).getByRole('button', { name: 'Copy from' });
    await act(async () => copy.click());
    fireEvent.mouseLeave(rowOf(3));
    act(() => grid().focus());
    expect(copy.isConnected).toBe(true);
    expect(copy.textContent).toBe('✓');
    act(() => vi.advanceTimersByTime(1500));
    expect(buttonsIn(rowOf(3))).toHaveLength(0);
  });
});
