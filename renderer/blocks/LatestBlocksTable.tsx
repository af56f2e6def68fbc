import { useMemo } from 'react';
import { useInfiniteList } from '../api/useInfiniteList';
import { useChain } from '../app/useChain';
import { DataTable } from '../components/DataTable/DataTable';
import { blockColumns, blockHref, blockRowId } from './blockColumns';

/** How often live lists look for new items. */
export const LIVE_POLL_MS = 4000;

/** The live list of the chosen chain's latest blocks. */
export function LatestBlocksTable({ tableId, height }: { tableId: string; height?: number }) {
  const chain = useChain();
  const list = useInfiniteList('listLatestBlocks', { chainId: chain.chainId }, { getRowId: blockRowId, pollMs: LIVE_POLL_MS, enabled: chain.ready });
  const columns = useMemo(() => blockColumns(chain.token), [chain.token?.symbol, chain.token?.decimals]);
  return (
    <DataTable
      tableId={tableId}
      label="Latest blocks"
      list={list}
      columns={columns}
      getRowId={blockRowId}
      rowHref={blockHref}
      itemNoun="blocks"
      emptyMessage={`No blocks on ${chain.chainName} yet.`}
      height={height}
    />
  );
}
