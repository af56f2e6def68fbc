import { useMemo } from 'react';
import { useInfiniteList } from '../api/useInfiniteList';
import { useChain } from '../app/useChain';
import { DataTable } from '../components/DataTable/DataTable';
import { icmColumns, icmRowHref, icmRowId } from './icmColumns';
import { useChainNames } from './useChainNames';

/** The cross-chain messages an address sent or received, on every EVM chain of the network, newest first. */
export function AddressMessages({ address }: { address: string }) {
  const { network } = useChain();
  const chainName = useChainNames();
  const params = useMemo(() => ({ network, address }), [network, address]);
  const list = useInfiniteList('listIcmAddressMessages', params, { getRowId: icmRowId });
  const columns = useMemo(() => icmColumns(chainName), [chainName]);
  return (
    <DataTable
      tableId="address-icm-messages"
      label="Cross-chain messages"
      list={list}
      columns={columns}
      getRowId={icmRowId}
      rowHref={icmRowHref}
      emptyMessage={`This address sent or received no cross-chain messages on ${network}.`}
      itemNoun="messages"
    />
  );
}
