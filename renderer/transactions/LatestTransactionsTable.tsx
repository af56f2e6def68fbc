import { useMemo } from 'react';
import { useInfiniteList } from '../api/useInfiniteList';
import { useChain } from '../app/useChain';
import { LIVE_POLL_MS } from '../blocks/LatestBlocksTable';
import { DataTable } from '../components/DataTable/DataTable';
import { txColumns, txHref, txRowId } from './txColumns';

export type StatusFilter = 'all' | 'success' | 'failed';

/** The live list of the chosen chain's latest transactions, optionally only successes or failures. */
export function LatestTransactionsTable({ tableId, status = 'all', height }: { tableId: string; status?: StatusFilter; height?: number }) {
  const chain = useChain();
  const params = status === 'all' ? { chainId: chain.chainId } : { chainId: chain.chainId, status };
  const list = useInfiniteList('listLatestTransactions', params, { getRowId: txRowId, pollMs: LIVE_POLL_MS, enabled: chain.ready });
  const columns = useMemo(() => txColumns(chain.token), [chain.token?.symbol, chain.token?.decimals]);
  const what = status === 'all' ? 'transactions' : `${status === 'failed' ? 'failed' : 'successful'} transactions`;
  return (
    <DataTable
      tableId={tableId}
      label="Latest transactions"
      list={list}
      columns={columns}
      getRowId={txRowId}
      rowHref={txHref}
      itemNoun="transactions"
      emptyMessage={`No ${what} on ${chain.chainName} yet.`}
      height={height}
    />
  );
}
