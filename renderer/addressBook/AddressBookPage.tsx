import { useMemo, useState } from 'react';
import { LABEL_KIND_NAMES } from '../../shared/addressBook/labelId';
import type { LabelEntry } from '../../shared/bridge/addressBookChannels';
import { formatLocalDateTime } from '../../shared/format/time';
import { staticList } from '../api/staticList';
import { DataTable, fittedHeight } from '../components/DataTable/DataTable';
import type { DataColumn } from '../components/DataTable/columns';
import type { TableSpec } from '../components/DataTable/ListSection';
import { ErrorState } from '../components/ErrorState';
import { PageHeader } from '../components/PageHeader';
import { RowRemoveButton } from '../components/RowRemoveButton';
import { AddLabelForm } from './AddLabelForm';
import { useAddressBook } from './addressBookState';
import { BookTransfer } from './BookTransfer';
import { labelTarget } from './labelTarget';
import './addressBook.css';

/** The table's columns; `onRemove` removes one label (and reports a failure). */
const columnsOf = (onRemove: (e: LabelEntry) => void): DataColumn<LabelEntry>[] => [
  { id: 'label', header: 'Label', path: 'label', kind: 'text', size: 220 },
  { id: 'id', header: 'Id', path: 'id', kind: 'id', size: 260, linkTo: labelTarget },
  { id: 'kind', header: 'Kind', path: 'kind', kind: 'text', render: (e) => LABEL_KIND_NAMES[e.kind] },
  { id: 'updatedAt', header: 'Changed', path: 'updatedAt', kind: 'text', size: 200, render: (e) => formatLocalDateTime(e.updatedAt) },
  {
    id: 'remove',
    header: 'Remove',
    path: 'id',
    kind: 'text',
    size: 100,
    render: (e) => <RowRemoveButton name={`Remove label ${e.label}`} onRemove={() => onRemove(e)} />,
  },
];

/** Tools > Address book: every label, add or replace one, remove one, import and export the book. */
export function AddressBookPage() {
  const entries = useAddressBook((s) => s.entries);
  const loadError = useAddressBook((s) => s.loadError);
  const list = useMemo(() => staticList(entries), [entries]);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const table = useMemo<TableSpec<LabelEntry>>(
    () => ({
      columns: columnsOf((e) => {
        setRemoveError(null);
        useAddressBook
          .getState()
          .remove(e.id)
          .catch((err: unknown) =>
            setRemoveError(`The label "${e.label}" was not removed: ${err instanceof Error ? err.message : String(err)}`),
          );
      }),
      getRowId: (e) => e.id,
      rowHref: labelTarget,
      itemNoun: 'labels',
    }),
    [],
  );
  return (
    <>
      <PageHeader title="Address book" subtitle="Your names for addresses, nodes, subnets and blockchains, kept on this computer" />
      <AddLabelForm />
      <BookTransfer />
      {removeError && (
        <p role="alert" className="field-error">
          {removeError}
        </p>
      )}
      {loadError ? (
        <ErrorState error={new Error(loadError)} onRetry={() => void useAddressBook.getState().load()} what="the address book" />
      ) : (
        <DataTable
          tableId="address-book"
          label="Labels"
          list={list}
          {...table}
          emptyMessage="No labels yet. Add one here, or with Add label on an address, validator, subnet or blockchain page."
          height={fittedHeight(entries.length, 560)}
        />
      )}
    </>
  );
}
