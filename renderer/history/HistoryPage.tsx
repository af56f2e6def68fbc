import { useEffect, useMemo, useState } from 'react';
import type { HistoryEntry } from '../../shared/bridge/historyChannels';
import { useAddressBook } from '../addressBook/addressBookState';
import { staticList } from '../api/staticList';
import { linkedIdColumn, renderedColumn } from '../components/DataTable/columnBuilders';
import type { DataColumn } from '../components/DataTable/columns';
import { fittedHeight } from '../components/DataTable/DataTable';
import { ListSection } from '../components/DataTable/ListSection';
import { InputField } from '../components/InputField';
import { PageHeader } from '../components/PageHeader';
import { SkeletonLines } from '../components/Skeleton';
import { Timestamp } from '../components/Timestamp';
import { findVisits } from './findVisits';
import { useHistory } from './historyState';

const columns: DataColumn<HistoryEntry>[] = [
  renderedColumn('at', 'Opened', 'at', 200, (e) => <Timestamp seconds={Math.floor(e.at / 1000)} />),
  { id: 'kind', header: 'What', path: 'kind', kind: 'text', size: 220 },
  // The id's address-book name shows in front of it, as everywhere.
  linkedIdColumn('id', 'Id', 'id', 420, (_id, e) => e.path),
];

/**
 * Tools > History: the item pages opened on this computer, newest first, searchable by id, kind or address-book name
 * without the network; paused, nothing is recorded; cleared, it starts again.
 */
export function HistoryPage() {
  const { entries, paused, loaded, error } = useHistory();
  const book = useAddressBook((s) => s.byKey);
  const [text, setText] = useState('');
  useEffect(() => void useHistory.getState().load(), []);
  const found = useMemo(() => findVisits(entries, text, book), [entries, text, book]);
  const list = useMemo(() => staticList(found), [found]);
  return (
    <>
      <PageHeader
        title="History"
        subtitle="The pages you opened, kept on this computer"
        actions={
          <>
            <button type="button" aria-pressed={paused} onClick={() => void useHistory.getState().setPaused(!paused)}>
              {paused ? 'Resume history' : 'Pause history'}
            </button>
            <button type="button" onClick={() => void useHistory.getState().clear()} disabled={entries.length === 0}>
              Clear history
            </button>
          </>
        }
      />
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {paused && <p className="muted">History is paused: pages opened now are not recorded.</p>}
      {!loaded ? (
        <SkeletonLines lines={4} label="Loading the history" />
      ) : (
        <>
          <div className="form-row">
            <InputField label="Search history" type="search" value={text} onChange={setText} placeholder="An id, a kind or a name" />
          </div>
          <ListSection
            id="history"
            title="Opened pages"
            list={list}
            columns={columns}
            getRowId={(e) => e.path}
            rowHref={(e) => e.path}
            itemNoun="pages"
            emptyMessage={
              text ? 'Nothing opened matches.' : 'Nothing opened yet: the transactions, blocks and addresses you open appear here.'
            }
            height={fittedHeight(found.length, 600)}
          />
        </>
      )}
    </>
  );
}
