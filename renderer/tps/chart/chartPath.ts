import type { ChartRow } from './chartRows';
import type { Frame } from './chartTypes';

/**
 * A coordinate to a tenth of a pixel, as `toFixed(1)` writes it but from integer tenths: cheaper than `toFixed`, which
 * a redraw would call twice per drawn point (bench/NOTES.md "The 100k redraw on the frame boundary").
 */
export function tenths(v: number): string {
  const t = Math.round(v * 10);
  const a = t < 0 ? -t : t;
  return `${t < 0 ? '-' : ''}${Math.floor(a / 10)}.${a % 10}`;
}

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
    d += `${d ? 'L' : 'M'}${tenths(f.x0 + rows[i].timestamp * f.kx)},${tenths(f.y0 + v * f.ky)}`;
  }
  return d;
}
