import { useMemo } from 'react';
import { setQueryParams, useHashLocation } from '../../app/router';
import type { ApiSort } from './useColumnModel';

export type SortOrder = 'asc' | 'desc';

/**
 * The `apiSortKey` of the column a list is ordered by when its endpoint's only sort is `sortOrder` (the API orders
 * such lists by time or height): that column's header flips the order.
 */
export const BY_SORT_ORDER = 'sortOrder';

export const parseSortOrder = (text: string | null, fallback: SortOrder): SortOrder =>
  text === 'asc' || text === 'desc' ? text : fallback;

/**
 * The API sort of a list whose endpoint takes `sortOrder` alone, kept in the URL's query field `param` so that a
 * link opens the list in the same order.
 */
export function useSortOrderParam(param: string, fallback: SortOrder): { sortOrder: SortOrder; apiSort: ApiSort } {
  const { query } = useHashLocation();
  const sortOrder = parseSortOrder(query.get(param), fallback);
  const apiSort = useMemo(
    (): ApiSort => ({
      by: BY_SORT_ORDER,
      desc: sortOrder === 'desc',
      onChange: (_by, desc) => setQueryParams({ [param]: desc ? 'desc' : 'asc' }),
    }),
    [param, sortOrder],
  );
  return { sortOrder, apiSort };
}
