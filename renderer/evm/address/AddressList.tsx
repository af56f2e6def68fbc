import type { ReactNode } from 'react';
import type { ListEndpointId, ListItem, ListParams } from '../../api/listEndpoints';
import { useInfiniteList } from '../../api/useInfiniteList';
import { useChain } from '../../app/useChain';
import type { DataColumn } from '../../components/DataTable/columns';
import { DataTable } from '../../components/DataTable/DataTable';

export interface AddressListProps<Id extends ListEndpointId> {
  endpoint: Id;
  params: ListParams<Id>;
  label: string;
  columns: DataColumn<ListItem<Id>>[];
  getRowId: (item: ListItem<Id>) => string;
  rowHref: (item: ListItem<Id>) => string | undefined;
  itemNoun: string;
  emptyMessage: ReactNode;
}

/** One of an address's lists in the one table: infinite scroll and the list report button. */
export function AddressList<Id extends ListEndpointId>({ endpoint, params, getRowId, label, ...table }: AddressListProps<Id>) {
  const chain = useChain();
  const list = useInfiniteList(endpoint, params, { getRowId, enabled: chain.ready });
  return <DataTable tableId={`address-${endpoint}`} label={label} list={list} getRowId={getRowId} height={480} {...table} />;
}
