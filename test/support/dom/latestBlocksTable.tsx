import { useMemo } from 'react';
import type { InfiniteList } from '../../../renderer/api/useInfiniteList';
import { useInfiniteList } from '../../../renderer/api/useInfiniteList';
import { DataTable } from '../../../renderer/components/DataTable/DataTable';
import { testBlockColumns, testBlockRowId, type TestBlock } from './tableTest';

export interface LatestBlocksTableProps {
  chainId: string;
  height: number;
  pollMs?: number;
  /** The list's own row id (the table's is testBlockRowId): a test can count the list's reads apart. */
  getRowId?: (block: TestBlock) => string;
  /** Told the list on each render of its owner. */
  onRender?: (list: InfiniteList<TestBlock>) => void;
}

/** The DataTable's tests' live table: a chain's latest blocks through useInfiniteList, with the test columns. */
export function LatestBlocksTable({ chainId, height, pollMs, getRowId = testBlockRowId, onRender }: LatestBlocksTableProps) {
  const params = useMemo(() => ({ chainId }), [chainId]);
  const list = useInfiniteList('listLatestBlocks', params, { getRowId, pollMs });
  onRender?.(list);
  return (
    <DataTable
      tableId="blocks-test"
      label="Latest blocks"
      list={list}
      columns={testBlockColumns}
      getRowId={testBlockRowId}
      itemNoun="blocks"
      emptyMessage="No blocks."
      height={height}
    />
  );
}
