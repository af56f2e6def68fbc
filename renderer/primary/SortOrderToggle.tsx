export type SortOrder = 'asc' | 'desc';

/** Newest or oldest first, as the API's sortOrder. */
export function SortOrderToggle({
  value,
  onChange,
  label = 'Sort order',
}: {
  value: SortOrder;
  onChange: (v: SortOrder) => void;
  label?: string;
}) {
  return (
    <div className="segmented" role="group" aria-label={label}>
      <button type="button" aria-pressed={value === 'desc'} onClick={() => onChange('desc')}>
        Newest first
      </button>
      <button type="button" aria-pressed={value === 'asc'} onClick={() => onChange('asc')}>
        Oldest first
      </button>
    </div>
  );
}

export const parseSortOrder = (text: string | null, fallback: SortOrder): SortOrder =>
  text === 'asc' || text === 'desc' ? text : fallback;
