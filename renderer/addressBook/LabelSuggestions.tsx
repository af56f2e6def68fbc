import { LABEL_KIND_NAMES } from '../../shared/addressBook/labelId';
import type { LabelEntry } from '../../shared/bridge/addressBookChannels';
import { truncateMiddle } from '../../shared/format/truncate';
import { SuggestionList } from '../search/SuggestionList';
import './addressBook.css';

/** The omnibox's list of address book labels matching what was typed. */
export function LabelSuggestions({
  id,
  entries,
  active,
  optionId,
  onChoose,
}: {
  id: string;
  entries: LabelEntry[];
  active: number;
  optionId: (entry: LabelEntry) => string;
  onChoose: (entry: LabelEntry) => void;
}) {
  return (
    <SuggestionList
      id={id}
      label="Address book matches"
      items={entries}
      active={active}
      keyOf={(entry) => entry.id}
      optionId={optionId}
      titleOf={(entry) => entry.id}
      onChoose={onChoose}
      render={(entry) => (
        <>
          <span className="suggestion-label">{entry.label}</span>
          <span className="muted">{LABEL_KIND_NAMES[entry.kind]}</span>
          <span className="hash">{truncateMiddle(entry.id, 8, 6)}</span>
        </>
      )}
    />
  );
}
