import { useMemo } from 'react';
import { useChain } from '../../app/useChain';
import { LiveChainTable } from '../../components/LiveChainTable';
import { txColumns, txRowId } from './txColumns';
import { txLink } from '../../app/urls';

export type StatusFilter = 'all' | 'success' | 'failed';

/** The live list of the chosen chain's latest transactions, optionally only successes or failures. */
export function LatestTransactionsTable({ tableId, status = 'all', height }: { tableId: string; status?: StatusFilter; height?: number }) {
  const chain = useChain();
  const params = useMemo(
    () => (status === 'all' ? { chainId: chain.chainId } : { chainId: chain.chainId, status }),
    [chain.chainId, status],
  );
  const what = status === 'all' ? 'transactions' : `${status === 'failed' ? 'failed' : 'successful'} transactions`;
  return (
    <LiveChainTable
      tableId={tableId}
      label="Latest transactions"
      endpoint="listLatestTransactions"
      params={params}
      columns={txColumns}
      getRowId={txRowId}
      rowHref={txLink}
      itemNoun="transactions"
      emptyMessage={`No ${what} on ${chain.chainName} yet.`}
      height={height}
    />
  );
}
