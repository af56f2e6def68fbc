/* oxlint-disable react-hooks/exhaustive-deps -- the views below are memoized on `versions`, which stands for the
   series' buffers (changed in place; `series` itself is a new array on every render). */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { EmptyState } from '../components/EmptyState';
import { errorInfo, errorText, ErrorState } from '../components/ErrorState';
import type { BenchProbe } from './benchProbe';
import type { ChainSeries } from './chainSeries';
import { TPS_VIEW, type MetricView } from './chartMetrics';
import { chartPng } from './chartPng';
import { chartRows, sameRows, seriesKey } from './chartRows';
import { downloadBlob, fileStamp } from './download';
import { lowerBound } from './downsample';
import { DownsampleCache } from './downsampleCache';
import type { FetchTpsPage } from './historyPager';
import { DEFAULT_INTERVAL_SEC, LiveControls } from './LiveControls';
import { SERIES_COLORS } from './palette';
import { rangeFigures } from './rangeFigures';
import { countOf, resolutionOf } from './resolution';
import { SeriesLegend } from './SeriesLegend';
import { PLOT_LEFT, PLOT_RIGHT, TpsChart, type LineSpec } from './TpsChart';
import { tpsCsv } from './tpsCsv';
import { TpsFigures } from './TpsFigures';
import { TpsOverview } from './TpsOverview';
import { formatHour, pointTimeFormat } from './timeFormat';
import { useChainSeriesSet } from './useChainSeriesSet';
import { useElementWidth } from './useElementWidth';
import { useLivePolling } from './useLivePolling';
import { useStable } from '../components/useStable';
import './tps.css';

export interface ChainRef {
  id: string;
  name: string;
}

/** The selected time range; null = open at that end (the oldest loaded point / the newest, following live data). */
interface Range {
  from: number | null;
  to: number | null;
}

const CHART_HEIGHT = 320;
const PRESETS: [label: string, seconds: number | null][] = [
  ['24 h', 86400],
  ['7 d', 7 * 86400],
  ['30 d', 30 * 86400],
  ['All', null],
];
/** How many pages a preset may fetch to reach back far enough. */
const MAX_PRESET_PAGES = 12;

export interface BenchHooks {
  probe: BenchProbe;
  addPoint: () => void;
  count: number;
}

/**
 * The TPS chart of one to four chains: the full series stay in each ChainSeries' buffer; the
 * main chart gets the selected range downsampled to about two points per pixel, the overview
 * the whole history downsampled the same way; figures and exports read the full points.
 */
export function TpsView({
  chains,
  sourceFor,
  bench,
  metric = TPS_VIEW,
}: {
  chains: ChainRef[];
  sourceFor: (chainId: string) => FetchTpsPage;
  bench?: BenchHooks;
  /** What the series measure (another metric draws in the same chart): TPS unless told. */
  metric?: MetricView;
}) {
  const ids = useMemo(() => chains.map((c) => c.id), [chains]);
  const { series } = useChainSeriesSet(ids, sourceFor);
  const [range, setRange] = useState<Range>({ from: null, to: null });
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [live, setLive] = useState(false);
  const [intervalSec, setIntervalSec] = useState(DEFAULT_INTERVAL_SEC);
  const [exportError, setExportError] = useState<string | null>(null);
  const [boxRef, width] = useElementWidth(800);
  const chartBox = useRef<HTMLDivElement>(null);
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

  const bounds = useMemo(() => {
    let oldest = Number.POSITIVE_INFINITY;
    let newest = Number.NEGATIVE_INFINITY;
    for (const s of series) {
      const pts = s.buffer.points;
      if (!pts.length) continue;
      oldest = Math.min(oldest, pts[0].timestamp);
      newest = Math.max(newest, pts[pts.length - 1].timestamp);
    }
    return oldest <= newest ? { oldest, newest } : null;
  }, [versions]);

  const from = bounds ? Math.max(range.from ?? bounds.oldest, bounds.oldest) : 0;
  const to = bounds ? Math.min(range.to ?? bounds.newest, bounds.newest) : 0;

  const samplers = useSamplers();
  const overviewRows = useStable(
    useMemo(
      () =>
        chartRows(
          series.map((s) => ({ key: seriesKey(s.chainId), points: samplers(s).overview.get(s.buffer, 0, s.buffer.length, maxPoints) })),
        ),
      [versions, maxPoints],
    ),
    sameRows,
  );
  const detailRows = useStable(
    useMemo(
      () =>
        chartRows(
          series.map((s) => {
            const pts = s.buffer.points;
            return {
              key: seriesKey(s.chainId),
              points: samplers(s).detail.get(s.buffer, lowerBound(pts, from), lowerBound(pts, to + 1), maxPoints),
            };
          }),
        ),
      [versions, from, to, maxPoints],
    ),
    sameRows,
  );
  const figures = useMemo(
    () => series.map((s, i) => ({ ...lines[i], figures: rangeFigures(s.buffer.points, from, to) })),
    [versions, lines, from, to],
  );

  const startIndex = Math.min(lowerBound(overviewRows, from), Math.max(0, overviewRows.length - 1));
  const endIndex = Math.max(startIndex, lowerBound(overviewRows, to + 1) - 1);

  const loadOlder = useCallback(() => Promise.all(series.map((s) => s.loadOlder())), [series]);

  // The brush's handler must keep its identity (the overview is memoized), so it reads the latest view from a ref.
  const view = useRef({ overviewRows, startIndex, loadOlder });
  view.current = { overviewRows, startIndex, loadOlder };
  const onBrush = useCallback((r: { startIndex?: number; endIndex?: number }) => {
    const { overviewRows: rows, startIndex: before, loadOlder: older } = view.current;
    if (r.startIndex === undefined || r.endIndex === undefined || !rows.length) return;
    const last = rows.length - 1;
    setRange({ from: rows[r.startIndex].timestamp, to: r.endIndex >= last ? null : rows[r.endIndex].timestamp });
    // Reaching the oldest loaded point asks for more history; `from` stays pinned, so once it
    // arrives the brush sits right of the new start and the next drag to the edge loads again.
    if (r.startIndex === 0 && before > 0) void older();
  }, []);

  const anyOlder = series.some((s) => s.status.hasOlder && !s.status.noMetrics);
  const loadingOlder = series.some((s) => s.status.loading === 'older');

  const applyPreset = async (seconds: number | null) => {
    if (seconds === null || !bounds) return setRange({ from: null, to: null });
    const target = bounds.newest - seconds;
    setRange({ from: target, to: null });
    for (let i = 0; i < MAX_PRESET_PAGES && series.some((s) => s.status.hasOlder && (s.buffer.points[0]?.timestamp ?? 0) > target); i++) {
      await loadOlder();
      if (series.some((s) => s.status.error)) break;
    }
  };

  useLivePolling(live, intervalSec * 1000, () => series.forEach((s) => void s.poll()));

  const visibleSeries = series.filter((_, i) => !lines[i]?.hidden);
  const exportCsv = () => {
    const csv = tpsCsv(
      visibleSeries.map((s) => ({ label: chains.find((c) => c.id === s.chainId)?.name ?? s.chainId, points: s.buffer.points })),
      from,
      to,
      metric.column,
    );
    downloadBlob(
      new Blob([csv], { type: 'text/csv;charset=utf-8' }),
      `${metric.column}-${visibleSeries.map((s) => s.chainId).join('-')}-${fileStamp()}.csv`,
    );
  };
  const exportPng = async () => {
    setExportError(null);
    const svg = chartBox.current?.querySelector('svg.recharts-surface');
    if (!(svg instanceof SVGSVGElement)) return setExportError('The chart is not drawn yet');
    try {
      downloadBlob(await chartPng(svg), `${metric.column}-${ids.join('-')}-${fileStamp()}.png`);
    } catch (err) {
      setExportError(err instanceof Error ? err.message : String(err));
    }
  };

  const sectionRef = useBenchHooks(bench, series, detailRows.length, bounds, setRange);

  // The longest series speaks for the resolution: chains of one service share it.
  const longest = useMemo(
    () => series.reduce<ChainSeries | undefined>((a, s) => (!a || s.buffer.length > a.buffer.length ? s : a), undefined),
    [versions],
  );
  const resolution = useMemo(() => (longest ? resolutionOf(longest.buffer.points) : null), [versions]);
  const lastRun = Math.max(0, ...series.map((s) => s.status.lastRun ?? 0));
  const firstLoading = series.some((s) => s.status.loading === 'first' && s.buffer.length === 0);

  return (
    <section ref={sectionRef} className="tps-view" aria-label="TPS chart">
      <div className="tps-toolbar">
        <div className="segmented" role="group" aria-label="Range">
          {PRESETS.map(([label, seconds]) => (
            <button key={label} type="button" onClick={() => void applyPreset(seconds)} disabled={!bounds}>
              {label}
            </button>
          ))}
        </div>
        <button
          type="button"
          onClick={() => {
            setRange((r) => ({ ...r, from: null }));
            void loadOlder();
          }}
          disabled={!anyOlder || loadingOlder || !bounds}
        >
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

      <SeriesLegend lines={lines} onToggle={(key) => setHidden((h) => toggled(h, key))} />
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

/**
 * Each series' downsampling of the whole history (the overview) and of the range (the chart),
 * kept between renders so a live point rescans only the newest bucket of each.
 */
function useSamplers(): (s: ChainSeries) => { overview: DownsampleCache; detail: DownsampleCache } {
  const byChain = useRef(new WeakMap<ChainSeries, { overview: DownsampleCache; detail: DownsampleCache }>());
  return (s) => {
    let kept = byChain.current.get(s);
    if (!kept) byChain.current.set(s, (kept = { overview: new DownsampleCache(), detail: new DownsampleCache() }));
    return kept;
  };
}

function toggled(set: ReadonlySet<string>, key: string): ReadonlySet<string> {
  const next = new Set(set);
  if (!next.delete(key)) next.add(key);
  return next;
}

/** Publishes window.__ridgelineBench (see benchProbe.ts) when the page runs as a benchmark. */
function useBenchHooks(
  bench: BenchHooks | undefined,
  series: ChainSeries[],
  drawnPoints: number,
  bounds: { oldest: number; newest: number } | null,
  setRange: (r: Range) => void,
): (el: HTMLElement | null) => void {
  const state = useRef({ series, drawnPoints, bounds });
  state.current = { series, drawnPoints, bounds };
  useLayoutEffect(() => bench?.probe.changed());
  useEffect(() => {
    if (!bench) return;
    const { probe } = bench;
    const points = () => state.current.series[0]?.buffer.length ?? 0;
    window.__ridgelineBench = {
      get ready() {
        return points() >= bench.count && state.current.drawnPoints > 0;
      },
      get points() {
        return points();
      },
      get drawnPoints() {
        return state.current.drawnPoints;
      },
      get lastRenderMs() {
        return probe.lastRenderMs;
      },
      get lastFrameMs() {
        return probe.lastFrameMs;
      },
      appendPoint: () =>
        probe.measure(() => {
          bench.addPoint();
          void state.current.series[0]?.poll();
        }),
      moveBrush: (f0, f1) =>
        probe.measure(() => {
          const b = state.current.bounds;
          if (!b) throw new Error('no data loaded');
          const span = b.newest - b.oldest;
          // A range reaching the end follows live points, as the page does when the brush's end is at the newest point.
          setRange({ from: b.oldest + f0 * span, to: f1 >= 1 ? null : b.oldest + f1 * span });
        }),
    };
    return () => {
      delete window.__ridgelineBench;
    };
  }, [bench, setRange]);
  return useCallback((el: HTMLElement | null) => bench?.probe.observe(el), [bench]);
}
