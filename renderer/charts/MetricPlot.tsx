import { memo, useMemo } from 'react';
import { Area, Bar, Brush, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { SERIES_COLORS } from '../tps/chart/palette';
import { pointTimeFormat, timeTicks } from '../tps/chart/timeFormat';
import { useElementWidth } from '../tps/chart/useElementWidth';
import type { ChartRow, ChartSeries } from './chartData';

export interface MetricPlotProps {
  /** Every row of the chart, ascending by time; the brush picks `picked` of them. */
  rows: ChartRow[];
  /** The series drawn: their keys and labels (their points are in `rows`). */
  series: readonly Pick<ChartSeries, 'key' | 'label'>[];
  kind: 'line' | 'area' | 'bar';
  stacked?: boolean;
  format: (value: number) => string;
  daily?: boolean;
  rightAxis: readonly string[];
  /** The brushed rows' first and last index, or none for all of them. */
  picked?: { start: number; end: number };
  onBrush: (start: number, end: number) => void;
}

const HEIGHT = 260;
const MARGIN = { top: 8, right: 16, bottom: 0, left: 8 };
const Y_AXIS_PX = 72;
/** Room for one time label on the X axis ("Jan 5, 2024" or "Jan 5, 14:00") and a gap. */
const X_TICK_PX = 80;
const SIDE_MARGINS_PX = MARGIN.left + MARGIN.right;
const DOMAIN = ['dataMin', 'dataMax'];
const GRID = <CartesianGrid strokeDasharray="3 3" yAxisId="left" />;
const colorOf = (i: number) => SERIES_COLORS[i % SERIES_COLORS.length];

/**
 * The drawing of a MetricChart on recharts. Memoized, and so are its parts: recharts re-dispatches an axis', a
 * series' or the brush's settings to its store each time that element renders, and each dispatch recomputes the
 * chart, so only what changed is given new elements (a range change: the rows and the time axis' ticks).
 */
export const MetricPlot = memo(function MetricPlot(props: MetricPlotProps) {
  const { rows, series, kind, stacked, format, daily, rightAxis, picked, onBrush } = props;
  const [measure, width] = useElementWidth(0);
  const rightKey = rightAxis.join('\n');
  const seriesKey = series.map((s) => `${s.key}\t${s.label}`).join('\n');
  const first = rows[picked?.start ?? 0]?.timestamp;
  const last = rows[picked?.end ?? rows.length - 1]?.timestamp;
  // Ticks on whole hours or days, a few per axis: without them recharts puts a candidate tick on every point of a
  // number axis and measures each one's label to drop those that overlap.
  const axes = rightAxis.length > 0 ? 2 : 1;
  const maxTicks = Math.max(2, Math.floor((width - axes * Y_AXIS_PX - SIDE_MARGINS_PX) / X_TICK_PX));
  const xAxis = useMemo(() => {
    if (first === undefined || last === undefined) return null;
    const { ticks, format } = timeTicks(first, last, maxTicks);
    return <XAxis dataKey="timestamp" type="number" scale="time" domain={DOMAIN} ticks={ticks} tickFormatter={format} minTickGap={16} />;
  }, [first, last, maxTicks]);
  const parts = useMemo(() => {
    const timeFormat = pointTimeFormat(daily ? 'daily' : 'hourly');
    const right = new Set(rightKey ? rightKey.split('\n') : []);
    return (
      <>
        <YAxis yAxisId="left" tickFormatter={format} width={Y_AXIS_PX} />
        {right.size > 0 && <YAxis yAxisId="right" orientation="right" tickFormatter={format} width={Y_AXIS_PX} />}
        <Tooltip labelFormatter={(t) => timeFormat(Number(t))} formatter={(v) => format(Number(v))} isAnimationActive={false} />
        <Legend itemSorter={null} />
        {seriesKey.split('\n').map((line, i) => {
          const [key, label] = line.split('\t');
          const common = {
            dataKey: key,
            name: label,
            isAnimationActive: false,
            stackId: stacked ? 'stack' : undefined,
            yAxisId: right.has(key) ? 'right' : 'left',
          };
          if (kind === 'bar') return <Bar key={key} {...common} fill={colorOf(i)} />;
          if (kind === 'area')
            return <Area key={key} {...common} type="linear" stroke={colorOf(i)} fill={colorOf(i)} fillOpacity={0.25} connectNulls />;
          return <Line key={key} {...common} type="linear" stroke={colorOf(i)} dot={false} strokeWidth={2} connectNulls />;
        })}
      </>
    );
  }, [seriesKey, rightKey, kind, stacked, format, daily]);
  const hasBrush = rows.length > 2;
  const brush = useMemo(() => {
    if (!hasBrush) return null;
    const timeFormat = pointTimeFormat(daily ? 'daily' : 'hourly');
    return (
      <Brush
        dataKey="timestamp"
        height={24}
        tickFormatter={timeFormat}
        startIndex={picked?.start}
        endIndex={picked?.end}
        onChange={(r) => onBrush(r.startIndex, r.endIndex)}
      />
    );
  }, [hasBrush, daily, picked?.start, picked?.end, onBrush]);
  return (
    <div ref={measure}>
      <ResponsiveContainer width="100%" height={HEIGHT}>
        <ComposedChart data={rows} margin={MARGIN}>
          {GRID}
          {xAxis}
          {parts}
          {brush}
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
});
