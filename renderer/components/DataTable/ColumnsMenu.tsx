import { useId, useState } from 'react';

export interface ColumnToggle {
  id: string;
  header: string;
  visible: boolean;
}

/** The "Columns" button of a table's toolbar: a checkbox per column to show or hide it. */
export function ColumnsMenu({ columns, onToggle }: { columns: ColumnToggle[]; onToggle: (id: string, visible: boolean) => void }) {
  const [open, setOpen] = useState(false);
  const groupId = useId();
  const visibleCount = columns.filter((c) => c.visible).length;
  return (
    <div className="columns-menu" onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
      <button type="button" aria-expanded={open} aria-controls={groupId} onClick={() => setOpen(!open)}>
        Columns
      </button>
      {open && (
        <div role="group" id={groupId} aria-label="Shown columns">
          {columns.map((c) => (
            <label key={c.id}>
              <input
                type="checkbox"
                checked={c.visible}
                // The last shown column stays: a table with no columns shows nothing useful.
                disabled={c.visible && visibleCount === 1}
                onChange={(e) => onToggle(c.id, e.target.checked)}
              />
              {c.header}
            </label>
          ))}
        </div>
      )}
    </div>
  );
}
