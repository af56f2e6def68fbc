import { useCallback, useEffect, useMemo, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { cellRenderer, defaultWidth, type DataColumn } from './columns';
import type { RowCell } from './DataRow';
import type { TablePrefs } from './useTablePrefs';

/** The narrowest a column can be dragged to: its header and a short value stay readable. */
export const MIN_COLUMN_WIDTH = 60;

/** A column's width: the user's, else its own, else its kind's; never under the minimum. */
export const columnWidth = <T>(column: DataColumn<T>, sizing: TablePrefs['sizing']): number =>
  Math.max(MIN_COLUMN_WIDTH, sizing[column.id] ?? column.size ?? defaultWidth(column.kind));

export interface ColumnLayout<T> {
  /** The shown columns in order, each with its width. */
  cells: RowCell<T>[];
  totalWidth: number;
  /** The id of the column whose edge is being dragged. */
  resizing: string | null;
  /** Starts dragging a column's right edge from the pointer's x; the width follows it until the pointer is released. */
  startResize: (id: string, x: number) => void;
  /** Back to the column's own width. */
  resetWidth: (id: string) => void;
  setShown: (id: string, shown: boolean) => void;
}

const pointerX = (e: MouseEvent | TouchEvent) => ('touches' in e ? e.touches[0]?.clientX : e.clientX);

/**
 * The table's columns as the user arranged them (widths and shown columns, kept in the table's prefs): what
 * the header and the rows are drawn from, and the header's resize and the Columns menu's toggles.
 */
export function useColumnLayout<T>(
  columns: readonly DataColumn<T>[],
  prefs: TablePrefs,
  setPrefs: Dispatch<SetStateAction<TablePrefs>>,
): ColumnLayout<T> {
  const [resizing, setResizing] = useState<string | null>(null);
  /** Ends the drag under way (removes its document listeners), if one is. */
  const endDrag = useRef<(() => void) | undefined>(undefined);
  // A table gone mid-drag (the user navigated by keyboard, the view changed) takes its document listeners with it.
  useEffect(() => () => endDrag.current?.(), []);
  // Renderers follow the columns alone: a resize or a column shown makes new cells, not new renderers.
  const drawn = useMemo(() => columns.map((column) => ({ column, render: cellRenderer(column) })), [columns]);
  const cells = useMemo(
    () =>
      drawn
        .filter(({ column }) => prefs.visibility[column.id] !== false)
        .map((d) => ({ ...d, width: columnWidth(d.column, prefs.sizing) })),
    [drawn, prefs],
  );
  const totalWidth = useMemo(() => cells.reduce((sum, c) => sum + c.width, 0), [cells]);

  const setWidth = useCallback(
    (id: string, width: number | undefined) =>
      setPrefs((p) => {
        const { [id]: _old, ...sizing } = p.sizing;
        return { ...p, sizing: width === undefined ? sizing : { ...sizing, [id]: Math.max(MIN_COLUMN_WIDTH, Math.round(width)) } };
      }),
    [setPrefs],
  );

  const startResize = useCallback(
    (id: string, x: number) => {
      const column = columns.find((c) => c.id === id);
      if (!column) return;
      // One drag at a time: a second pointer's press ends the first's.
      endDrag.current?.();
      const from = columnWidth(column, prefs.sizing);
      setResizing(id);
      const move = (e: MouseEvent | TouchEvent) => {
        const now = pointerX(e);
        if (now !== undefined) setWidth(id, from + now - x);
      };
      const end = () => {
        endDrag.current = undefined;
        setResizing(null);
        for (const [type, listener] of listeners) document.removeEventListener(type, listener);
      };
      const listeners: [string, EventListener][] = [
        ['mousemove', move as EventListener],
        ['touchmove', move as EventListener],
        ['mouseup', end],
        ['touchend', end],
        // A touch the system takes over (a gesture, a dialog) ends with this, not touchend: a later touch must not resize.
        ['touchcancel', end],
      ];
      endDrag.current = end;
      for (const [type, listener] of listeners) document.addEventListener(type, listener);
    },
    [columns, prefs.sizing, setWidth],
  );

  const resetWidth = useCallback((id: string) => setWidth(id, undefined), [setWidth]);
  const setShown = useCallback(
    (id: string, shown: boolean) => setPrefs((p) => ({ ...p, visibility: { ...p.visibility, [id]: shown } })),
    [setPrefs],
  );
  return { cells, totalWidth, resizing, startResize, resetWidth, setShown };
}
