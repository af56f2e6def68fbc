import { memo, useMemo } from 'react';
import { rowsPath } from './chartPath';
import type { ChartRow } from './chartRows';
import { TpsHover } from './TpsHover';
import { TPS_VIEW, type MetricView } from './chartMetrics';
import { PLOT_LEFT, PLOT_RIGHT, type Frame, type LineSpec, type PlotArea } from './chartTypes';
import { formatHour, timeTicks } from './timeFormat';

const MARGIN_TOP = 8;
/** Room under the plot for the time axis' tick marks and labels. */
const X_AXIS_HEIGHT = 34;
const TICK = 6;

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
 * The main TPS chart: one line per chain over the selected range, with its axes and grid, in
 * plain SVG. It receives only the downsampled rows (about two per pixel), never the full series,
 * and is memoized so a change elsewhere on the page (figures, controls) does not redraw it. Not
 * recharts: a range change re-rendered its axes, grid and internal store in several passes (most
 * of a full-range redraw's time, bench/NOTES.md); here a redraw is one render of a few dozen
 * elements and one path string per line.
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
  const t1 = Math.max(rows[rows.length - 1]?.timestamp ?? 1, t0 + 1);
  const ticks = useMemo(() => valueTicks(rows, lines), [rows, lines]);
  const max = ticks[ticks.length - 1];
  const plot: PlotArea = {
    x: PLOT_LEFT,
    y: MARGIN_TOP,
    width: Math.max(1, width - PLOT_LEFT - PLOT_RIGHT),
    height: Math.max(1, height - MARGIN_TOP - X_AXIS_HEIGHT),
  };
  const bottom = plot.y + plot.height;
  const kx = plot.width / (t1 - t0);
  const ky = -plot.height / max;
  const frame = useMemo<Frame>(() => ({ x0: PLOT_LEFT - t0 * kx, kx, y0: bottom, ky }), [t0, kx, bottom, ky]);
  const paths = useMemo(
    () => lines.filter((l) => !l.hidden).map((l) => ({ key: l.key, color: l.color, d: rowsPath(rows, l.key, frame) })),
    [rows, lines, frame],
  );
  const axis = rows.length ? timeTicks(t0, t1, Math.max(2, Math.floor(width / 110))) : { ticks: [], format: formatHour };
  const xOf = (t: number) => frame.x0 + t * kx;
  const yOf = (v: number) => bottom + v * ky;

  return (
    <svg className="tps-chart" width={width} height={height}>
      <g className="tps-grid" strokeDasharray="3 3">
        {ticks.map((v) => (
          <line key={`y${v}`} x1={plot.x} x2={plot.x + plot.width} y1={yOf(v)} y2={yOf(v)} />
        ))}
        {axis.ticks.map((t) => (
          <line key={`x${t}`} x1={xOf(t)} x2={xOf(t)} y1={plot.y} y2={bottom} />
        ))}
      </g>
      <g className="tps-axis">
        <line x1={plot.x} x2={plot.x + plot.width} y1={bottom} y2={bottom} />
        <line x1={plot.x} x2={plot.x} y1={plot.y} y2={bottom} />
        {axis.ticks.map((t) => (
          <g key={t}>
            <line x1={xOf(t)} x2={xOf(t)} y1={bottom} y2={bottom + TICK} />
            <text x={xOf(t)} y={bottom + TICK + 14} textAnchor="middle">
              {axis.format(t)}
            </text>
          </g>
        ))}
        {ticks.map((v) => (
          <g key={v}>
            <line x1={plot.x - TICK} x2={plot.x} y1={yOf(v)} y2={yOf(v)} />
            <text x={plot.x - TICK - 2} y={yOf(v)} textAnchor="end" dominantBaseline="middle">
              {metric.formatTick(v)}
            </text>
          </g>
        ))}
        <text transform={`translate(12,${plot.y + plot.height / 2}) rotate(-90)`} textAnchor="middle">
          {metric.unit}
        </text>
      </g>
      <g className="tps-lines">
        {paths.map((p) => (
          <path key={p.key} className="tps-line" d={p.d} stroke={p.color} strokeWidth={1.5} fill="none" />
        ))}
      </g>
      {rows.length > 0 && (
        <TpsHover
          rows={rows}
          lines={lines}
          frame={frame}
          plot={plot}
          unit={metric.unit}
          formatValue={metric.format}
          formatTime={formatTime}
        />
      )}
    </svg>
  );
});
