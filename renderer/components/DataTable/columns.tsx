import type { ReactNode } from 'react';
import type { ReportColumn } from '../../../shared/bridge/exportChannels';
import { pathReader } from '../../../shared/format/valueAt';
import { Amount } from '../Amount';
import { Hash } from '../Hash';
import { Timestamp } from '../Timestamp';

/**
 * What a column shows, as plain data (the bridge's ReportColumn): the CSV export reuses a
 * list's columns from this (header, where the value is in an item, how to format it)
 * without rendering anything. Amount decimals are fixed (`decimals`) or per item (`decimalsPath`).
 */
export type ColumnDescription = ReportColumn;
export type ColumnKind = ReportColumn['kind'];

export interface DataColumn<T> extends ColumnDescription {
  /** Initial width in px (else the kind's); the user's resize is remembered per table. */
  size?: number;
  hiddenByDefault?: boolean;
  /** For `id` columns: where the value links to. */
  linkTo?: (item: T) => string | undefined;
  /** A custom cell; without it the kind decides (amount, time, id with copy, text). */
  render?: (item: T) => ReactNode;
  /** The API's sort key for this column, when the list's endpoint sorts by it (the header then asks the API). */
  apiSortKey?: string;
  /** False for a column whose values do not order (a header click then does nothing). */
  sortable?: boolean;
  /** A count, height, index or percentage: aligned to the right, as amounts are, so digits line up. */
  numeric?: boolean;
}

/** A date and time in the user's locale ("11/21/2026, 10:27:46 PM") fits whole in 200 px; other kinds vary. */
export const defaultWidth = (kind: ColumnKind): number => (kind === 'time' ? 200 : 160);

export function describeColumns<T>(columns: DataColumn<T>[]): ColumnDescription[] {
  return columns.map(({ id, header, path, kind, decimals, decimalsPath, unit, unitPath }) => ({
    id,
    header,
    path,
    kind,
    decimals,
    decimalsPath,
    unit,
    unitPath,
  }));
}

function asString(v: unknown): string | undefined {
  return typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'bigint' ? String(v) : undefined;
}

/**
 * How a column draws an item's cell, its paths split once: a scroll frame draws the cells of the rows coming into
 * view, and splitting each path again for each of them was work done per cell (bench/NOTES.md, scrolling).
 */
export function cellRenderer<T>(column: DataColumn<T>): (item: T) => ReactNode {
  if (column.render) return column.render;
  const valueOf = pathReader(column.path);
  switch (column.kind) {
    case 'amount': {
      const decimalsOf = column.decimalsPath ? pathReader(column.decimalsPath) : () => column.decimals;
      const unitOf = column.unitPath ? pathReader(column.unitPath) : () => column.unit;
      return (item) => {
        const decimals = decimalsOf(item);
        return (
          <Amount
            value={asString(valueOf(item))}
            decimals={typeof decimals === 'number' ? decimals : undefined}
            unit={asString(unitOf(item))}
          />
        );
      };
    }
    case 'time':
      return (item) => {
        const value = valueOf(item);
        return <Timestamp seconds={typeof value === 'number' ? value : undefined} />;
      };
    case 'id':
      return (item) => {
        const text = asString(valueOf(item));
        return text ? <Hash value={text} label={column.header.toLowerCase()} to={column.linkTo?.(item)} /> : '—';
      };
    default:
      return (item) => asString(valueOf(item)) ?? '—';
  }
}
