/* oxlint-disable react-hooks/exhaustive-deps -- the views below are memoized on `versions`, which stands for the
   series' buffers (changed in place; `series` itself is a new array on every render). */
import { useCallback, useMemo, useRef, useState } from 'react';
import { useStable } from '../../components/useStable';
import type { ChainSeries } from './chainSeries';
import { ChartRowCache, sameRows, seriesKey } from '../chart/chartRows';
import { lowerBound } from './downsample';
import { DownsampleCache } from './downsampleCache';

/** The selected time range; null = open at that end (the oldest loaded point / the newest, following live data). */
interface Range {
  from: number | null;
  to: number | null;
}

/** How many pages a preset may fetch to reach back far enough. */
const MAX_PRESET_PAGES = 12;

/**
 * The range the chart shows and what is drawn of it: the loaded bounds, the selected [from, to],
 * the overview's rows (the whole history downsampled to `maxPoints`) with the brush's indexes in
 * them, and the main chart's rows (the range downsampled the same way). `versions` changes
 * whenever a series' buffer does. Dragging the brush to the oldest point, a preset reaching
 * further back, or "Load older" fetch older history.
 */
export function useTpsRange(series: ChainSeries[], versions: string, maxPoints: number) {
  const [range, setRange] = useState<Range>({ from: null, to: null });

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
  const [rowCache] = useState(() => new ChartRowCache());
  const overviewRows = useStable(
    useMemo(
      () =>
        rowCache.rows(
          series.map((s) => ({ key: seriesKey(s.chainId), points: samplers(s).overview.get(s.buffer, 0, s.buffer.length, maxPoints) })),
        ),
      [versions, maxPoints],
    ),
    sameRows,
  );
  const detailRows = useStable(
    useMemo(
      () =>
        rowCache.rows(
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

  const applyPreset = async (seconds: number | null) => {
    if (seconds === null || !bounds) return setRange({ from: null, to: null });
    const target = bounds.newest - seconds;
    setRange({ from: target, to: null });
    for (let i = 0; i < MAX_PRESET_PAGES && series.some((s) => s.status.hasOlder && (s.buffer.points[0]?.timestamp ?? 0) > target); i++) {
      await loadOlder();
      if (series.some((s) => s.status.error)) break;
    }
  };

  /** "Load older": the range opens at its start so the older history comes into view. */
  const showOlder = () => {
    setRange((r) => ({ ...r, from: null }));
    void loadOlder();
  };

  return { bounds, from, to, overviewRows, detailRows, startIndex, endIndex, onBrush, applyPreset, showOlder };
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
