import { useMemo } from 'react';
import { useInfiniteList } from '../api/useInfiniteList';
import { useChain } from '../app/useChain';
import { DataTable } from '../components/DataTable/DataTable';
import { PageHeader } from '../components/PageHeader';
import { useIcmTable } from './useIcmTable';

/** The network's cross-chain (ICM) messages, newest first: which chain to which, status and time. */
export function IcmMessagesPage() {
  const { network } = useChain();
  const params = useMemo(() => ({ network }), [network]);
  const table = useIcmTable();
  const list = useInfiniteList('listIcmMessages', params, table);
  return (
    <>
      <PageHeader title="Cross-chain messages" subtitle={`ICM messages between the EVM chains · ${network}`} />
      <DataTable
        tableId="icm-messages"
        label="Cross-chain messages"
        list={list}
        {...table}
        emptyMessage="No cross-chain messages on this network yet."
      />
    </>
  );
}
