import { staticList } from '../../../renderer/api/staticList';
import { DataTable, type DataTableProps } from '../../../renderer/components/DataTable/DataTable';

/** A DataTable of rows already in hand (no paging), for tests of its header, its order and its layout. */
export function RowsTable<T>({ rows, ...table }: Omit<DataTableProps<T>, 'list' | 'emptyMessage'> & { rows: T[] }) {
  return <DataTable {...table} list={staticList(rows)} emptyMessage="None." />;
}
