import { memo } from 'react';
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { ChartRow } from './chartRows';
import { formatHour, formatTps, timeTicks } from './timeFormat';

/** The plot area's insets: the y axis on the left, a margin on the right. The overview lines up with them. */
export const PLOT_LEFT = 56;
export const PLOT_RIGHT = 16;

export interface LineSpec {
  key: string;
  name: string;
  color: string;
  hidden: boolean;
}

const tooltipValue = (v: unknown) => (typeof v === 'number' ? `${formatTps(v)} tx/s` : String(v));
const tooltipLabel = (t: unknown) => (typeof t === 'number' ? formatHour(t) : String(t));

/**
 * The main TPS chart: one line per chain over the selected range. It receives only the
 * downsampled rows (about two per pixel), never the full series, and is memoized so a
 * change elsewhere on the page (figures, controls) does not redraw it.
 */
export const TpsChart = memo(function TpsChart({ rows, lines, width, height }: { rows: ChartRow[]; lines: LineSpec[]; width: number; height: number }) {
  const axis = rows.length ? timeTicks(rows[0].timestamp, rows[rows.length - 1].timestamp, Math.max(2, Math.floor(width / 110))) : { ticks: [], format: formatHour };
  return (
    <LineChart width={width} height={height} data={rows} margin={{ top: 8, right: PLOT_RIGHT, bottom: 4, left: 0 }} className="tps-chart">
      <CartesianGrid strokeDasharray="3 3" className="tps-grid" />
      <XAxis dataKey="timestamp" type="number" scale="time" domain={['dataMin', 'dataMax']} ticks={axis.ticks} tickFormatter={axis.format} />
      <YAxis width={PLOT_LEFT} tickFormatter={formatTps} label={{ value: 'tx/s', angle: -90, position: 'insideLeft', offset: 4 }} />
      <Tooltip isAnimationActive={false} formatter={tooltipValue} labelFormatter={tooltipLabel} />
      {lines.map((l) => (
        <Line key={l.key} dataKey={l.key} name={l.name} stroke={l.color} hide={l.hidden} dot={false} strokeWidth={1.5} isAnimationActive={false} connectNulls type="linear" />
      ))}
    </LineChart>
  );
});
