import {
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useAddressBook } from '../../addressBook/addressBookState';
import { TableNames, useContractNames } from '../../contracts/contractNamesState';
import { BookLabels } from '../../addressBook/bookLabels';
import type { InfiniteList } from '../../api/useInfiniteList';
import { navigate } from '../../app/router';
import { useAnnounceNew } from '../Announcer';
import { EmptyState } from '../EmptyState';
import { ErrorState } from '../ErrorState';
import { SkeletonLines } from '../Skeleton';
import { ColumnsMenu } from './ColumnsMenu';
import { describeColumns, type DataColumn } from './columns';
import { ListToolContext } from './listTools';
import { DataTableRows, ROW_HEIGHT } from './DataTableRows';
import { noteScrollerScrolled } from './scrollScroller';
import { HeaderRow } from './HeaderRow';
import { useColumnModel, type ApiSort } from './useColumnModel';
import { useColumnResize } from './useColumnResize';
import { useTablePrefs } from './useTablePrefs';
import { unreadableOf } from '../../../shared/api/wire/unreadable';
import { countOf, singular } from '../../../shared/format/sentence';

export { ROW_HEIGHT };
/** The height that shows `rows` rows with the header and the end-of-list row, up to `max`: for short lists in hand. */
export const fittedHeight = (rows: number, max: number) => Math.min(max, ROW_HEIGHT * (rows + 2));

export interface DataTableProps<T> {
  /** Names the table's remembered widths and columns. */
  tableId: string;
  /** The grid's accessible name, e.g. "Latest blocks". */
  label: string;
  list: InfiniteList<T>;
  columns: DataColumn<T>[];
  getRowId: (item: T) => string;
  /** Where Enter on a row goes. */
  rowHref?: (item: T) => string | undefined;
  /** Says what is empty: "No transactions on this chain yet." */
  emptyMessage: ReactNode;
  /** Plural noun for the "N new" pill of live lists. */
  itemNoun?: string;
  /** Slot for list actions such as "Export CSV". */
  toolbar?: ReactNode;
  height?: number;
  /** The list's own sort, when its endpoint has one: headers of columns with an `apiSortKey` drive it. */
  apiSort?: ApiSort;
}

/**
 * The one table of the app: every list is this, fed by an InfiniteList. Rows are virtualized
 * (the DOM holds the visible rows plus overscan however many are loaded), the next page is
 * asked two screens before the end, and live lists hold new items behind a pill.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { tableId, label, list, columns, getRowId, rowHref, emptyMessage, itemNoun = 'items', toolbar, height = 560, apiSort } = props;
  const domId = useId();
  const ListTool = useContext(ListToolContext);
  const scrollRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<number | null>(null);
  // The active cell's column among the row's cells (the grid pattern's focus, kept by aria-activedescendant).
  const [activeCol, setActiveCol] = useState(0);
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const shiftRef = useRef(0);
  // The row ids before a live insert: the rows that were not among them are the new ones, highlighted briefly.
  const beforeInsert = useRef<ReadonlySet<string> | null>(null);
  const scrollToIndex = useRef<((index: number) => void) | null>(null);
  const [activeDrawn, setActiveDrawn] = useState(false);

  const defaultVisibility = useMemo(
    () => Object.fromEntries(columns.filter((c) => c.hiddenByDefault).map((c) => [c.id, false])),
    [columns],
  );
  const [prefs, setPrefs, resetPrefs] = useTablePrefs(tableId, defaultVisibility);

  const model = useColumnModel(columns, list.items, prefs, setPrefs, apiSort);
  const { cells, totalWidth, sortOf, setWidth, setShown, moveBy, setPinned, moveTo: moveColumn } = model;
  const widthOf = useCallback((id: string) => cells.find((c) => c.column.id === id)?.width, [cells]);
  const { resizing, startResize } = useColumnResize(widthOf, setWidth);

  // The rows in the order shown: the loaded rows sorted when the user sorted them.
  const items = model.shown;
  // Each item's row id, read once per item: a scroll frame and a page appended look ids up instead of
  // reading them again for every loaded item.
  // A new getRowId starts a new map: the ids kept were another function's.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const rowKeys = useMemo(() => new WeakMap<object, string>(), [getRowId]);
  const rowKey = useCallback(
    (index: number): string => {
      const item = items[index];
      // An item the client could not read has none of the fields a row id is made of.
      if (unreadableOf(item)) return `unreadable-${index}`;
      let key = rowKeys.get(item as object);
      if (key === undefined) rowKeys.set(item as object, (key = getRowId(item)));
      return key;
    },
    [items, rowKeys, getRowId],
  );
  // One read of the address book for every id in the rows (BookLabels) instead of a subscription per id.
  const labels = useAddressBook((s) => s.byKey);
  // Likewise one read of the contract names for every address in the rows (TableNames).
  const chainId = useContractNames((s) => s.chainId);
  const names = useContractNames((s) => s.names);
  const tableNames = useMemo(() => ({ chainId, names }), [chainId, names]);
  const unreadableCount = useMemo(() => list.items.filter((item) => unreadableOf(item)).length, [list.items]);
  const hrefOf = useCallback((item: T) => (unreadableOf(item) ? undefined : rowHref?.(item)), [rowHref]);
  const hasRows = list.status === 'success' && items.length > 0;
  const showFooter = hasRows;
  const { hasNextPage, isFetchingNextPage, nextPageError, fetchNextPage, retry } = list;
  const paging = useMemo(
    () => ({ hasNextPage, isFetchingNextPage, nextPageError, fetchNextPage, retry }),
    [hasNextPage, isFetchingNextPage, nextPageError, fetchNextPage, retry],
  );

  // After a live insert above the rows being read, move the scroll by as much as was inserted.
  useLayoutEffect(() => {
    if (shiftRef.current && scrollRef.current) {
      scrollRef.current.scrollTop += shiftRef.current * ROW_HEIGHT;
      shiftRef.current = 0;
    }
    const before = beforeInsert.current;
    if (before) {
      beforeInsert.current = null;
      setFresh(new Set(items.map((_, i) => rowKey(i)).filter((key) => !before.has(key))));
    }
  }, [items, rowKey]);

  useEffect(() => {
    if (fresh.size === 0) return;
    const t = setTimeout(() => setFresh(new Set()), 2000);
    return () => clearTimeout(t);
  }, [fresh]);

  const live = list.live;
  const pending = live?.pending ?? 0;
  const newText =
    live && pending > 0
      ? live.gap
        ? `${pending}+ new ${itemNoun}`
        : `${pending} new ${pending === 1 ? singular(itemNoun) : itemNoun}`
      : '';
  useAnnounceNew(newText);

  const insertNew = useCallback(() => {
    if (!live) return;
    const el = scrollRef.current;
    if (live.gap) {
      el?.scrollTo({ top: 0 });
      setActive(null);
    } else {
      // Reading further down: keep those rows where they are. At the top: show the new ones.
      shiftRef.current = el && el.scrollTop > 0 ? live.pending : 0;
      setActive((a) => (a === null ? a : a + live.pending));
    }
    beforeInsert.current = new Set(items.map((_, i) => rowKey(i)));
    live.insert();
  }, [live, items, rowKey]);

  const moveTo = (index: number) => {
    if (items.length === 0) return;
    const i = Math.max(0, Math.min(items.length - 1, index));
    setActive(i);
    scrollToIndex.current?.(i);
  };

  const rowId = useCallback((i: number) => `${domId}-row-${i}`, [domId]);
  const cellId = `${domId}-active-cell`;
  const activeCell = () => (activeDrawn ? document.getElementById(cellId) : null);

  // The active cell is marked on the row drawn for it, not through the rows' props: a row costs no more for it.
  useLayoutEffect(() => {
    if (!activeDrawn || active === null) return;
    const row = document.getElementById(rowId(active));
    const cell = row?.children[Math.min(activeCol, row.children.length - 1)];
    if (!cell) return;
    cell.id = cellId;
    cell.classList.add('dt-cell-active');
    return () => {
      cell.removeAttribute('id');
      cell.classList.remove('dt-cell-active');
    };
  }, [active, activeCol, activeDrawn, cells, rowId, cellId]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.target !== gridRef.current) return;
    const screen = Math.max(1, Math.floor(height / ROW_HEIGHT) - 1);
    const current = active ?? -1;
    const keys: Record<string, () => void> = {
      ArrowDown: () => moveTo(current + 1),
      ArrowUp: () => moveTo(current - 1),
      ArrowRight: () => (active === null ? moveTo(0) : setActiveCol((c) => Math.min(cells.length - 1, c + 1))),
      ArrowLeft: () => setActiveCol((c) => Math.max(0, c - 1)),
      PageDown: () => moveTo(current + screen),
      PageUp: () => moveTo(current - screen),
      Home: () => moveTo(0),
      End: () => moveTo(items.length - 1),
      // The active cell's own link (an address, a block) when it has one, else the row's.
      Enter: () => {
        const link = activeCell()?.querySelector('a');
        if (link) return link.click();
        const href = active !== null && active < items.length ? hrefOf(items[active]) : undefined;
        if (href) navigate(href);
      },
    };
    const action = keys[e.key];
    if (action) {
      e.preventDefault();
      action();
    }
  };

  const openRow = useCallback(
    (item: T) => {
      const href = hrefOf(item);
      if (href) navigate(href);
    },
    [hrefOf],
  );

  let body: ReactNode;
  if (list.status === 'pending') body = <SkeletonLines lines={8} label={`Loading ${label.toLowerCase()}`} />;
  else if (list.status === 'error') body = <ErrorState error={list.error} onRetry={list.retry} what={label.toLowerCase()} />;
  else if (items.length === 0) body = <EmptyState>{emptyMessage}</EmptyState>;
  else
    body = (
      <DataTableRows
        {...{ items, rowKey, cells, height, active, fresh, scrollToIndex, paging, showFooter }}
        width={totalWidth}
        rowDomId={rowId}
        onSelect={setActive}
        onOpen={openRow}
        onActiveDrawn={setActiveDrawn}
        setScrolling={live?.setScrolling}
        unreadable={unreadableCount}
      />
    );

  // The toolbar and the header are kept as elements while only the scroll position changes: every scroll
  // that brings rows into view renders this component, and React skips an element it has seen before.
  const { loadedSort } = model;
  const loadedText = useMemo(
    () =>
      list.status === 'success'
        ? `${countOf(items.length, itemNoun)}${hasNextPage ? ' loaded' : ''}${
            loadedSort ? ` · sorted by ${loadedSort.header}, ${loadedSort.desc ? 'descending' : 'ascending'} (loaded rows)` : ''
          }`
        : '',
    [list.status, items.length, itemNoun, hasNextPage, loadedSort],
  );
  const source = list.source;
  const toolbarRow = useMemo(
    () => (
      <div className="data-table-toolbar">
        <span className="muted" aria-live="polite">
          {loadedText}
        </span>
        {/* In the toolbar, not over the grid: it never hides a column header or the rows being read. */}
        {live && live.pending > 0 && (
          <button type="button" className="dt-new-pill" onClick={insertNew}>
            {newText}
          </button>
        )}
        <span className="spacer" />
        {toolbar}
        {source && ListTool && <ListTool source={source} columns={describeColumns(columns)} title={label} />}
        <ColumnsMenu columns={model.menuColumns} onToggle={setShown} onMove={moveBy} onPin={setPinned} onReset={resetPrefs} />
      </div>
    ),
    [
      loadedText,
      live,
      newText,
      insertNew,
      toolbar,
      source,
      ListTool,
      columns,
      label,
      model.menuColumns,
      setShown,
      moveBy,
      setPinned,
      resetPrefs,
    ],
  );

  const sortHint = `${domId}-sort-hint`;
  // Without rows the header is drawn for the eye only (aria-hidden): no controls in it then.
  const headerRow = useMemo(
    () => <HeaderRow {...{ cells, sortOf, sortHint, resizing, startResize, setWidth }} interactive={hasRows} onDropColumn={moveColumn} />,
    [cells, sortOf, sortHint, resizing, startResize, setWidth, hasRows, moveColumn],
  );

  return (
    <section className="data-table" aria-label={label}>
      {toolbarRow}
      <span hidden id={`${sortHint}-api`}>
        sorted by the API
      </span>
      <span hidden id={`${sortHint}-loaded`}>
        sorts the loaded rows
      </span>
      <div
        ref={scrollRef}
        className="data-table-scroll"
        // Without rows the state sets the height (at least the table's): a short table's note is never scrolled.
        style={hasRows ? { height } : { height: 'auto', minHeight: height }}
        data-testid={`${tableId}-scroll`}
        onScroll={noteScrollerScrolled}
      >
        {hasRows ? (
          <div
            ref={gridRef}
            role="grid"
            aria-label={label}
            aria-rowcount={hasNextPage ? -1 : items.length + 2}
            aria-colcount={cells.length}
            aria-activedescendant={activeDrawn && active !== null ? cellId : undefined}
            aria-busy={isFetchingNextPage}
            tabIndex={0}
            onKeyDown={onKeyDown}
            style={{ width: totalWidth }}
          >
            {headerRow}
            <BookLabels.Provider value={labels}>
              <TableNames.Provider value={tableNames}>{body}</TableNames.Provider>
            </BookLabels.Provider>
          </div>
        ) : (
          // Loading, failed or empty: no grid of no rows, only the state under the column headers (drawn for the eye).
          <div className="dt-no-rows">
            <div aria-hidden="true">{headerRow}</div>
            {body}
          </div>
        )}
      </div>
    </section>
  );
}
