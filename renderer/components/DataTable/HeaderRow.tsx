import { memo, useRef, useState } from 'react';
import { cellClass, cellStyle, type RowCell } from './DataRow';
import type { HeaderSort } from './useColumnModel';

interface HeaderRowProps<T> {
  cells: readonly RowCell<T>[];
  sortOf: (id: string) => HeaderSort;
  /** The id prefix of the hidden hints a sort button is described by (`-api`, `-loaded`). */
  sortHint: string;
  /** False while the table has no rows: the header is then drawn for the eye only, with no controls. */
  interactive: boolean;
  resizing: string | null;
  startResize: (id: string, x: number) => void;
  setWidth: (id: string, width: number | undefined) => void;
  /** A header dragged onto another's: the column moves to its place. */
  onDropColumn: (id: string, targetId: string) => void;
}

/**
 * The grid's header row: per shown column its sort button (by the API or the loaded rows), its drag to another
 * place (pinned columns stay), and its resizable edge (a double click restores its width).
 */
function HeaderRowImpl<T>({ cells, sortOf, sortHint, interactive, resizing, startResize, setWidth, onDropColumn }: HeaderRowProps<T>) {
  const [dropTarget, setDropTarget] = useState<string | null>(null);
  const dragged = useRef<string | null>(null);
  return (
    <div role="rowgroup" className="dt-header">
      <div role="row" aria-rowindex={1} style={{ display: 'flex' }}>
        {cells.map(({ column, width, pinned }) => {
          const sort = sortOf(column.id);
          const arrow = sort.direction === 'ascending' ? ' ▲' : sort.direction === 'descending' ? ' ▼' : '';
          return (
            <div
              key={column.id}
              role="columnheader"
              aria-sort={sort.direction ?? undefined}
              className={`${cellClass(column, pinned, 'dt-columnheader')}${dropTarget === column.id ? ' dt-drop-target' : ''}`}
              style={cellStyle(width, pinned)}
              // Pinned columns keep their place; the others are dragged by their header onto another's.
              draggable={interactive && !pinned}
              onDragStart={(e) => {
                dragged.current = column.id;
                e.dataTransfer?.setData('text/plain', column.id);
              }}
              onDragOver={(e) => {
                if (!dragged.current || pinned) return;
                e.preventDefault();
                setDropTarget(column.id);
              }}
              onDragLeave={() => setDropTarget((t) => (t === column.id ? null : t))}
              onDrop={(e) => {
                e.preventDefault();
                if (dragged.current) onDropColumn(dragged.current, column.id);
                dragged.current = null;
                setDropTarget(null);
              }}
              onDragEnd={() => {
                dragged.current = null;
                setDropTarget(null);
              }}
            >
              {interactive && sort.mode ? (
                <button
                  type="button"
                  className="dt-sort"
                  aria-describedby={`${sortHint}-${sort.mode}`}
                  title={sort.mode === 'api' ? 'Sort by this column on the API (a new request)' : 'Sort the loaded rows by this column'}
                  onClick={sort.toggle}
                >
                  {column.header}
                  {arrow && <span aria-hidden="true">{arrow}</span>}
                </button>
              ) : (
                column.header
              )}
              <div
                className={`dt-resizer${column.id === resizing ? ' resizing' : ''}`}
                onMouseDown={(e) => {
                  // No text selection while the edge is dragged across the rows.
                  e.preventDefault();
                  startResize(column.id, e.clientX);
                }}
                onTouchStart={(e) => e.touches[0] && startResize(column.id, e.touches[0].clientX)}
                onDoubleClick={() => setWidth(column.id, undefined)}
                aria-hidden="true"
              />
            </div>
          );
        })}
      </div>
    </div>
  );
}

export const HeaderRow = memo(HeaderRowImpl) as typeof HeaderRowImpl;
