import { useMemo } from 'react';
import { useInfiniteList } from '../../api/useInfiniteList';
import { useChain } from '../../app/useChain';
import { DataTable } from '../../components/DataTable/DataTable';
import { txColumns, txRowId } from '../transactions/txColumns';
import { txLink } from '../../app/urls';

/** The transactions of one block, in block order, in the one table (a block never changes: no polling). */
export function BlockTransactions({ blockNumber, txCount }: { blockNumber: string; txCount: number | undefined }) {
  const chain = useChain();
  const list = useInfiniteList(
    'listBlockTransactions',
    { chainId: chain.chainId, blockId: blockNumber },
    { getRowId: txRowId, enabled: chain.ready },
  );
  const columns = useMemo(() => txColumns(chain.token), [chain.token]);
  return (
    <section aria-labelledby="block-transactions">
      <h2 id="block-transactions">Transactions{txCount !== undefined ? ` (${txCount})` : ''}</h2>
      <DataTable
        tableId="block-transactions"
        label="Block transactions"
        list={list}
        columns={columns}
        getRowId={txRowId}
        rowHref={txLink}
        itemNoun="transactions"
        emptyMessage={`Block ${blockNumber} holds no transactions.`}
        height={420}
      />
    </section>
  );
}
