import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { labelKey } from '../../../shared/addressBook/labelId';
import type { LabelEntry } from '../../../shared/bridge/addressBookChannels';
import { useAddressBook } from '../../addressBook/addressBookState';
import { staticList } from '../../api/staticList';
import { scrollTo, stubLayout } from '../../../test/support/dom/layout';
import { idName } from '../../../test/support/dom/idName';
import { testAddress, testTransferColumns, testTransfers } from '../../../test/support/dom/tableTest';
import { Announcer } from '../Announcer';
import { Hash } from '../Hash';
import { DataTable, ROW_HEIGHT } from './DataTable';

// Counts the ids that subscribe to the address book on their own: a table's ids read the table's one copy instead.
let ownSubscriptions = 0;
vi.mock('../../addressBook/addressBookState', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../addressBook/addressBookState')>();
  return {
    ...actual,
    useLabel: (id: string) => {
      ownSubscriptions++;
      return actual.useLabel(id);
    },
  };
});

const address = testAddress;
const items = testTransfers;
const columns = testTransferColumns;

function Table() {
  const [list] = useState(() => staticList(items));
  return (
    <DataTable tableId="cells-test" label="Transfers" list={list} columns={columns} getRowId={(i) => String(i.n)} emptyMessage="None." />
  );
}

function setBook(labels: Record<string, string>) {
  const entries: LabelEntry[] = Object.entries(labels).map(([id, label]) => ({ id, kind: 'evmAddress', label, updatedAt: 1 }));
  act(() => useAddressBook.setState({ entries, byKey: new Map(entries.map((e) => [labelKey(e.id), e])) }));
}

let restore: () => void;
beforeEach(() => {
  restore = stubLayout({ width: 1200, height: 560 });
  localStorage.clear();
  ownSubscriptions = 0;
  setBook({});
});
afterEach(() => {
  cleanup();
  restore();
  vi.useRealTimers();
});

describe("a table's id cells", () => {
  it('read labels from the table, with no subscription per id, and follow changes of the book', async () => {
    setBook({ [address(3)]: 'Treasury' });
    render(<Table />);
    const grid = screen.getByRole('grid', { name: 'Transfers' });
    expect(
      within(grid)
        .getByRole('link', { name: idName(address(3), 'Treasury') })
        .getAttribute('href'),
    ).toBe(`#/address/${address(3)}`);
    // A label added while the table is open reaches the rows already on screen and the rows scrolled into view.
    setBook({ [address(3)]: 'Treasury', [address(5)]: 'Exchange', [address(60)]: 'Bridge' });
    expect(
      within(grid)
        .getByRole('link', { name: idName(address(5), 'Exchange') })
        .getAttribute('href'),
    ).toBe(`#/address/${address(5)}`);
    for (let frame = 1; frame <= 10; frame++) await act(async () => scrollTo(grid.parentElement as HTMLElement, frame * 5 * ROW_HEIGHT));
    expect(
      within(grid)
        .getByRole('link', { name: idName(address(60), 'Bridge') })
        .getAttribute('href'),
    ).toBe(`#/address/${address(60)}`);
    expect(ownSubscriptions).toBe(0);
    // Outside a table an id still finds its label on its own.
    render(<Hash value={address(3)} label="address" />);
    expect(screen.getAllByTitle(`Treasury: ${address(3)}`).length).toBeGreaterThan(0);
    expect(ownSubscriptions).toBeGreaterThan(0);
  });

  it('keep a copy button after each link, reached by Tab, that copies without selecting the row and says so for a moment', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    render(
      <>
        <Table />
        <Announcer />
      </>,
    );
    const grid = screen.getByRole('grid', { name: 'Transfers' });
    const row = within(grid).getAllByRole('row')[3];
    within(row)
      .getByRole('link', { name: idName(items[2].tx) })
      .focus();
    await userEvent.tab();
    const copy = within(row).getByRole('button', { name: 'Copy hash' });
    expect(document.activeElement).toBe(copy);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(async () => copy.click());
    expect(writeText).toHaveBeenCalledWith(items[2].tx);
    // One live region for the app says it; the button shows a check mark instead of its icon.
    expect(screen.getByRole('status').textContent).toBe('Copied');
    expect(copy.textContent).toBe('✓');
    expect(row.getAttribute('aria-selected')).toBe('false');
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.getByRole('status').textContent).toBe('');
    expect(copy.textContent).toBe('');
  });
});
