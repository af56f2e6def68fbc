import type { ReactNode } from 'react';
import type { ListEndpointId, ListItem, ListParams } from '../../api/listEndpoints';
import { useInfiniteList } from '../../api/useInfiniteList';
import { useChain } from '../../app/useChain';
import { DataTable } from '../../components/DataTable/DataTable';
import type { TableSpec } from '../../components/DataTable/ListSection';

export type AddressListProps<Id extends ListEndpointId> = TableSpec<ListItem<Id>> & {
  endpoint: Id;
  params: ListParams<Id>;
  label: string;
  emptyMessage: ReactNode;
};

/** One of an address's lists in the one table: infinite scroll and the list report button. */
export function AddressList<Id extends ListEndpointId>({ endpoint, params, getRowId, label, ...table }: AddressListProps<Id>) {
  const chain = useChain();
  const list = useInfiniteList(endpoint, params, { getRowId, enabled: chain.ready });
  return <DataTable tableId={`address-${endpoint}`} label={label} list={list} getRowId={getRowId} height={480} {...table} />;
}
