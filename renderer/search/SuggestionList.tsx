import type { ReactNode } from 'react';
import { SuggestionOption } from './SuggestionOption';

/**
 * One of the omnibox's suggestion lists (a listbox the search input controls): each item an option, the active one
 * selected, chosen on mousedown. `render` draws an item's content (a component when it reads state of its own).
 */
export function SuggestionList<T>(props: {
  id: string;
  label: string;
  items: T[];
  /** The chosen item's index in `items`, or -1. */
  active: number;
  keyOf: (item: T) => string;
  optionId: (item: T, index: number) => string;
  titleOf: (item: T) => string;
  onChoose: (item: T) => void;
  render: (item: T) => ReactNode;
}) {
  const { id, label, items, active, keyOf, optionId, titleOf, onChoose, render } = props;
  return (
    <ul id={id} role="listbox" aria-label={label} className="label-suggestions">
      {items.map((item, i) => (
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
