import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { DataRow, type RowCell } from './DataRow';
import { FooterRow } from './FooterRow';
import { initialScrollerRect, observeScrollerRect } from './observeScrollerRect';
import { useRowCopies } from './rowCopies';
import { useRowSlots } from './rowSlots';
import { scrollScroller } from './scrollScroller';
import { tableScrollBegan } from './scrollingTables';

/** Fixed row height: keeps virtual positions exact and lets a live insert keep the rows being read in place. */
export const ROW_HEIGHT = 36;
/** Rows drawn beyond each edge of the screen once mounted, so a scroll frame shows rows already there. */
const OVERSCAN = 8;
/** Ask for the next page when the last rendered row is this many screens from the end. */
const PREFETCH_SCREENS = 2;

export interface DataTableRowsProps<T> {
  items: T[];
  /** Each item's row id, by index (read once per item). */
  rowKey: (index: number) => string;
  cells: readonly RowCell<T>[];
  width: number;
  height: number;
  /** The DOM id of the row at an index (where the grid finds its active cell). */
  rowDomId: (index: number) => string;
  active: number | null;
  fresh: ReadonlySet<string>;
  onSelect: (index: number) => void;
  onOpen: (item: T) => void;
  /** Set to what moves the scroll to show a row (keyboard moves). */
  scrollToIndex: RefObject<((index: number) => void) | null>;
  /** Told whether the active row is among the rows drawn, when that changes. */
  onActiveDrawn: (drawn: boolean) => void;
  /** A live list's head poll waits while the rows are scrolled (useInfiniteList). */
  setScrolling?: (scrolling: boolean) => void;
  paging: { hasNextPage: boolean; isFetchingNextPage: boolean; nextPageError: Error | null; fetchNextPage: () => void; retry: () => void };
  showFooter: boolean;
  unreadable: number;
}

/**
 * The grid's rows: the virtualizer and the rows on screen, apart from the DataTable so that a scroll
 * frame renders this alone (the DataTable with its columns, toolbar and header was rendered and
 * allocated on every frame before: bench/NOTES.md, scrolling). Rows are virtualized (the DOM holds
 * the visible rows plus overscan however many are loaded) and the next page is asked two screens
 * before the end.
 */
export function DataTableRows<T>(props: DataTableRowsProps<T>) {
  const { items, rowKey, cells, width, height, rowDomId, active, fresh, onSelect, onOpen } = props;
  const { scrollToIndex, onActiveDrawn, setScrolling, paging, showFooter, unreadable } = props;
  const bodyRef = useRef<HTMLDivElement>(null);
  // The first commit draws only the rows on screen: the overscan serves scrolling, which cannot start before the
  // first paint, and it was a visible part of the first rows' time (bench/NOTES.md "Scrolling, fifth pass").
  const [overscan, setOverscan] = useState(0);
  useEffect(() => setOverscan(OVERSCAN), []);
  // No getItemKey: rows are never measured (their height is fixed), so the virtualizer's default key, the
  // index, is all it needs, and laying out a page appended reads no row id.
  const virtualizer = useVirtualizer({
    count: items.length,
    // The scroller is the DataTable's, found from this body: a ref of the DataTable's own would not be set yet
    // when this component's layout effects (where the virtualizer looks for it) run on mount.
    getScrollElement: () => bodyRef.current?.closest<HTMLElement>('.data-table-scroll') ?? null,
    estimateSize: () => ROW_HEIGHT,
    overscan,
    initialRect: initialScrollerRect(height),
    observeElementRect: observeScrollerRect,
    scrollToFn: scrollScroller,
  });
  const virtualRows = virtualizer.getVirtualItems();
  const copies = useRowCopies();
  const lastRendered = virtualRows.length ? virtualRows[virtualRows.length - 1].index : -1;
  const ids = virtualRows.map((v) => rowKey(v.index));
  const activeId = active !== null && active < items.length ? rowKey(active) : null;
  // A row entering reuses the element of a row that left (keyed by slot, drawn in the rows' order), unless that row
  // was selected or showing its copy buttons (pointed at, focused, a copy's mark): its element leaves with it.
  const slots = useRowSlots(
    ids,
    (id) => id === activeId || copies.shown(id),
    (id) => fresh.has(id),
  );

  useLayoutEffect(() => {
    scrollToIndex.current = (index) => virtualizer.scrollToIndex(index, { align: 'auto' });
  }, [scrollToIndex, virtualizer]);

  const activeDrawn = active !== null && virtualRows.some((v) => v.index === active);
  useLayoutEffect(() => onActiveDrawn(activeDrawn), [onActiveDrawn, activeDrawn]);

  const { hasNextPage, isFetchingNextPage, nextPageError, fetchNextPage } = paging;
  useEffect(() => {
    if (!hasNextPage || isFetchingNextPage || nextPageError || lastRendered < 0) return;
    const screen = Math.max(1, Math.ceil(height / ROW_HEIGHT));
    if (lastRendered >= items.length - 1 - PREFETCH_SCREENS * screen) fetchNextPage();
  }, [lastRendered, items.length, hasNextPage, isFetchingNextPage, nextPageError, fetchNextPage, height]);

  const isScrolling = virtualizer.isScrolling;
  useEffect(() => {
    if (!isScrolling) return;
    setScrolling?.(true);
    const ended = tableScrollBegan();
    return () => {
      setScrolling?.(false);
      ended();
    };
  }, [isScrolling, setScrolling]);

  return (
    <div ref={bodyRef} role="rowgroup" className="dt-body" style={{ height: virtualizer.getTotalSize() + ROW_HEIGHT, width }}>
      {virtualRows.map((v, i) => {
        const key = ids[i];
        return (
          <DataRow
            key={slots.get(key)}
            rowId={key}
            item={items[v.index]}
            index={v.index}
            domId={rowDomId(v.index)}
            top={v.start}
            width={width}
            active={v.index === active}
            fresh={fresh.has(key)}
            cells={cells}
            onSelect={onSelect}
            onOpen={onOpen}
            copies={v.index === active || copies.shown(key)}
            copyEvents={copies.events}
          />
        );
      })}
      {showFooter && (
        <FooterRow
          top={virtualizer.getTotalSize()}
          rowIndex={items.length + 2}
          count={items.length}
          unreadable={unreadable}
          hasNextPage={hasNextPage}
          error={nextPageError}
          onRetry={paging.retry}
        />
      )}
    </div>
  );
}
