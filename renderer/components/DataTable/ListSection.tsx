import type { ReactNode } from 'react';
import { DataTable, type DataTableProps } from './DataTable';

/** What a list of one item type shows wherever it is listed: its columns, row identity, where a row leads, its noun. */
export type TableSpec<T> = Pick<DataTableProps<T>, 'columns' | 'getRowId' | 'rowHref' | 'itemNoun'>;

type ListSectionProps<T> = Omit<DataTableProps<T>, 'tableId' | 'label'> & {
  /** Names the section's heading and the table's remembered widths and columns. */
  id: string;
  /** The heading, and the grid's accessible name unless `label` says otherwise. */
  title: string;
  label?: string;
  /** What stands between the heading and the table (a note, totals). */
  children?: ReactNode;
};

/** A section shares its page with other content, so its list is shorter than a page's own list by default. */
export const SECTION_HEIGHT = 420;

/** A list under its own heading: one name for the section and its grid, one id for the heading and the table. */
export function ListSection<T>({ id, title, label, children, height = SECTION_HEIGHT, ...table }: ListSectionProps<T>) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
      <DataTable tableId={id} label={label ?? title} height={height} {...table} />
    </section>
  );
}
