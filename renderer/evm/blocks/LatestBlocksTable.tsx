import { useMemo } from 'react';
import { useChain } from '../../app/useChain';
import { LiveChainTable } from '../../components/LiveChainTable';
import { blockColumns, blockRowId } from './blockColumns';
import { blockLink } from '../../app/urls';

/** The live list of the chosen chain's latest blocks. */
export function LatestBlocksTable({ tableId, height }: { tableId: string; height?: number }) {
  const chain = useChain();
  const params = useMemo(() => ({ chainId: chain.chainId }), [chain.chainId]);
  return (
    <LiveChainTable
      tableId={tableId}
      label="Latest blocks"
      endpoint="listLatestBlocks"
      params={params}
      columns={blockColumns}
      getRowId={blockRowId}
      rowHref={blockLink}
      itemNoun="blocks"
      emptyMessage={`No blocks on ${chain.chainName} yet.`}
      height={height}
    />
  );
}
