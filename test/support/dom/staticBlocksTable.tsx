import { staticList } from '../../../renderer/api/staticList';
import { DataTable } from '../../../renderer/components/DataTable/DataTable';
import { testBlockColumns, testBlockRowId, type TestBlock } from './tableTest';

export interface StaticBlocksTableProps {
  tableId: string;
  label: string;
  blocks: TestBlock[];
  height?: number;
}

/** The DataTable's tests' table of blocks already in hand (no paging), with the test columns. */
export function StaticBlocksTable({ tableId, label, blocks, height }: StaticBlocksTableProps) {
  return (
    <DataTable
      tableId={tableId}
      label={label}
      list={staticList(blocks)}
      columns={testBlockColumns}
      getRowId={testBlockRowId}
      itemNoun="blocks"
      emptyMessage="No blocks."
      height={height}
    />
  );
}
