/* oxlint-disable react-hooks/exhaustive-deps -- the views below are memoized on `versions`, which stands for the
   series' buffers (changed in place; `series` itself is a new array on every render). */
import { useCallback, useMemo, useState } from 'react';
import { EmptyState } from '../components/EmptyState';
import { errorInfo, errorText, ErrorState } from '../components/ErrorState';
import type { ChainSeries } from './data/chainSeries';
import { ChartDataTable } from './chart/ChartDataTable';
import { TPS_VIEW, type MetricView } from './chart/chartMetrics';
import { seriesKey } from './chart/chartRows';
import { PLOT_LEFT, PLOT_RIGHT, type LineSpec } from './chart/chartTypes';
import type { FetchTpsPage } from './data/historyPager';
import { DEFAULT_INTERVAL_SEC, LiveControls } from './LiveControls';
import { SERIES_COLORS } from './chart/palette';
import { RangeFigureIndex } from './data/rangeFigures';
import { countOf, resolutionOf } from './data/resolution';
import { SeriesLegend } from './chart/SeriesLegend';
import { TpsChart } from './chart/TpsChart';
import { TpsFigures } from './TpsFigures';
import { TpsOverview } from './chart/TpsOverview';
import { formatHour, pointTimeFormat } from './chart/timeFormat';
import { useChainSeriesSet } from './data/useChainSeriesSet';
import { useElementWidth } from './chart/useElementWidth';
import { useLivePolling } from './data/useLivePolling';
import { useTpsExport } from './data/useTpsExport';
import { useTpsRange } from './data/useTpsRange';
import './tps.css';

export interface ChainRef {
  id: string;
  name: string;
}

const CHART_HEIGHT = 320;
const PRESETS: [label: string, seconds: number | null][] = [
  ['24 h', 86400],
  ['7 d', 7 * 86400],
  ['30 d', 30 * 86400],
  ['All', null],
];
/**
 * The TPS chart of one to four chains: the full series stay in each ChainSeries' buffer; the
 * main chart gets the selected range downsampled to about two points per pixel, the overview
 * the whole history downsampled the same way; figures and exports read the full points.
 */
export function TpsView({
  chains,
  sourceFor,
  metric = TPS_VIEW,
}: {
  chains: ChainRef[];
  sourceFor: (chainId: string) => FetchTpsPage;
  /** What the series measure (another metric draws in the same chart): TPS unless told. */
  metric?: MetricView;
}) {
  const ids = useMemo(() => chains.map((c) => c.id), [chains]);
  const { series } = useChainSeriesSet(ids, sourceFor);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [live, setLive] = useState(false);
  const [intervalSec, setIntervalSec] = useState(DEFAULT_INTERVAL_SEC);
  const [boxRef, width] = useElementWidth(800);
  // About two points per pixel of the plot area (the downsampling target).
  const maxPoints = Math.max(16, 2 * (width - PLOT_LEFT - PLOT_RIGHT));

  // The buffers change in place; this string changes with them, so every view derived from
  // them below is memoized on it rather than on the (stable) series objects.
  const versions = series.map((s) => `${s.chainId}:${s.buffer.version}`).join('|');

  const lines = useMemo<LineSpec[]>(
    () =>
      chains.map((c, i) => ({
        key: seriesKey(c.id),
        name: c.name,
        color: SERIES_COLORS[i % SERIES_COLORS.length],
        hidden: hidden.has(seriesKey(c.id)),
      })),
    [chains, hidden],
  );

  const { bounds, from, to, overviewRows, detailRows, startIndex, endIndex, onBrush, applyPreset, showOlder } = useTpsRange(
    series,
    versions,
    maxPoints,
  );
  // Indexed once per change of the buffers, so a range change reads blocks, not every point.
  const figureIndexes = useMemo(() => series.map((s) => new RangeFigureIndex(s.buffer.points)), [versions]);
  const figures = useMemo(
    () => figureIndexes.map((index, i) => ({ ...lines[i], figures: index.figures(from, to) })),
    [figureIndexes, lines, from, to],
  );

  // Stable, so the memoized legend is not rendered again by a range change.
  const toggleLine = useCallback((key: string) => setHidden((h) => toggled(h, key)), []);

  const anyOlder = series.some((s) => s.status.hasOlder && !s.status.noMetrics);
  const loadingOlder = series.some((s) => s.status.loading === 'older');

  useLivePolling(live, intervalSec * 1000, () => series.forEach((s) => void s.poll()));

  const { chartBox, exportCsv, exportPng, exportError } = useTpsExport({ chains, series, lines, from, to, metric });

  // The longest series speaks for the resolution: chains of one service share it.
  const longest = useMemo(
    () => series.reduce<ChainSeries | undefined>((a, s) => (!a || s.buffer.length > a.buffer.length ? s : a), undefined),
    [versions],
  );
  const resolution = useMemo(() => (longest ? resolutionOf(longest.buffer.points) : null), [versions]);
  const lastRun = Math.max(0, ...series.map((s) => s.status.lastRun ?? 0));
  const firstLoading = series.some((s) => s.status.loading === 'first' && s.buffer.length === 0);

  return (
    <section className="tps-view" aria-label="TPS chart">
      <div className="tps-toolbar">
        <div className="segmented" role="group" aria-label="Range">
          {PRESETS.map(([label, seconds]) => (
            <button key={label} type="button" onClick={() => void applyPreset(seconds)} disabled={!bounds}>
              {label}
            </button>
          ))}
        </div>
        <button type="button" onClick={showOlder} disabled={!anyOlder || loadingOlder || !bounds}>
          {loadingOlder ? 'Loading older…' : anyOlder ? 'Load older' : 'All history loaded'}
        </button>
        <LiveControls live={live} onLive={setLive} onInterval={setIntervalSec} />
        <span className="spacer" />
        <button type="button" onClick={exportCsv} disabled={!bounds}>
          Export CSV
        </button>
        <button type="button" onClick={() => void exportPng()} disabled={!bounds}>
          Export PNG
        </button>
      </div>
      {exportError && (
        <p className="field-error" role="alert">
          Export failed: {exportError}
        </p>
      )}

      {series.map((s, i) =>
        s.status.noMetrics ? (
          <EmptyState key={s.chainId}>
            No metrics for {lines[i]?.name ?? s.chainId}: the metrics service has no {metric.title} series for this chain (
            {errorText(errorInfo(s.status.error))}).
          </EmptyState>
        ) : s.status.error ? (
          <ErrorState
            key={s.chainId}
            error={s.status.error}
            what={`the ${metric.title} of ${lines[i]?.name ?? s.chainId}`}
            onRetry={() => void (s.buffer.length ? s.poll() : s.loadFirst())}
          />
        ) : null,
      )}

      <SeriesLegend lines={lines} onToggle={toggleLine} />
      <div ref={boxRef} className="tps-chart-box">
        {bounds ? (
          <>
            <div
              ref={chartBox}
              role="img"
              aria-label={`${metric.title} chart of ${chains.map((c) => c.name).join(', ')}, ${formatHour(from)} to ${formatHour(to)}`}
            >
              <TpsChart
                rows={detailRows}
                lines={lines}
                width={width}
                height={CHART_HEIGHT}
                metric={metric}
                formatTime={pointTimeFormat(resolution?.label)}
              />
            </div>
            <TpsOverview rows={overviewRows} lines={lines} width={width} startIndex={startIndex} endIndex={endIndex} onChange={onBrush} />
            <ChartDataTable rows={detailRows} lines={lines} metric={metric} formatTime={pointTimeFormat(resolution?.label)} />
          </>
        ) : firstLoading ? (
          <p className="state" role="status">
            Loading {metric.title}…
          </p>
        ) : null}
      </div>
      {bounds && (
        <p className="muted tps-range">
          Showing {formatHour(from)} – {formatHour(to)}. Loaded {formatHour(bounds.oldest)} – {formatHour(bounds.newest)}:{' '}
          <span className="tps-loaded-hours">{countOf(longest?.buffer.length ?? 0, resolution)}</span>
          {resolution && (
            <>
              {' '}
              · <span className="tps-resolution">{resolution.label} points</span>
            </>
          )}
          {lastRun > 0 && <> · last update {formatHour(lastRun)}</>}
        </p>
      )}
      <TpsFigures
        rows={figures}
        formatValue={metric.format}
        countHeader={resolution ? `${resolution.unit[0].toUpperCase()}${resolution.unit.slice(1)}s` : 'Points'}
      />
    </section>
  );
}

function toggled(set: ReadonlySet<string>, key: string): ReadonlySet<string> {
  const next = new Set(set);
  if (!next.delete(key)) next.add(key);
  return next;
}
