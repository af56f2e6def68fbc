import { useMemo } from 'react';
import { useInfiniteList } from '../api/useInfiniteList';
import { useChain } from '../app/useChain';
import { DataTable } from '../components/DataTable/DataTable';
import { PageHeader } from '../components/PageHeader';
import { icmColumns, icmRowHref, icmRowId } from './icmColumns';
import { useChainNames } from './useChainNames';

/** The network's cross-chain (ICM) messages, newest first: which chain to which, status and time. */
export function IcmMessagesPage() {
  const { network } = useChain();
  const chainName = useChainNames();
  const params = useMemo(() => ({ network }), [network]);
  const list = useInfiniteList('listIcmMessages', params, { getRowId: icmRowId });
  const columns = useMemo(() => icmColumns(chainName), [chainName]);
  return (
    <>
      <PageHeader title="Cross-chain messages" subtitle={`ICM messages between the EVM chains · ${network}`} />
      <DataTable
        tableId="icm-messages"
        label="Cross-chain messages"
        list={list}
        columns={columns}
        getRowId={icmRowId}
        rowHref={icmRowHref}
        emptyMessage="No cross-chain messages on this network yet."
        itemNoun="messages"
      />
    </>
  );
}
