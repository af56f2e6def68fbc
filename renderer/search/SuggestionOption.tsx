import type { ReactNode } from 'react';

/** One option of an omnibox suggestion list; chosen on mousedown, so the input keeps focus and its blur does not close the list first. */
export function SuggestionOption({
  id,
  selected,
  title,
  onChoose,
  children,
}: {
  id: string;
  selected: boolean;
  title: string;
  onChoose: () => void;
  children: ReactNode;
}) {
  return (
    <li
      id={id}
      role="option"
      aria-selected={selected}
      title={title}
      onMouseDown={(e) => {
        e.preventDefault();
        onChoose();
      }}
    >
      {children}
    </li>
  );
}
