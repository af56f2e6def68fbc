import { useRef } from 'react';
import { sameRows, type ChartRow } from './chartRows';

/**
 * Keeps the previous rows array when the new one draws the same chart, so the memoized charts
 * (which redraw whenever their rows array changes) skip the render: a live point outside the
 * selected range, or a poll that changed nothing visible, costs no redraw.
 */
export function useStableRows(rows: ChartRow[]): ChartRow[] {
  const previous = useRef(rows);
  if (!sameRows(previous.current, rows)) previous.current = rows;
  return previous.current;
}
