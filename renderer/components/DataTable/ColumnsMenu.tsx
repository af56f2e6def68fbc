import { useId, useState } from 'react';

export interface ColumnToggle {
  id: string;
  header: string;
  visible: boolean;
  pinned: boolean;
}

export interface ColumnsMenuProps {
  /** Every column in the table's order (pinned first). */
  columns: ColumnToggle[];
  onToggle: (id: string, visible: boolean) => void;
  /** The keyboard's way to reorder (the pointer drags headers). */
  onMove: (id: string, step: -1 | 1) => void;
  onPin: (id: string, pinned: boolean) => void;
  /** Back to the columns' own widths, order, shown columns and no pin or loaded-rows sort. */
  onReset: () => void;
}

/**
 * The "Columns" button of a table's toolbar: per column a checkbox to show or hide it, buttons to move it
 * left or right among the unpinned columns, and a pin to keep it at the start while the rows scroll sideways.
 */
export function ColumnsMenu({ columns, onToggle, onMove, onPin, onReset }: ColumnsMenuProps) {
  const [open, setOpen] = useState(false);
  const groupId = useId();
  const visibleCount = columns.filter((c) => c.visible).length;
  const unpinned = columns.filter((c) => !c.pinned);
  return (
    <div className="columns-menu" onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
      <button type="button" aria-expanded={open} aria-controls={groupId} onClick={() => setOpen(!open)}>
        Columns
      </button>
      {open && (
        <div role="group" id={groupId} aria-label="Shown columns">
          {columns.map((c) => {
            const at = unpinned.indexOf(c);
            return (
              <div key={c.id} className="columns-menu-row">
                <label>
                  <input
                    type="checkbox"
                    checked={c.visible}
                    // The last shown column stays: a table with no columns shows nothing useful.
                    disabled={c.visible && visibleCount === 1}
                    onChange={(e) => onToggle(c.id, e.target.checked)}
                  />
                  {c.header}
                </label>
                <span className="columns-menu-actions">
                  <button type="button" aria-label={`Move ${c.header} left`} disabled={at <= 0} onClick={() => onMove(c.id, -1)}>
                    ←
                  </button>
                  <button
                    type="button"
                    aria-label={`Move ${c.header} right`}
                    disabled={at < 0 || at === unpinned.length - 1}
                    onClick={() => onMove(c.id, 1)}
                  >
                    →
                  </button>
                  <button type="button" aria-label={`Pin ${c.header}`} aria-pressed={c.pinned} onClick={() => onPin(c.id, !c.pinned)}>
                    Pin
                  </button>
                </span>
              </div>
            );
          })}
          <button type="button" onClick={onReset}>
            Reset columns
          </button>
        </div>
      )}
    </div>
  );
}
