import type { DataColumn } from './DataTable/columns';
import type { TableSpec } from './DataTable/ListSection';

/**
 * The table spec of items named by one id that have their own page: the id is the row's id and
 * `url(id)` where the row leads (an item the API sent without its id has no page to open).
 */
export function itemPageTable<T>(
  columns: DataColumn<T>[],
  idOf: (item: T) => string | undefined,
  url: (id: string) => string,
  itemNoun: string,
): TableSpec<T> {
  return {
    columns,
    getRowId: (item) => idOf(item) ?? '',
    rowHref: (item) => {
      const id = idOf(item);
      return id ? url(id) : undefined;
    },
    itemNoun,
  };
}
