import { memo, useEffect, useMemo, useRef, type ComponentProps } from 'react';
import { Area, Bar, Brush, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { SERIES_COLORS } from '../tps/chart/palette';
import { pointTimeFormat, timeTicks } from '../tps/chart/timeFormat';
import { useElementWidth } from '../tps/chart/useElementWidth';
import { lowerBound } from '../tps/data/downsample';
import { axisMagnitude, drawnRows, type ChartRow, type ChartSeries, type ChartValueFormat } from './chartData';

/** The first and last time (epoch seconds) of the rows the brush picked. */
export interface BrushedTimes {
  from: number;
  to: number;
}

export interface MetricPlotProps {
  /** Every row of the chart, ascending by time; at most one per pixel of the plot's width is drawn. */
  rows: readonly ChartRow[];
  /** The series drawn: their keys and labels (their points are in `rows`). */
  series: readonly Pick<ChartSeries, 'key' | 'label'>[];
  kind: 'line' | 'area' | 'bar';
  stacked?: boolean;
  format: ChartValueFormat;
  daily?: boolean;
  rightAxis: readonly string[];
  /** The brushed rows' first and last time, or none for all of them. */
  picked?: BrushedTimes;
  onBrush: (from: number, to: number) => void;
}

const HEIGHT = 260;
const MARGIN = { top: 8, right: 16, bottom: 0, left: 8 };
const Y_AXIS_PX = 72;
/** Room for one time label on the X axis ("Jan 5, 2024" or "Jan 5, 14:00") and a gap. */
const X_TICK_PX = 80;
const SIDE_MARGINS_PX = MARGIN.left + MARGIN.right;
const DOMAIN = ['dataMin', 'dataMax'];
/** A bar is centred on its time: the axis reaches half a bar's period past the first and last, so no bar hangs out. */
const barDomain =
  (halfSeconds: number) =>
  ([min, max]: readonly [number, number]): [number, number] => [min - halfSeconds, max + halfSeconds];
const HOURLY_BAR_DOMAIN = barDomain(1800);
const DAILY_BAR_DOMAIN = barDomain(43_200);
type GridAxis = Parameters<NonNullable<ComponentProps<typeof CartesianGrid>['verticalCoordinatesGenerator']>>[0]['xAxis'];
/**
 * A grid line on each of the axis' ticks, placed by its scale, and on the plot's two edges. recharts' own placement
 * measures every tick's label to drop those that overlap, a forced layout per chart as it mounts.
 */
function gridLines(axis: GridAxis, from: number, to: number): number[] {
  const lines = [from, to];
  for (const tick of axis?.ticks ?? axis?.niceTicks ?? []) {
    const at = axis?.scale?.map(tick);
    if (typeof at === 'number' && Number.isFinite(at) && at > from && at < to) lines.push(at);
  }
  return lines;
}
const GRID = (
  <CartesianGrid
    strokeDasharray="3 3"
    yAxisId="left"
    verticalCoordinatesGenerator={({ xAxis, offset }) => gridLines(xAxis, offset.left, offset.left + offset.width)}
    horizontalCoordinatesGenerator={({ yAxis, offset }) => gridLines(yAxis, offset.top, offset.top + offset.height)}
  />
);
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
  const axes = rightAxis.length > 0 ? 2 : 1;
  const plotPx = width - axes * Y_AXIS_PX - SIDE_MARGINS_PX;
  // More points than pixels draw nothing more, and recharts' work per range change grows with the rows it is given.
  const keys = useMemo(() => series.map((s) => s.key), [seriesKey]); // oxlint-disable-line react-hooks/exhaustive-deps
  const drawn = useMemo(() => (plotPx > 0 ? drawnRows(rows, keys, !!stacked, plotPx) : rows), [rows, keys, stacked, plotPx]);
  // The brush's indexes are into the drawn rows; the chart keeps times, which outlive a new sampling (a resize).
  const start = picked ? lowerBound(drawn, picked.from) : undefined;
  const end = picked ? Math.min(drawn.length - 1, lowerBound(drawn, picked.to)) : undefined;
  const drawnNow = useRef(drawn);
  useEffect(() => {
    drawnNow.current = drawn;
  }, [drawn]);
  // Changes with the data's order of magnitude only, so a range change rarely gives the axes new elements.
  const [leftMagnitude, rightMagnitude] = useMemo(() => {
    const right = new Set(rightKey ? rightKey.split('\n') : []);
    const [onRight, onLeft] = [keys.filter((k) => right.has(k)), keys.filter((k) => !right.has(k))];
    return [axisMagnitude(drawn, onLeft, !!stacked), axisMagnitude(drawn, onRight, !!stacked)];
  }, [drawn, keys, rightKey, stacked]);
  const first = drawn[start ?? 0]?.timestamp;
  const last = drawn[end ?? drawn.length - 1]?.timestamp;
  // Ticks on whole hours or days, a few per axis: without them recharts puts a candidate tick on every point of a
  // number axis and measures each one's label to drop those that overlap. They are spaced to fit, so all are shown
  // (interval 0) without measuring any.
  const maxTicks = Math.max(2, Math.floor(plotPx / X_TICK_PX));
  const xAxis = useMemo(() => {
    if (first === undefined || last === undefined) return null;
    const { ticks: all, format } = timeTicks(first, last, maxTicks);
    // A label centred on a tick at the plot's right end would be cut by the chart's edge (the left has the Y axis).
    const rightmost = last - ((X_TICK_PX / 2 - MARGIN.right) * (last - first)) / Math.max(1, plotPx);
    const ticks = all.filter((t) => t <= rightmost);
    const domain = kind !== 'bar' ? DOMAIN : daily ? DAILY_BAR_DOMAIN : HOURLY_BAR_DOMAIN;
    return <XAxis dataKey="timestamp" type="number" scale="time" domain={domain} ticks={ticks} tickFormatter={format} interval={0} />;
  }, [first, last, maxTicks, plotPx, kind, daily]);
  const parts = useMemo(() => {
    const timeFormat = pointTimeFormat(daily ? 'daily' : 'hourly');
    const right = new Set(rightKey ? rightKey.split('\n') : []);
    return (
      <>
        <YAxis yAxisId="left" tickFormatter={(v: number) => format(v, leftMagnitude)} width={Y_AXIS_PX} />
        {right.size > 0 && (
          <YAxis yAxisId="right" orientation="right" tickFormatter={(v: number) => format(v, rightMagnitude)} width={Y_AXIS_PX} />
        )}
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
  }, [seriesKey, rightKey, kind, stacked, format, daily, leftMagnitude, rightMagnitude]);
  const hasBrush = drawn.length > 2;
  const brush = useMemo(() => {
    if (!hasBrush) return null;
    const timeFormat = pointTimeFormat(daily ? 'daily' : 'hourly');
    return (
      <Brush
        dataKey="timestamp"
        height={24}
        tickFormatter={timeFormat}
        startIndex={start}
        endIndex={end}
        onChange={(r) => onBrush(drawnNow.current[r.startIndex].timestamp, drawnNow.current[r.endIndex].timestamp)}
      />
    );
  }, [hasBrush, daily, start, end, onBrush]);
  return (
    <div ref={measure}>
      <ResponsiveContainer width="100%" height={HEIGHT}>
        <ComposedChart data={drawn as ChartRow[]} margin={MARGIN}>
          {GRID}
          {xAxis}
          {parts}
          {brush}
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
});
