import { useMemo } from 'react';
import { staticList } from '../../../renderer/api/staticList';
import { DataTable, type DataTableProps } from '../../../renderer/components/DataTable/DataTable';

/**
 * A DataTable of rows already in hand (no paging), for tests of its header, its order, its layout and its cells. The
 * list is kept while `rows` is, so a render for another reason (a store the cells read) is not a new list.
 */
export function RowsTable<T>({ rows, ...table }: Omit<DataTableProps<T>, 'list' | 'emptyMessage'> & { rows: T[] }) {
  const list = useMemo(() => staticList(rows), [rows]);
  return <DataTable {...table} list={list} emptyMessage="None." />;
}
