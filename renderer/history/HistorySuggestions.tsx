import type { HistoryEntry } from '../../shared/bridge/historyChannels';
import { truncateMiddle } from '../../shared/format/truncate';
import { useLabel } from '../addressBook/addressBookState';
import { SuggestionList } from '../search/SuggestionList';

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
export function HistorySuggestions({
  id,
  entries,
  active,
  optionId,
  onChoose,
}: {
  id: string;
  entries: HistoryEntry[];
  /** The chosen entry's index in `entries`, or -1. */
  active: number;
  optionId: (index: number) => string;
  onChoose: (entry: HistoryEntry) => void;
}) {
  return (
    <SuggestionList
      id={id}
      label="Opened before (offline)"
      items={entries}
      active={active}
      keyOf={(entry) => entry.path}
      optionId={(_, i) => optionId(i)}
      titleOf={(entry) => entry.id}
      onChoose={onChoose}
      render={(entry) => <Suggestion entry={entry} />}
    />
  );
}
