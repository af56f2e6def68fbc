import {
  columnOrderingFeature,
  columnPinningFeature,
  columnSizingFeature,
  columnVisibilityFeature,
  createSortedRowModel,
  functionalUpdate,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useCallback, useMemo, useRef, type Dispatch, type SetStateAction } from 'react';
import { unreadableOf } from '../../../shared/api/wire/unreadable';
import { pathReader } from '../../../shared/format/valueAt';
import { cellRenderer, defaultWidth, type DataColumn } from './columns';
import type { ColumnToggle } from './ColumnsMenu';
import type { RowCell } from './DataRow';
import { compareByKind } from './sortValues';
import type { TablePrefs } from './useTablePrefs';

/** The narrowest a column can be dragged to: its header and a short value stay readable. */
export const MIN_COLUMN_WIDTH = 60;

// Module scope: the table's features and row models are static, so tanstack builds them once.
const features = tableFeatures({
  columnSizingFeature,
  columnVisibilityFeature,
  columnOrderingFeature,
  columnPinningFeature,
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
});

/** The API's own sort of the list a table shows: a header with an `apiSortKey` asks the API for that order. */
export interface ApiSort {
  /** The API's sort key in use. */
  by: string;
  desc: boolean;
  /** Asks for the list in a new order (a new request). */
  onChange: (by: string, desc: boolean) => void;
}

/** How a header sorts: by asking the API, by sorting the loaded rows, or not at all; and its direction now. */
export interface HeaderSort {
  mode: 'api' | 'loaded' | null;
  direction: 'ascending' | 'descending' | null;
  toggle: () => void;
}

export interface ColumnModel<T> {
  /** The shown columns in order (pinned first), each with its width and, when pinned, its offset. */
  cells: RowCell<T>[];
  totalWidth: number;
  /** The items in the order shown: the loaded rows sorted when the user sorted them, else as the list has them. */
  shown: T[];
  sortOf: (id: string) => HeaderSort;
  /** The column the loaded rows are sorted by, when they are. */
  loadedSort: { header: string; desc: boolean } | null;
  setWidth: (id: string, width: number | undefined) => void;
  setShown: (id: string, shown: boolean) => void;
  /** Moves a column to where another one is (dropped on it). */
  moveTo: (id: string, targetId: string) => void;
  /** Moves a column one place among the unpinned ones (-1 left, 1 right). */
  moveBy: (id: string, step: -1 | 1) => void;
  setPinned: (id: string, pinned: boolean) => void;
  /** Every column in order (pinned first) as the Columns menu lists it. */
  menuColumns: ColumnToggle[];
}

/**
 * The table's column model on tanstack's table: sizing, visibility, order, pinning and the loaded rows'
 * sort, held in the table's remembered prefs. The rows stay the DataTable's (virtualised); tanstack sorts
 * them only while the user has a client sort, so an unsorted list builds no row objects.
 */
export function useColumnModel<T>(
  columns: readonly DataColumn<T>[],
  items: T[],
  prefs: TablePrefs,
  setPrefs: Dispatch<SetStateAction<TablePrefs>>,
  apiSort?: ApiSort,
): ColumnModel<T> {
  // A column the API sorts is sorted by the API where the table has the API's sort, else like the others.
  const apiSorted = apiSort !== undefined;
  const defs = useMemo(
    () =>
      columns.map((column): ColumnDef<typeof features, RowData> => {
        const read = pathReader(column.path);
        return {
          id: column.id,
          header: column.header,
          accessorFn: (item) => (unreadableOf(item) ? undefined : (read(item) ?? undefined)),
          size: column.size ?? defaultWidth(column.kind),
          minSize: MIN_COLUMN_WIDTH,
          enableSorting: column.sortable !== false && !(apiSorted && column.apiSortKey),
          sortFn: (a, b, id) => compareByKind(column.kind, a.getValue(id), b.getValue(id)),
          sortUndefined: 'last',
        };
      }),
    [columns, apiSorted],
  );
  const byId = useMemo(() => new Map(columns.map((c) => [c.id, c])), [columns]);
  const sorting = useMemo<SortingState>(() => (prefs.sort && byId.has(prefs.sort.id) ? [prefs.sort] : []), [prefs.sort, byId]);
  const update = useCallback(
    <K extends keyof TablePrefs>(key: K) =>
      (updater: Updater<TablePrefs[K]>) =>
        setPrefs((p) => ({ ...p, [key]: functionalUpdate(updater, p[key]) })),
    [setPrefs],
  );
  const latest = useTable(
    {
      features,
      columns: defs,
      // Items are objects; tanstack's RowData says so, the DataTable's T leaves it open.
      data: items as unknown as RowData[],
      state: {
        columnSizing: prefs.sizing,
        columnVisibility: prefs.visibility,
        columnOrder: prefs.order,
        columnPinning: { start: prefs.pinned, end: [] },
        sorting,
      },
      onColumnSizingChange: update('sizing'),
      onColumnVisibilityChange: update('visibility'),
      onColumnOrderChange: update('order'),
      onColumnPinningChange: (u) => setPrefs((p) => ({ ...p, pinned: functionalUpdate(u, { start: p.pinned, end: [] }).start })),
      onSortingChange: (u) => setPrefs((p) => ({ ...p, sort: functionalUpdate(u, p.sort ? [p.sort] : [])[0] ?? null })),
      enableMultiSort: false,
    },
    // Nothing to subscribe to: the state is the prefs, and a change of them renders the table anyway.
    () => null,
  );
  // useTable hands a new wrapper each render around one table: callbacks and memos below read it through a ref,
  // so they change with the prefs they depend on, not with every render (rows are memoized on the cells).
  const tableRef = useRef(latest);
  tableRef.current = latest;

  // Renderers follow the columns alone: a resize or a column shown makes new cells, not new renderers.
  const renderers = useMemo(() => new Map(columns.map((c) => [c.id, cellRenderer(c)])), [columns]);
  const { sizing, visibility, order, pinned } = prefs;
  // The table reads the prefs it was given this render; naming them keeps these memos to their changes.
  const cells = useMemo(() => {
    void [sizing, visibility, order, pinned];
    const start = tableRef.current.getStartVisibleLeafColumns();
    const last = start[start.length - 1]?.id;
    return [...start, ...tableRef.current.getCenterVisibleLeafColumns()].map((c): RowCell<T> => ({
      column: byId.get(c.id)!,
      width: c.getSize(),
      render: renderers.get(c.id)!,
      ...(c.getIsPinned() && { pinned: { left: c.getStart('start'), last: c.id === last } }),
    }));
  }, [byId, renderers, sizing, visibility, order, pinned]);
  const menuColumns = useMemo(() => {
    void [visibility, order, pinned];
    return [...tableRef.current.getStartLeafColumns(), ...tableRef.current.getCenterLeafColumns()].map((c) => ({
      id: c.id,
      header: byId.get(c.id)!.header,
      visible: c.getIsVisible(),
      pinned: c.getIsPinned() !== false,
    }));
  }, [byId, visibility, order, pinned]);
  const totalWidth = useMemo(() => cells.reduce((sum, c) => sum + c.width, 0), [cells]);

  const sortedRows = sorting.length ? tableRef.current.getSortedRowModel().rows : null;
  const shown = useMemo(() => (sortedRows ? sortedRows.map((r) => r.original as T) : items), [sortedRows, items]);

  const sortOf = useCallback(
    (id: string): HeaderSort => {
      const column = byId.get(id);
      if (column?.apiSortKey && apiSort) {
        const active = sorting.length === 0 && apiSort.by === column.apiSortKey;
        return {
          mode: 'api',
          direction: active ? (apiSort.desc ? 'descending' : 'ascending') : null,
          // The first click asks for the largest first, as the API's own default order does.
          toggle: () => {
            setPrefs((p) => ({ ...p, sort: null }));
            apiSort.onChange(column.apiSortKey!, active ? !apiSort.desc : true);
          },
        };
      }
      const tc = tableRef.current.getColumn(id);
      if (!tc?.getCanSort()) return { mode: null, direction: null, toggle: () => undefined };
      const current = sorting[0]?.id === id ? sorting[0] : null;
      return {
        mode: 'loaded',
        direction: current ? (current.desc ? 'descending' : 'ascending') : null,
        toggle: () => tc.toggleSorting(current ? !current.desc : false),
      };
    },
    [byId, apiSort, sorting, setPrefs],
  );

  const orderedIds = useCallback(() => tableRef.current.getAllLeafColumns().map((c) => c.id), []);
  const moveTo = useCallback(
    (id: string, targetId: string) => {
      if (id === targetId) return;
      const ids = orderedIds().filter((c) => c !== id);
      const at = ids.indexOf(targetId);
      if (at < 0) return;
      // Dropped on a column further right: it goes after it; further left: before it.
      const from = orderedIds().indexOf(id);
      ids.splice(from <= at ? at + 1 : at, 0, id);
      tableRef.current.setColumnOrder(ids);
    },
    [orderedIds],
  );
  const moveBy = useCallback(
    (id: string, step: -1 | 1) => {
      const unpinned = tableRef.current.getCenterLeafColumns().map((c) => c.id);
      const at = unpinned.indexOf(id);
      const neighbour = at < 0 ? undefined : unpinned[at + step];
      if (neighbour) moveTo(id, neighbour);
    },
    [moveTo],
  );
  const setPinned = useCallback((id: string, pin: boolean) => tableRef.current.getColumn(id)?.pin(pin ? 'start' : false), []);
  const setWidth = useCallback(
    (id: string, width: number | undefined) =>
      tableRef.current.setColumnSizing((sizing) => {
        const { [id]: _old, ...rest } = sizing;
        return width === undefined ? rest : { ...rest, [id]: Math.max(MIN_COLUMN_WIDTH, Math.round(width)) };
      }),
    [],
  );
  const setShown = useCallback((id: string, show: boolean) => tableRef.current.getColumn(id)?.toggleVisibility(show), []);

  const loadedSort = useMemo(
    () => (sorting[0] ? { header: byId.get(sorting[0].id)!.header, desc: sorting[0].desc } : null),
    [sorting, byId],
  );
  return { cells, totalWidth, menuColumns, shown, sortOf, loadedSort, setWidth, setShown, moveTo, moveBy, setPinned };
}
