import { useMemo } from 'react';
import { useInfiniteList } from '../../api/useInfiniteList';
import { useChain } from '../../app/useChain';
import { fittedHeight } from '../../components/DataTable/DataTable';
import { ListSection, SECTION_HEIGHT } from '../../components/DataTable/ListSection';
import { txTable } from '../transactions/txColumns';

/** The transactions of one block, in block order, in the one table (a block never changes: no polling). */
export function BlockTransactions({ blockNumber, txCount }: { blockNumber: string; txCount: number | undefined }) {
  const chain = useChain();
  // Every row is in this block: its Block column would say the page's title again, so it starts hidden (the Columns menu
  // still offers it).
  const table = useMemo(() => {
    const spec = txTable(chain.token);
    return { ...spec, columns: spec.columns.map((c) => (c.id === 'blockNumber' ? { ...c, hiddenByDefault: true } : c)) };
  }, [chain.token]);
  const list = useInfiniteList(
    'listBlockTransactions',
    { chainId: chain.chainId, blockId: blockNumber },
    { ...table, enabled: chain.ready },
  );
  return (
    <ListSection
      id="block-transactions"
      title={`Transactions${txCount !== undefined ? ` (${txCount})` : ''}`}
      label="Block transactions"
      list={list}
      {...table}
      // A block's count is known: a block of one transaction gets a table of one row, not a section's height of blank.
      height={txCount === undefined ? undefined : fittedHeight(Math.max(txCount, 1), SECTION_HEIGHT)}
      emptyMessage={`Block ${blockNumber} holds no transactions.`}
    />
  );
}
