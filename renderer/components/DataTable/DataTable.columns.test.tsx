import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StaticBlocksTable } from '../../../test/support/dom/staticBlocksTable';
import { tableTestEach, type TestBlock } from '../../../test/support/dom/tableTest';
import { MIN_COLUMN_WIDTH } from './useColumnModel';

const items: TestBlock[] = Array.from({ length: 30 }, (_, n) => ({ blockNumber: String(n), blockHash: `0x${n}` }));
tableTestEach();

const Table = () => <StaticBlocksTable tableId="columns-test" label="Blocks" blocks={items} />;

const header = (name: string) => screen.getByRole('columnheader', { name });
const widthOf = (el: HTMLElement) => Number.parseFloat(el.style.width);
/** A row's cell widths, in column order. */
const cellWidths = () =>
  Array.from(screen.getAllByRole('row')[1].querySelectorAll<HTMLElement>('[role="gridcell"]')).map((cell) => widthOf(cell));
const resizer = (name: string) => header(name).querySelector('.dt-resizer') as HTMLElement;

/** Drags a column's right edge by `dx` px with the mouse. */
function drag(name: string, dx: number) {
  fireEvent.mouseDown(resizer(name), { clientX: 300 });
  fireEvent.mouseMove(document, { clientX: 300 + dx / 2 });
  fireEvent.mouseMove(document, { clientX: 300 + dx });
  fireEvent.mouseUp(document, { clientX: 300 + dx });
}

describe('DataTable columns', () => {
  it('a dragged edge resizes its column in the header and the rows, is remembered, and a double click restores the width', () => {
    const { unmount } = render(<Table />);
    // The text column's default width, the id column's.
    expect([widthOf(header('Block')), widthOf(header('Hash'))]).toEqual([160, 160]);
    drag('Block', 90);
    expect(widthOf(header('Block'))).toBe(250);
    expect(cellWidths()).toEqual([250, 160]);
    expect(widthOf(screen.getByRole('grid', { name: 'Blocks' }))).toBe(410);
    // While the pointer is up the column is no longer being resized: a later move changes nothing.
    fireEvent.mouseMove(document, { clientX: 900 });
    expect(widthOf(header('Block'))).toBe(250);

    unmount();
    render(<Table />);
    expect(widthOf(header('Block'))).toBe(250);
    act(() => void fireEvent.doubleClick(resizer('Block')));
    expect(widthOf(header('Block'))).toBe(160);
  });

  it('marks the column being resized, stops at the narrowest width, and follows a touch', () => {
    render(<Table />);
    // Its default prevented: dragging across the rows selects no text.
    expect(fireEvent.mouseDown(resizer('Hash'), { clientX: 500 })).toBe(false);
    expect(resizer('Hash').className).toContain('resizing');
    fireEvent.mouseMove(document, { clientX: 0 });
    expect(widthOf(header('Hash'))).toBe(MIN_COLUMN_WIDTH);
    fireEvent.mouseUp(document);
    expect(resizer('Hash').className).not.toContain('resizing');

    fireEvent.touchStart(resizer('Hash'), { touches: [{ clientX: 100 }] });
    fireEvent.touchMove(document, { touches: [{ clientX: 140 }] });
    fireEvent.touchEnd(document, { touches: [] });
    expect(widthOf(header('Hash'))).toBe(MIN_COLUMN_WIDTH + 40);
  });

  it('the Columns menu hides and shows a column in the header and the rows', async () => {
    render(<Table />);
    await act(async () => screen.getByRole('button', { name: 'Columns' }).click());
    await act(async () => screen.getByRole('checkbox', { name: 'Block' }).click());
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Hash']);
    expect(cellWidths()).toEqual([160]);
    expect(screen.getByRole('grid', { name: 'Blocks' }).getAttribute('aria-colcount')).toBe('1');
    await act(async () => screen.getByRole('checkbox', { name: 'Block' }).click());
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Block', 'Hash']);
  });

  it('a touch the system cancels ends the drag: a later touch elsewhere resizes nothing', () => {
    render(<Table />);
    fireEvent.touchStart(resizer('Hash'), { touches: [{ clientX: 100 }] });
    fireEvent.touchCancel(document, { touches: [] });
    expect(resizer('Hash').className).not.toContain('resizing');
    fireEvent.touchMove(document, { touches: [{ clientX: 300 }] });
    expect(widthOf(header('Hash'))).toBe(160);
  });

  it('a table unmounted mid-drag takes its listeners off the document', () => {
    const dragTypes = ['mousemove', 'touchmove', 'mouseup', 'touchend', 'touchcancel'];
    const added = vi.spyOn(document, 'addEventListener');
    const removed = vi.spyOn(document, 'removeEventListener');
    const ofDrag = (spy: typeof added) =>
      spy.mock.calls.filter(([type]) => dragTypes.includes(type)).map(([type, listener]) => [type, listener]);
    try {
      const { unmount } = render(<Table />);
      fireEvent.mouseDown(resizer('Hash'), { clientX: 100 });
      expect(ofDrag(added)).not.toHaveLength(0);
      unmount();
      expect(ofDrag(removed)).toEqual(ofDrag(added));
    } finally {
      added.mockRestore();
      removed.mockRestore();
    }
  });
});
