import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { staticList } from '../../api/staticList';
import { LinkedChainScope } from '../../app/router';
import { txLink } from '../../app/urls';
import { idName } from '../../../test/support/dom/idName';
import { tableTestEach } from '../../../test/support/dom/tableTest';
import { DataTable } from './DataTable';
import type { DataColumn } from './columns';

/** Summit, an L1 of the local service: a watched address's link names it (`?evmChain=`). */
const SUMMIT = '432204';
type Item = { txHash: string };
const items: Item[] = Array.from({ length: 5 }, (_, n) => ({ txHash: `0x${String(n).repeat(64)}` }));
const columns: DataColumn<Item>[] = [{ id: 'txHash', header: 'Transaction', path: 'txHash', kind: 'id', linkTo: txLink }];

const spec = { columns, getRowId: (t: Item) => t.txHash, rowHref: txLink };

function Table() {
  const [list] = useState(() => staticList(items));
  return (
    <LinkedChainScope>
      <DataTable tableId="linked-chain-test" label="Transactions" list={list} emptyMessage="None." {...spec} />
    </LinkedChainScope>
  );
}

tableTestEach();

describe("a table's rows on a page of a linked chain (an L1's address opened from the watchlist)", () => {
  it('a row opened with the keyboard opens on that chain', async () => {
    window.history.replaceState(null, '', `#/address/0xabc?evmChain=${SUMMIT}`);
    render(<Table />);
    const grid = screen.getByRole('grid', { name: 'Transactions' });
    act(() => grid.focus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(window.location.hash).toBe(`#/tx/${items[1].txHash}?evmChain=${SUMMIT}`);
  });

  it('a row opened with a double click opens on that chain, and its links carry it', () => {
    window.history.replaceState(null, '', `#/address/0xabc?evmChain=${SUMMIT}`);
    render(<Table />);
    const row = screen.getAllByRole('row')[3];
    expect(
      within(row)
        .getByRole('link', { name: idName(items[2].txHash) })
        .getAttribute('href'),
    ).toBe(`#/tx/${items[2].txHash}?evmChain=${SUMMIT}`);
    fireEvent.doubleClick(row);
    expect(window.location.hash).toBe(`#/tx/${items[2].txHash}?evmChain=${SUMMIT}`);
  });

  it("on a page of the header's chain a row opens on the header's chain", async () => {
    window.history.replaceState(null, '', '#/address/0xabc');
    render(<Table />);
    act(() => screen.getByRole('grid', { name: 'Transactions' }).focus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(window.location.hash).toBe(`#/tx/${items[0].txHash}`);
  });
});
