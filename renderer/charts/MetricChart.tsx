import { useCallback, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ErrorState } from '../components/ErrorState';
import { SkeletonLines } from '../components/Skeleton';
import { StaticTable } from '../components/StaticTable';
import { chartPng } from '../tps/chart/chartPng';
import { downloadBlob, fileStamp } from '../tps/data/download';
import { lowerBound } from '../tps/data/downsample';
import { pointTimeFormat } from '../tps/chart/timeFormat';
import { tpsCsv } from '../tps/data/tpsCsv';
import { chartRows, type ChartRow, type ChartSeries, type ChartValueFormat } from './chartData';
import { MetricPlot, type BrushedTimes } from './MetricPlot';
import { useNearViewport } from './useNearViewport';
import './charts.css';
// The StaticTable's look (its data as a table).
import '../primary/primary.css';

export interface MetricChartProps {
  /** Names the chart's files (`<name>-<time>.csv`) and its table's id. */
  name: string;
  title: string;
  series: readonly ChartSeries[];
  kind?: 'line' | 'area' | 'bar';
  stacked?: boolean;
  /** The values' unit, after each series' label in the CSV's header. */
  unit: string;
  format: ChartValueFormat;
  /** Points are days (or weeks): the axis and tooltip name dates, not hours. */
  daily?: boolean;
  loading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  /** Controls beside the title: a range picker. */
  controls?: ReactNode;
  /** Series drawn against a second axis on the right, for values of another size (addresses beside transactions). */
  rightAxis?: readonly string[];
}

const NO_RIGHT_AXIS: readonly string[] = [];

/**
 * A time-series chart on recharts: axes, tooltip, legend, a responsive width and a brush to pick the range shown,
 * exported as CSV (the points in the brushed range) or PNG (the drawn chart, as the TPS chart is), and its data as a
 * table instead of the picture (the Table button, or the T key anywhere in the chart).
 */
export function MetricChart(props: MetricChartProps) {
  const {
    name,
    title,
    series,
    kind = 'line',
    stacked,
    unit,
    format,
    daily,
    loading,
    error,
    onRetry,
    controls,
    rightAxis = NO_RIGHT_AXIS,
  } = props;
  const rows = useMemo(() => chartRows(series), [series]);
  const [brush, setBrush] = useState<BrushedTimes>();
  // A brush set on other rows (a new range, new data) no longer applies.
  const [brushRows, setBrushRows] = useState(rows);
  if (brushRows !== rows) {
    setBrushRows(rows);
    setBrush(undefined);
  }
  const [asTable, setAsTable] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const figure = useRef<HTMLElement>(null);
  const near = useNearViewport(figure);
  const titleId = useId();
  const timeFormat = pointTimeFormat(daily ? 'daily' : 'hourly');
  const shown = useMemo(
    () => (brush ? rows.slice(lowerBound(rows, brush.from), lowerBound(rows, brush.to + 1)) : rows.slice()),
    [rows, brush],
  );
  // The same function for every render: a new one would re-render recharts' brush, which resets the chart's layout.
  const onBrush = useCallback((from: number, to: number) => setBrush({ from, to }), []);
  // Far from the viewport a chart is drawn once it comes near, and keeps its last drawing until then: opening a
  // dashboard or changing its range draws the charts one sees, not those below the fold.
  const plotInput = useMemo(() => ({ rows, series, brush }), [rows, series, brush]);
  const drawn = useHeldUnless(near, plotInput);

  const exportCsv = () => {
    const csv = tpsCsv(
      series.map((s) => ({ label: s.label, points: s.points })),
      shown[0]?.timestamp ?? 0,
      shown.at(-1)?.timestamp ?? 0,
      unit,
    );
    downloadBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), `${name}-${fileStamp()}.csv`);
  };
  const exportPng = async () => {
    setExportError(null);
    const svg = box.current?.querySelector('.recharts-wrapper > svg');
    if (!(svg instanceof SVGSVGElement)) return setExportError('The chart is not drawn yet');
    try {
      downloadBlob(await chartPng(svg), `${name}-${fileStamp()}.png`);
    } catch (err) {
      setExportError(err instanceof Error ? err.message : String(err));
    }
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const typing = e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement;
    if (!typing && !e.altKey && !e.ctrlKey && !e.metaKey && e.key.toLowerCase() === 't') {
      e.preventDefault();
      setAsTable((v) => !v);
    }
  };

  const empty = !loading && !error && rows.length === 0;
  return (
    <figure ref={figure} className="metric-chart card" aria-labelledby={titleId} onKeyDown={onKeyDown} data-chart={name}>
      <div className="metric-chart-head">
        <h2 id={titleId}>{title}</h2>
        {controls}
        <div className="metric-chart-actions">
          <button type="button" aria-pressed={asTable} aria-keyshortcuts="t" onClick={() => setAsTable((v) => !v)}>
            Table
          </button>
          <button type="button" onClick={exportCsv} disabled={rows.length === 0}>
            CSV
          </button>
          <button type="button" onClick={() => void exportPng()} disabled={rows.length === 0 || asTable}>
            PNG
          </button>
        </div>
      </div>
      {exportError && <p role="alert">PNG export failed: {exportError}</p>}
      {error ? (
        <ErrorState error={error} onRetry={onRetry} what={title} />
      ) : loading ? (
        <div className="metric-chart-loading">
          <SkeletonLines lines={6} label={`Loading ${title}`} />
        </div>
      ) : empty ? (
        <p className="metric-chart-empty">No data in this range.</p>
      ) : asTable ? (
        <div className="metric-chart-table">
          <StaticTable
            label={`${title}: data`}
            rows={shown}
            rowKey={(r) => String(r.timestamp)}
            columns={[
              { header: 'Time (UTC)', cell: (r) => timeFormat(r.timestamp), rowHeader: true },
              ...series.map((s) => ({
                header: s.label,
                num: true,
                cell: (r: ChartRow) => (r[s.key] === undefined ? '–' : format(r[s.key]!)),
              })),
            ]}
          />
        </div>
      ) : (
        <div ref={box} className="metric-chart-plot" data-points={rows.length}>
          {drawn && (
            <MetricPlot
              rows={drawn.rows}
              series={drawn.series}
              kind={kind}
              stacked={stacked}
              format={format}
              daily={daily}
              rightAxis={rightAxis}
              picked={drawn.brush}
              onBrush={onBrush}
            />
          )}
        </div>
      )}
    </figure>
  );
}

/** `value` while `live`; else the last value it had while live (undefined if never). */
function useHeldUnless<T>(live: boolean, value: T): T | undefined {
  const [held, setHeld] = useState(live ? value : undefined);
  if (live && held !== value) setHeld(value);
  return live ? value : held;
}
