import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { staticList } from '../../api/staticList';
import { scrollTo } from '../../../test/support/dom/layout';
import { idName } from '../../../test/support/dom/idName';
import { tableTestEach, testTransferColumns, testTransfers } from '../../../test/support/dom/tableTest';
import { DataTable, ROW_HEIGHT } from './DataTable';
import { assignRowSlots } from './rowSlots';

const items = testTransfers;

function Table() {
  const [list] = useState(() => staticList(items));
  return (
    <DataTable
      tableId="row-slots-test"
      label="Transfers"
      list={list}
      columns={testTransferColumns}
      getRowId={(i) => String(i.n)}
      emptyMessage="None."
    />
  );
}

const grid = () => screen.getByRole('grid', { name: 'Transfers' });
const scroller = () => grid().parentElement as HTMLElement;
/** The data rows drawn (not the footer). */
const rows = () => [...grid().querySelectorAll<HTMLElement>('.dt-body > .dt-row')];
const rowIndexes = () => rows().map((r) => Number(r.getAttribute('aria-rowindex')));
/** The data row of item n (row 1 is the header). */
const rowOf = (n: number) => grid().querySelector<HTMLElement>(`[role="row"][aria-rowindex="${n + 2}"]`);
const scrollRows = (n: number) => act(async () => scrollTo(scroller(), n * ROW_HEIGHT));

/** Elements added to the grid that were not in it before (an element moved is not created). */
function countCreated(root: HTMLElement) {
  const before = new WeakSet<Element>(root.querySelectorAll('*'));
  let created = 0;
  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node instanceof Element) created += [node, ...node.querySelectorAll('*')].filter((e) => !before.has(e)).length;
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => {
    observer.takeRecords();
    observer.disconnect();
    return created;
  };
}

tableTestEach();

describe('the rows scrolling into view', () => {
  it('take the elements of the rows that left, in the rows order, each showing its own item', async () => {
    render(<Table />);
    await scrollRows(20);
    const drawn = new Set(rows());
    const created = countCreated(grid());
    for (let frame = 1; frame <= 6; frame++) await scrollRows(20 + frame * 5);
    expect(created()).toBe(0);
    expect(rows().every((r) => drawn.has(r))).toBe(true);
    // The DOM's order is the rows' order (what Tab and a screen reader follow), and each row shows its own item.
    const indexes = rowIndexes();
    expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
    expect(indexes).toContain(50 + 2);
    for (const row of rows()) {
      const n = Number(row.getAttribute('aria-rowindex')) - 2;
      expect(within(row).getAllByRole('link', { name: idName(items[n].tx) })).toHaveLength(1);
      expect(row.id).toMatch(new RegExp(`-${n}$`));
    }
  });

  it('never show their content in the element of a row holding the focus: that row leaves with its element', async () => {
    render(<Table />);
    await scrollRows(20);
    const link = within(rowOf(22)!).getByRole('link', { name: idName(items[22].tx) });
    act(() => link.focus());
    const focusedRow = rowOf(22)!;
    const created = countCreated(grid());
    for (let frame = 1; frame <= 8; frame++) await scrollRows(20 + frame * 5);
    expect(rowOf(22)).toBeNull();
    // Its element was not reused: it left the page still showing item 22.
    expect(focusedRow.isConnected).toBe(false);
    expect(focusedRow.getAttribute('aria-rowindex')).toBe('24');
    expect(within(focusedRow).getByRole('link', { name: idName(items[22].tx) })).toBe(link);
    // The other rows leaving gave their elements: one row (without the focused one's copy buttons) was drawn anew.
    expect(created()).toBeLessThanOrEqual(focusedRow.querySelectorAll('*').length);
  });

  it('never show their content in the element of a row pointed at', async () => {
    render(<Table />);
    await scrollRows(20);
    const pointed = rowOf(21)!;
    fireEvent.mouseMove(pointed);
    for (let frame = 1; frame <= 8; frame++) await scrollRows(20 + frame * 5);
    expect(pointed.isConnected).toBe(false);
    expect(pointed.getAttribute('aria-rowindex')).toBe('23');
  });
});

describe("a table row's ids", () => {
  it('are their cells own content with their copy buttons after them: no wrapper element per id', () => {
    render(<Table />);
    const row = rowOf(3)!;
    fireEvent.mouseMove(row);
    const links = within(row).getAllByRole('link');
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link.parentElement?.getAttribute('role')).toBe('gridcell');
      expect(link.nextElementSibling?.getAttribute('aria-label')).toMatch(/^Copy /);
    }
    expect(row.querySelectorAll('.value-with-copy')).toHaveLength(0);
  });
});

describe('assignRowSlots', () => {
  const none = () => false;
  it('keeps the slots of rows still drawn and gives the rows entering the slots of those that left', () => {
    const last = new Map([
      ['a', 0],
      ['b', 1],
      ['c', 2],
    ]);
    const next = assignRowSlots(last, ['c', 'd', 'e'], none, none);
    expect(next.get('c')).toBe(2);
    expect(new Set([next.get('d'), next.get('e')])).toEqual(new Set([0, 1]));
    // The same rows from the same last slots: the same answer.
    expect(assignRowSlots(last, ['c', 'd', 'e'], none, none)).toEqual(next);
  });

  it("gives a held row's slot to none, and a fresh row a slot no row had", () => {
    const last = new Map([
      ['a', 0],
      ['b', 1],
      ['c', 2],
    ]);
    const next = assignRowSlots(
      last,
      ['c', 'd', 'e'],
      (id) => id === 'a',
      (id) => id === 'e',
    );
    expect(next.get('d')).toBe(1);
    expect(next.get('e')).toBe(3);
    expect([...next.values()]).not.toContain(0);
  });
});
