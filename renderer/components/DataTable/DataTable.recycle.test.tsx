import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { staticList } from '../../api/staticList';
import { scrollTo } from '../../../test/support/layout';
import { tableTestEach, testBlockColumns as columns, testBlockRowId, type TestBlock } from '../../../test/support/tableTest';
import { DataTable, ROW_HEIGHT } from './DataTable';

const items: TestBlock[] = Array.from({ length: 1000 }, (_, n) => ({ blockNumber: String(n), blockHash: `0xhash${n}` }));
tableTestEach();

function renderTable(recycleRows: boolean) {
  render(
    <DataTable
      tableId="recycle"
      label="Blocks"
      list={staticList(items)}
      columns={columns}
      getRowId={testBlockRowId}
      emptyMessage="None."
      recycleRows={recycleRows}
    />,
  );
  const grid = screen.getByRole('grid', { name: 'Blocks' });
  return { grid, scroller: grid.parentElement as HTMLElement };
}

const rowElements = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('row')
    .filter((r) => r.classList.contains('dt-row'));

/** Scrolls as the benchmark does: five rows a frame. */
async function scrollFrames(scroller: HTMLElement, from: number, frames: number) {
  for (let frame = 1; frame <= frames; frame++) await act(async () => scrollTo(scroller, (from + frame * 5) * ROW_HEIGHT));
}

describe('DataTable rows recycled while scrolling', () => {
  it('draws the rows coming into view in the elements of the rows that left, and shows each its own item', async () => {
    const { grid, scroller } = renderTable(true);
    // Away from the top, where the overscan above the screen is drawn too: as many rows drawn from then on.
    await scrollFrames(scroller, 0, 4);
    const before = new Set(rowElements(grid));
    await scrollFrames(scroller, 20, 12);
    const after = rowElements(grid);
    expect(within(grid).getByText('85')).toBeTruthy();
    // No row element was made for the 60 rows that came into view: every one on screen is one drawn before.
    expect(after.every((row) => before.has(row))).toBe(true);
    for (const row of after) {
      const n = Number(row.getAttribute('aria-rowindex')) - 2;
      expect(within(row).getAllByRole('gridcell')[0].textContent).toBe(String(n));
      expect(within(row).getByRole('button', { name: 'Copy hash' })).toBeTruthy();
      expect(row.textContent).toContain(`0xhash${n}`.slice(0, 8));
    }
  }, 20_000);

  it('makes new rows without recycleRows', async () => {
    const { grid, scroller } = renderTable(false);
    const before = new Set(rowElements(grid));
    await scrollFrames(scroller, 0, 20);
    expect(rowElements(grid).some((row) => before.has(row))).toBe(false);
  });

  it('never hands the row holding the focus to another row: it leaves the screen as its own', async () => {
    const { grid, scroller } = renderTable(true);
    const row3 = rowElements(grid).find((r) => r.getAttribute('aria-rowindex') === '5') as HTMLElement;
    const copy = within(row3).getByRole('button', { name: 'Copy hash' });
    copy.focus();
    expect(document.activeElement).toBe(copy);
    await scrollFrames(scroller, 0, 20);
    // The focused button was not moved to another row's hash: it is gone with its row, or still row 3's.
    expect(copy.isConnected ? copy.closest('[role="row"]')?.getAttribute('aria-rowindex') : 'gone').toBe('gone');
    expect(rowElements(grid).includes(row3)).toBe(false);
  });

  it("a recycled copy button does not say another row's value was copied", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      Object.assign(navigator, { clipboard: { writeText: vi.fn(async () => {}) } });
      const { grid, scroller } = renderTable(true);
      const first = rowElements(grid)[0];
      const copy = within(first).getByRole('button', { name: 'Copy hash' });
      await act(async () => copy.click());
      expect(within(copy).getByRole('status').textContent).toBe('Copied');
      copy.blur();
      await scrollFrames(scroller, 0, 20);
      // The same button now copies another row's hash: it starts idle.
      expect(first.isConnected).toBe(true);
      expect(first.getAttribute('aria-rowindex')).not.toBe('2');
      expect(within(first).getByRole('status').textContent).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });
});
