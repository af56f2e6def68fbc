import type { ReactNode } from 'react';
import type { ReportColumn } from '../../../shared/bridge/exportChannels';
import { valueAt } from '../../../shared/format/valueAt';
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

export function renderCell<T>(column: DataColumn<T>, item: T): ReactNode {
  if (column.render) return column.render(item);
  const value = valueAt(item, column.path);
  switch (column.kind) {
    case 'amount': {
      const decimals = column.decimalsPath ? valueAt(item, column.decimalsPath) : column.decimals;
      const unit = column.unitPath ? asString(valueAt(item, column.unitPath)) : column.unit;
      return <Amount value={asString(value)} decimals={typeof decimals === 'number' ? decimals : undefined} unit={unit} />;
    }
    case 'time':
      return <Timestamp seconds={typeof value === 'number' ? value : undefined} />;
    case 'id': {
      const text = asString(value);
      return text ? <Hash value={text} label={column.header.toLowerCase()} to={column.linkTo?.(item)} /> : '—';
    }
    default:
      return asString(value) ?? '—';
  }
}
