import { LABEL_KIND_NAMES } from '../../shared/addressBook/labelId';
import type { LabelEntry } from '../../shared/bridge/addressBookChannels';
import { truncateMiddle } from '../../shared/format/truncate';
import { SuggestionOption } from '../search/SuggestionOption';
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
    <ul id={id} role="listbox" aria-label="Address book matches" className="label-suggestions">
      {entries.map((entry, i) => (
        <SuggestionOption key={entry.id} id={optionId(entry)} selected={i === active} title={entry.id} onChoose={() => onChoose(entry)}>
          <span className="suggestion-label">{entry.label}</span>
          <span className="muted">{LABEL_KIND_NAMES[entry.kind]}</span>
          <span className="hash">{truncateMiddle(entry.id, 8, 6)}</span>
        </SuggestionOption>
      ))}
    </ul>
  );
}
