import { useMemo } from 'react';
import { useInfiniteList } from '../api/useInfiniteList';
import { useChain } from '../app/useChain';
import { DataTable } from '../components/DataTable/DataTable';
import { useIcmTable } from './useIcmTable';

/** The cross-chain messages an address sent or received, on every EVM chain of the network, newest first. */
export function AddressMessages({ address }: { address: string }) {
  const { network } = useChain();
  const params = useMemo(() => ({ network, address }), [network, address]);
  const table = useIcmTable();
  const list = useInfiniteList('listIcmAddressMessages', params, table);
  return (
    <DataTable
      tableId="address-icm-messages"
      label="Cross-chain messages"
      list={list}
      {...table}
      emptyMessage={`This address sent or received no cross-chain messages on ${network}.`}
    />
  );
}
