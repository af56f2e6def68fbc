import type { TpsPoint } from './downsample';

/**
 * The SVG path of a sparkline: points (ascending by time) scaled into width x height, time
 * along x, value along y from zero to the series' max (zero at the bottom, so a quiet chain
 * looks quiet rather than stretched to fill the box).
 */
export function sparklinePath(points: readonly TpsPoint[], width: number, height: number): string {
  if (points.length === 0) return '';
  const t0 = points[0].timestamp;
  const span = Math.max(1, points[points.length - 1].timestamp - t0);
  const max = Math.max(...points.map((p) => p.value)) || 1;
  const pad = 1;
  return points
    .map((p, i) => {
      const x = ((p.timestamp - t0) / span) * width;
      const y = height - pad - (p.value / max) * (height - 2 * pad);
      return `${i === 0 ? 'M' : 'L'}${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join('');
}
