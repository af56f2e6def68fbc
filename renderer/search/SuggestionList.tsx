import type { ReactNode } from 'react';
import { SuggestionOption } from './SuggestionOption';

/** What the omnibox hands each of its suggestion lists (address book labels, pages opened before). */
export interface SuggestionsProps<T> {
  id: string;
  entries: T[];
  /** The chosen entry's index in `entries`, or -1. */
  active: number;
  optionId: (entry: T, index: number) => string;
  onChoose: (entry: T) => void;
}

/**
 * One of the omnibox's suggestion lists (a listbox the search input controls): each item an option, the active one
 * selected, chosen on mousedown. `render` draws an item's content (a component when it reads state of its own).
 */
export function SuggestionList<T>(
  props: SuggestionsProps<T> & {
    label: string;
    keyOf: (entry: T) => string;
    titleOf: (entry: T) => string;
    render: (entry: T) => ReactNode;
  },
) {
  const { id, label, entries, active, keyOf, optionId, titleOf, onChoose, render } = props;
  return (
    <ul id={id} role="listbox" aria-label={label} className="label-suggestions">
      {entries.map((item, i) => (
        <SuggestionOption
          key={keyOf(item)}
          id={optionId(item, i)}
          selected={i === active}
          title={titleOf(item)}
          onChoose={() => onChoose(item)}
        >
          {render(item)}
        </SuggestionOption>
      ))}
    </ul>
  );
}
