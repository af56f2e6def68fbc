import { memo, type ReactNode } from 'react';
import { describeUnreadable, unreadableOf } from '../../../shared/api/wire/unreadable';
import type { DataColumn } from './columns';
import { RowCopies, type RowCopiesEvents } from './rowCopies';

/** A visible column as a row draws it: its cell class, width and renderer, kept while the columns and their widths are. */
export interface RowCell<T> {
  column: DataColumn<T>;
  width: number;
  /** The column's cellRenderer, made once per column. */
  render: (item: T) => ReactNode;
  /** A column pinned to the start: its offset from the row's start, and whether it is the last pinned one. */
  pinned?: { left: number; last: boolean };
}

export interface DataRowProps<T> {
  item: T;
  /** The row's id among the items (rowKey). */
  rowId: string;
  index: number;
  domId: string;
  top: number;
  width: number;
  active: boolean;
  fresh: boolean;
  /** The visible columns in order: a new array whenever a column is shown, hidden or resized. */
  cells: readonly RowCell<T>[];
  onSelect: (index: number) => void;
  onOpen: (item: T) => void;
  /** Whether the row draws its copy buttons (useRowCopies), and where it reports what draws them. */
  copies: boolean;
  copyEvents: RowCopiesEvents;
}

/**
 * One grid row, drawn from its item and the visible columns (no row object per item: building one
 * per loaded item on each page appended was work over the whole list). Memoized on
 * its props, all kept while only the scroll position changes: a scroll frame renders only the rows
 * coming into view, and a page appended renders none of the rows on screen.
 */
function DataRowImpl<T>(props: DataRowProps<T>) {
  const { item, rowId, index, domId, top, width, active, fresh, cells, onSelect, onOpen, copies, copyEvents } = props;
  const unreadable = unreadableOf(item);
  const classes = ['dt-row', active ? 'active' : '', fresh ? 'fresh' : '', copies ? 'dt-copies' : ''].filter(Boolean).join(' ');
  return (
    <div
      id={domId}
      role="row"
      aria-rowindex={index + 2}
      aria-selected={active}
      className={classes}
      style={{ top, width }}
      onClick={() => onSelect(index)}
      onDoubleClick={() => onOpen(item)}
      // A move, not an enter: a row that comes in under a resting pointer (a live list's new rows, a page drawn again)
      // gets no enter, and shows its buttons at the pointer's next move.
      onMouseMove={() => copyEvents.point(rowId, true)}
      onMouseLeave={() => copyEvents.point(rowId, false)}
      onFocus={() => copyEvents.focus(rowId, true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) copyEvents.focus(rowId, false);
      }}
    >
      <RowCopies.Provider value={{ shown: copies, copied: () => copyEvents.copied(rowId) }}>
        {unreadable ? (
          <UnreadableCell fields={unreadable} />
        ) : (
          cells.map(({ column, width: cellWidth, render, pinned }) => (
            <div key={column.id} role="gridcell" className={cellClass(column, pinned)} style={cellStyle(cellWidth, pinned)}>
              {render(item)}
            </div>
          ))
        )}
      </RowCopies.Provider>
    </div>
  );
}

/** A cell's classes: its kind's, a number's, and a pinned column's (sticky at its offset; the last one draws the edge). */
export const cellClass = (
  { kind, numeric }: Pick<DataColumn<unknown>, 'kind' | 'numeric'>,
  pinned: RowCell<unknown>['pinned'],
  base = 'dt-cell',
) => `${base} ${kind}${numeric ? ' num' : ''}${pinned ? ` dt-pinned${pinned.last ? ' dt-pinned-last' : ''}` : ''}`;
export const cellStyle = (width: number, pinned: RowCell<unknown>['pinned']) => (pinned ? { width, left: pinned.left } : { width });

export const DataRow = memo(DataRowImpl) as typeof DataRowImpl;

/** The one cell of a row whose item did not parse: which field, and what came instead. */
function UnreadableCell({ fields }: { fields: NonNullable<ReturnType<typeof unreadableOf>> }) {
  return (
    <div role="gridcell" aria-colspan={99} className="dt-cell dt-unreadable">
      Could not read this item: {describeUnreadable(fields)}
    </div>
  );
}
