import { useMemo, type ReactNode } from 'react';
import type { ListEndpointId, ListItem, ListParams } from '../api/listEndpoints';
import { useInfiniteList } from '../api/useInfiniteList';
import { useChain, type ChainContext } from '../app/useChain';
import type { DataColumn } from './DataTable/columns';
import { DataTable } from './DataTable/DataTable';

/** How often live lists look for new items. */
const LIVE_POLL_MS = 4000;

export interface LiveChainTableProps<Id extends ListEndpointId> {
  tableId: string;
  label: string;
  endpoint: Id;
  params: ListParams<Id>;
  /** Columns whose amounts are in the chain's native token. */
  columns: (token: ChainContext['token']) => DataColumn<ListItem<Id>>[];
  getRowId: (item: ListItem<Id>) => string;
  rowHref: (item: ListItem<Id>) => string | undefined;
  itemNoun: string;
  emptyMessage: ReactNode;
  height?: number;
}

/**
 * A live list of the chosen EVM chain (its latest blocks or transactions): polled for new
 * items, asked only once the settings say which chain, amounts in the chain's own token.
 */
export function LiveChainTable<Id extends ListEndpointId>(props: LiveChainTableProps<Id>) {
  const { endpoint, params, columns: columnsFor, getRowId, ...table } = props;
  const chain = useChain();
  const list = useInfiniteList(endpoint, params, { getRowId, pollMs: LIVE_POLL_MS, enabled: chain.ready });
  const { symbol, decimals } = chain.token ?? {};
  const columns = useMemo(
    () => columnsFor(symbol === undefined || decimals === undefined ? undefined : { symbol, decimals }),
    [columnsFor, symbol, decimals],
  );
  return <DataTable {...table} list={list} columns={columns} getRowId={getRowId} />;
}
