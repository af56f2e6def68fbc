import type { Cell, Row, RowData } from '@tanstack/react-table';
import { memo, type ComponentType } from 'react';
import { describeUnreadable, unreadableOf } from '../../../shared/api/unreadable';
import type { Features } from './DataTable';

export interface DataRowProps<T extends RowData> {
  row: Row<Features, T>;
  index: number;
  domId: string;
  top: number;
  width: number;
  active: boolean;
  fresh: boolean;
  /** Each column's kind (its cell class), by column id. */
  kinds: ReadonlyMap<string, string | undefined>;
  /** Changes whenever column widths or visibility do: the only table state a row's cells read. */
  layout: unknown;
  /** The table's FlexRender. */
  Cell: ComponentType<{ cell: Cell<Features, T, unknown> }>;
  onSelect: (index: number) => void;
  onOpen: (item: T) => void;
}

/**
 * One grid row. Memoized: while the list scrolls, the rows already on screen keep their props
 * (the row model only changes when data or columns do), so a frame renders only the rows that
 * scroll into view instead of every cell of every visible row.
 */
function DataRowImpl<T extends RowData>({
  row,
  index,
  domId,
  top,
  width,
  active,
  fresh,
  kinds,
  Cell: CellView,
  onSelect,
  onOpen,
}: DataRowProps<T>) {
  const unreadable = unreadableOf(row.original);
  const classes = ['dt-row', active ? 'active' : '', fresh ? 'fresh' : ''].filter(Boolean).join(' ');
  return (
    <div
      id={domId}
      role="row"
      aria-rowindex={index + 2}
      aria-selected={active}
      className={classes}
      style={{ top, width }}
      onClick={() => onSelect(index)}
      onDoubleClick={() => onOpen(row.original)}
    >
      {unreadable ? (
        <UnreadableCell fields={unreadable} />
      ) : (
        row.getVisibleCells().map((cell) => (
          <div
            key={cell.id}
            role="gridcell"
            className={`dt-cell ${kinds.get(cell.column.id) ?? ''}`}
            style={{ width: cell.column.getSize() }}
          >
            <CellView cell={cell} />
          </div>
        ))
      )}
    </div>
  );
}

/**
 * A page appended to the list builds a new row model, a new row object for every item: a row whose item
 * (and every other prop) is the same shows the same thing, so the rows on screen are not rendered again
 * when the next page lands during a scroll.
 */
function sameRow<T extends RowData>(before: DataRowProps<T>, after: DataRowProps<T>): boolean {
  return (Object.keys(after) as (keyof DataRowProps<T>)[]).every((key) =>
    key === 'row' ? before.row.id === after.row.id && before.row.original === after.row.original : Object.is(before[key], after[key]),
  );
}

export const DataRow = memo(DataRowImpl, sameRow) as typeof DataRowImpl;

/** The one cell of a row whose item did not parse: which field, and what came instead. */
function UnreadableCell({ fields }: { fields: NonNullable<ReturnType<typeof unreadableOf>> }) {
  return (
    <div role="gridcell" aria-colspan={99} className="dt-cell dt-unreadable">
      Could not read this item: {describeUnreadable(fields)}
    </div>
  );
}
