import type { HistoryEntry } from '../../shared/bridge/historyChannels';
import { truncateMiddle } from '../../shared/format/truncate';
import { useLabel } from '../addressBook/addressBookState';
import { SuggestionOption } from '../search/SuggestionOption';

function Suggestion({ entry, id, selected, onChoose }: { entry: HistoryEntry; id: string; selected: boolean; onChoose: () => void }) {
  const label = useLabel(entry.id);
  return (
    <SuggestionOption id={id} selected={selected} title={entry.id} onChoose={onChoose}>
      <span className="suggestion-label">{label ?? truncateMiddle(entry.id, 10, 8)}</span>
      <span className="muted">{entry.kind}, opened before</span>
    </SuggestionOption>
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
    <ul id={id} role="listbox" aria-label="Opened before (offline)" className="label-suggestions">
      {entries.map((entry, i) => (
        <Suggestion key={entry.path} entry={entry} id={optionId(i)} selected={i === active} onChoose={() => onChoose(entry)} />
      ))}
    </ul>
  );
}
