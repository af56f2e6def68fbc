import type { TpsPoint } from './downsample';

export interface PathFrame {
  /** Time at the left and right edges. */
  t0: number;
  t1: number;
  /** The value at the top edge; zero is at the bottom. */
  max: number;
  width: number;
  height: number;
}

/** The SVG path of a line through points (ascending by time) in the given frame. */
export function linePath(points: readonly TpsPoint[], f: PathFrame): string {
  const span = Math.max(1, f.t1 - f.t0);
  const max = f.max || 1;
  const pad = 1;
  let d = '';
  for (let i = 0; i < points.length; i++) {
    const p = points[i];
    const x = ((p.timestamp - f.t0) / span) * f.width;
    const y = f.height - pad - (p.value / max) * (f.height - 2 * pad);
    d += `${i === 0 ? 'M' : 'L'}${x.toFixed(1)},${y.toFixed(1)}`;
  }
  return d;
}

/**
 * A sparkline: the points' own time span across the width, zero at the bottom and the
 * series' max at the top (so a quiet chain looks quiet rather than stretched to fill the box).
 */
export function sparklinePath(points: readonly TpsPoint[], width: number, height: number): string {
  if (points.length === 0) return '';
  let max = 0;
  for (const p of points) if (p.value > max) max = p.value;
  return linePath(points, { t0: points[0].timestamp, t1: points[points.length - 1].timestamp, max, width, height });
}
