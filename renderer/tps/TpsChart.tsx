import { memo, useMemo } from 'react';
import { CartesianGrid, Curve, LineChart, XAxis, YAxis, useXAxisScale, useYAxisScale } from 'recharts';
import type { ChartRow } from './chartRows';
import { TpsHover } from './TpsHover';
import { TPS_VIEW, type MetricView } from './chartMetrics';
import { PLOT_LEFT, PLOT_RIGHT, type Frame, type LineSpec } from './chartTypes';
import { formatHour, timeTicks } from './timeFormat';

/** The affine map of two linear scales, read off two points of each. */
function frameOf(
  x: (v: unknown) => number | undefined,
  y: (v: unknown) => number | undefined,
  t0: number,
  t1: number,
  max: number,
): Frame | null {
  const [xa, xb, ya, yb] = [x(t0), x(t1), y(0), y(max)];
  if (xa === undefined || xb === undefined || ya === undefined || yb === undefined) return null;
  const kx = t1 > t0 ? (xb - xa) / (t1 - t0) : 0;
  const ky = (yb - ya) / max;
  return { x0: xa - t0 * kx, kx, y0: ya, ky };
}

/**
 * The lines, drawn from the rows with the axes' scales. Not recharts' <Line>: on each live point
 * it rescanned the rows and rebuilt an object per point (with the data scan, most of the ~20 ms
 * an append took at 100k points); here a line is one path over the rows the page already
 * downsampled, rebuilt only when the rows or the scales change.
 */
function TpsLines({
  rows,
  lines,
  t0,
  t1,
  max,
  metric,
  formatTime,
}: {
  rows: ChartRow[];
  lines: LineSpec[];
  t0: number;
  t1: number;
  max: number;
  metric: MetricView;
  formatTime: (sec: number) => string;
}) {
  const xScale = useXAxisScale();
  const yScale = useYAxisScale();
  const frame = useMemo(() => (xScale && yScale ? frameOf(xScale, yScale, t0, t1, max) : null), [xScale, yScale, t0, t1, max]);
  const curves = useMemo(() => {
    if (!frame) return [];
    return lines
      .filter((l) => !l.hidden)
      .map((l) => {
        const points: { x: number; y: number }[] = [];
        for (const r of rows) {
          const v = r[l.key];
          // A row without this chain's value is bridged: the line goes on to its next point.
          if (v !== undefined) points.push({ x: frame.x0 + r.timestamp * frame.kx, y: frame.y0 + v * frame.ky });
        }
        return <Curve key={l.key} type="linear" points={points} stroke={l.color} strokeWidth={1.5} fill="none" className="tps-line" />;
      });
  }, [rows, lines, frame]);
  return (
    <>
      <g className="tps-lines">{curves}</g>
      {frame && <TpsHover rows={rows} lines={lines} frame={frame} unit={metric.unit} formatValue={metric.format} formatTime={formatTime} />}
    </>
  );
}

/**
 * The value axis: from zero in round steps (1, 2, 2.5 or 5 times a power of ten, about four of
 * them) to the first tick at or above the highest value a visible line reaches in the rows.
 */
export function valueTicks(rows: readonly ChartRow[], lines: readonly LineSpec[]): number[] {
  let max = 0;
  for (const l of lines) {
    if (l.hidden) continue;
    for (const r of rows) if (r[l.key] > max) max = r[l.key];
  }
  if (!(max > 0)) return [0, 1];
  const magnitude = 10 ** Math.floor(Math.log10(max / 4));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= max / 4) ?? 10 * magnitude;
  // Ticks are multiples of the step (not sums), so 0.15 is not drawn as 0.15000000000000002.
  return Array.from({ length: Math.ceil(max / step) + 1 }, (_, i) => Number((i * step).toPrecision(12)));
}

/**
 * The main TPS chart: one line per chain over the selected range. It receives only the
 * downsampled rows (about two per pixel), never the full series, and is memoized so a
 * change elsewhere on the page (figures, controls) does not redraw it. recharts draws the
 * axes and grid from fixed domains (it is handed no data to scan: with data it re-read every
 * row on each live point); the lines and the hover readout are drawn here.
 */
export const TpsChart = memo(function TpsChart({
  rows,
  lines,
  width,
  height,
  metric = TPS_VIEW,
  formatTime = formatHour,
}: {
  rows: ChartRow[];
  lines: LineSpec[];
  width: number;
  height: number;
  /** What the values are: their unit and how they read (TPS unless told). */
  metric?: MetricView;
  /** The hover's time label at the series' resolution. */
  formatTime?: (sec: number) => string;
}) {
  const t0 = rows[0]?.timestamp ?? 0;
  const t1 = rows[rows.length - 1]?.timestamp ?? 1;
  const ticks = useMemo(() => valueTicks(rows, lines), [rows, lines]);
  const max = ticks[ticks.length - 1];
  const axis = rows.length ? timeTicks(t0, t1, Math.max(2, Math.floor(width / 110))) : { ticks: [], format: formatHour };
  return (
    <LineChart width={width} height={height} margin={{ top: 8, right: PLOT_RIGHT, bottom: 4, left: 0 }} className="tps-chart">
      <CartesianGrid strokeDasharray="3 3" className="tps-grid" />
      <XAxis
        dataKey="timestamp"
        type="number"
        scale="time"
        domain={[t0, Math.max(t1, t0 + 1)]}
        allowDataOverflow
        ticks={axis.ticks}
        tickFormatter={axis.format}
      />
      <YAxis
        type="number"
        domain={[0, max]}
        allowDataOverflow
        ticks={ticks}
        width={PLOT_LEFT}
        tickFormatter={metric.formatTick}
        label={{ value: metric.unit, angle: -90, position: 'insideLeft', offset: 4 }}
      />
      <TpsLines rows={rows} lines={lines} t0={t0} t1={Math.max(t1, t0 + 1)} max={max} metric={metric} formatTime={formatTime} />
    </LineChart>
  );
});
