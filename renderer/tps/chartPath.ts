import type { ChartRow } from './chartRows';
import type { Frame } from './chartTypes';

/**
 * The SVG path of one chain's line through the rows (ascending by time) under a frame: one
 * string built in one pass, coordinates to a tenth of a pixel. A row without the chain's value
 * is bridged: the line goes on to its next point.
 */
export function rowsPath(rows: readonly ChartRow[], key: string, f: Frame): string {
  let d = '';
  for (let i = 0; i < rows.length; i++) {
    const v = rows[i][key];
    if (v === undefined) continue;
    d += `${d ? 'L' : 'M'}${(f.x0 + rows[i].timestamp * f.kx).toFixed(1)},${(f.y0 + v * f.ky).toFixed(1)}`;
  }
  return d;
}
