import type { ReactNode } from 'react';

/** One column of a StaticTable: its header and how a row fills its cell. */
export interface StaticColumn<T> {
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Right-aligned header and cells (amounts, counts). */
  num?: boolean;
  /** The row's name: its cell is the row's header (`<th scope="row">`). */
  rowHeader?: boolean;
  /** Extra class of the column's cells (not its header). */
  className?: string;
}

interface StaticTableProps<T> {
  /** The table's accessible name. */
  label: string;
  columns: StaticColumn<T>[];
  rows: T[];
  /** A row's React key; `index` for rows that may repeat (the same asset twice in one answer). */
  rowKey: (row: T, index: number) => string;
  /** A row's own accessible name, where a test or a screen reader picks rows out by it. */
  rowLabel?: (row: T) => string;
  /** Says why a row has no values: shown across its value columns after its row-header cells. */
  rowNote?: (row: T) => ReactNode;
  /** A visible title above the table. */
  caption?: ReactNode;
  /** Shown in one row across the table when there are no rows. */
  empty?: ReactNode;
  className?: string;
}

/**
 * A small table of rows already in hand (sums, a config, a few entries): plain HTML, no paging,
 * sorting or virtual scrolling (lists use DataTable). Columns are named once and every row fills them.
 */
export function StaticTable<T>({ label, columns, rows, rowKey, rowLabel, rowNote, caption, empty, className }: StaticTableProps<T>) {
  const cell = (c: StaticColumn<T>, i: number, row: T) => {
    const classes = [c.num ? 'num' : '', c.className ?? ''].join(' ').trim() || undefined;
    return c.rowHeader ? (
      <th key={i} scope="row" className={classes}>
        {c.cell(row)}
      </th>
    ) : (
      <td key={i} className={classes}>
        {c.cell(row)}
      </td>
    );
  };
  const headers = columns.filter((c) => c.rowHeader);
  return (
    <table className={className ?? 'static-table'} aria-label={label}>
      {caption && <caption>{caption}</caption>}
      <thead>
        <tr>
          {columns.map((c, i) => (
            <th key={i} scope="col" className={c.num ? 'num' : undefined}>
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 && empty && (
          <tr>
            <td colSpan={columns.length} className="muted">
              {empty}
            </td>
          </tr>
        )}
        {rows.map((row, index) => {
          const note = rowNote?.(row);
          return (
            <tr key={rowKey(row, index)} aria-label={rowLabel?.(row)}>
              {note ? (
                <>
                  {headers.map((c, i) => cell(c, i, row))}
                  <td colSpan={columns.length - headers.length} className="muted">
                    {note}
                  </td>
                </>
              ) : (
                columns.map((c, i) => cell(c, i, row))
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
