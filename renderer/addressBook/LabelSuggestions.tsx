import { LABEL_KIND_NAMES } from '../../shared/addressBook/labelId';
import type { LabelEntry } from '../../shared/bridge/addressBookChannels';
import { truncateMiddle } from '../../shared/format/truncate';
import { SuggestionList, type SuggestionsProps } from '../search/SuggestionList';
import './addressBook.css';

/** The omnibox's list of address book labels matching what was typed. */
export function LabelSuggestions(props: SuggestionsProps<LabelEntry>) {
  return (
    <SuggestionList
      {...props}
      label="Address book matches"
      keyOf={(entry) => entry.id}
      titleOf={(entry) => entry.id}
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
