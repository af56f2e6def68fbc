import { useMemo } from 'react';
import { useInfiniteList } from '../../api/useInfiniteList';
import { useChain } from '../../app/useChain';
import { primaryBlockUrl } from '../../app/urls';
import { ListSection, type TableSpec } from '../../components/DataTable/ListSection';
import { blockRowId, primaryBlockColumns, type PrimaryBlock } from '../transactions/primaryTxColumns';

const proposedBlockTable: TableSpec<PrimaryBlock> = {
  columns: primaryBlockColumns('p-chain'),
  getRowId: blockRowId,
  rowHref: (b) => (b.blockNumber ? primaryBlockUrl('p-chain', b.blockNumber) : undefined),
  itemNoun: 'blocks',
};

/** The P-Chain blocks this node proposed, newest first; each row opens its block. */
export function ProposedBlocks({ nodeId }: { nodeId: string }) {
  const { network } = useChain();
  const params = useMemo(() => ({ network, blockchainId: 'p-chain' as const, nodeId }), [network, nodeId]);
  const list = useInfiniteList('listBlocksByNode', params, proposedBlockTable);
  return (
    <ListSection
      id="primary-validator-blocks"
      title="Blocks proposed"
      list={list}
      {...proposedBlockTable}
      emptyMessage="This node has proposed no P-Chain block."
      height={360}
    />
  );
}
