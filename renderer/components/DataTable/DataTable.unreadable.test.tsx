import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UNREADABLE } from '../../../shared/api/wire/unreadable';
import { staticList } from '../../api/staticList';
import { DataTable } from './DataTable';
import {
  tableTestEach,
  testBlockColumns as columns,
  testBlockRowId as rowId,
  type TestBlock as Block,
} from '../../../test/support/dom/tableTest';

tableTestEach();

// What the main process's client hands over when items of a page do not parse (shared/api/wire/unreadable.ts).
describe('DataTable with items the client could not read', () => {
  it('shows each as a row naming the field and its type, keeps the others, and counts them in the footer', () => {
    const items = [
      { blockNumber: '9', blockHash: '0x09' },
      { [UNREADABLE]: [{ field: 'txCount', type: 'string' }] } as Block,
      { [UNREADABLE]: [{ field: '(the item)', type: 'null' }] } as Block,
      { blockNumber: '6', blockHash: '0x06' },
    ];
    render(
      <DataTable tableId="t" label="Latest blocks" list={staticList(items)} columns={columns} getRowId={rowId} emptyMessage="No blocks." />,
    );
    const grid = screen.getByRole('grid', { name: 'Latest blocks' });
    const rows = within(grid).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('9'),
      'Could not read this item: txCount (a string)',
      'Could not read this item: (the item) (null)',
      expect.stringContaining('6'),
      'End of list · 4 rows · 2 could not be read',
    ]);
  });

  it('says nothing about unreadable rows when every item was read', () => {
    render(
      <DataTable
        tableId="t"
        label="Latest blocks"
        list={staticList([{ blockNumber: '1', blockHash: '0x01' }])}
        columns={columns}
        getRowId={rowId}
        emptyMessage="No blocks."
      />,
    );
    expect(screen.getByText(/^End of list/).textContent).toBe('End of list · 1 row');
  });
});
