import type { ReactNode } from 'react';
import { pathReader } from '../../../shared/format/valueAt';
import type { DataColumn } from './columns';

/** What a builder leaves to the caller beyond id, header, path and width. */
type Extra<T> = Pick<DataColumn<T>, 'hiddenByDefault' | 'apiSortKey' | 'sortable' | 'numeric'>;

/**
 * An id column (copyable) whose cell links to `url(value, item)` when the item has a value at `path`:
 * the same field is shown, copied and linked, so it is named once.
 */
export function linkedIdColumn<T>(
  id: string,
  header: string,
  path: string,
  size: number,
  url: (value: string, item: T) => string | undefined,
  extra: Extra<T> = {},
): DataColumn<T> {
  const read = pathReader(path);
  const linkTo = (item: T) => {
    const value = read(item);
    return typeof value === 'string' && value ? url(value, item) : undefined;
  };
  return { id, header, path, kind: 'id', size, linkTo, ...extra };
}

/** A column drawn by `render`; `path` still names the value the CSV export writes for it. */
export function renderedColumn<T>(
  id: string,
  header: string,
  path: string,
  size: number,
  render: (item: T) => ReactNode,
  extra: Extra<T> = {},
): DataColumn<T> {
  return { id, header, path, kind: 'text', size, render, ...extra };
}

/** Where an item carries its own amount's decimals and unit (a reward's denomination and symbol). */
export interface AmountDenomination {
  decimalsPath: string;
  unitPath: string;
}

/** An exact amount whose decimals and unit come from the item itself. */
export function denominatedAmountColumn<T>(id: string, header: string, path: string, size: number, of: AmountDenomination): DataColumn<T> {
  return { id, header, path, kind: 'amount', size, ...of };
}
