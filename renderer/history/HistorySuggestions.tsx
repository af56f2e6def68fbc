import type { HistoryEntry } from '../../shared/bridge/historyChannels';
import { truncateMiddle } from '../../shared/format/truncate';
import { useLabel } from '../addressBook/addressBookState';
import { SuggestionList, type SuggestionsProps } from '../search/SuggestionList';

function Suggestion({ entry }: { entry: HistoryEntry }) {
  const label = useLabel(entry.id);
  return (
    <>
      <span className="suggestion-label">{label ?? truncateMiddle(entry.id, 10, 8)}</span>
      <span className="muted">{entry.kind}, opened before</span>
    </>
  );
}

/** The omnibox's list, while offline, of pages opened before that match what was typed: they open from the archive. */
export function HistorySuggestions(props: SuggestionsProps<HistoryEntry>) {
  return (
    <SuggestionList
      {...props}
      label="Opened before (offline)"
      keyOf={(entry) => entry.path}
      titleOf={(entry) => entry.id}
      render={(entry) => <Suggestion entry={entry} />}
    />
  );
}
