import { useRef, useState } from 'react';
import type { ChainSeries } from './chainSeries';
import type { MetricView } from '../chart/chartMetrics';
import type { LineSpec } from '../chart/chartTypes';
import { chartPng } from '../chart/chartPng';
import { downloadBlob, fileStamp } from './download';
import { tpsCsv } from './tpsCsv';

/**
 * The chart's two exports: the full points in [from, to] of the series whose lines are shown, as
 * CSV (a column per chain, named by its chain's name), and the drawn chart as PNG (from the SVG
 * inside `chartBox`, named by every compared chain). A failed PNG export is kept as `exportError`.
 */
export function useTpsExport({
  chains,
  series,
  lines,
  from,
  to,
  metric,
}: {
  chains: readonly { id: string; name: string }[];
  series: readonly ChainSeries[];
  /** In the order of `series`: which of them are hidden. */
  lines: readonly LineSpec[];
  from: number;
  to: number;
  metric: MetricView;
}) {
  const [exportError, setExportError] = useState<string | null>(null);
  const chartBox = useRef<HTMLDivElement>(null);

  const exportCsv = () => {
    const visible = series.filter((_, i) => !lines[i]?.hidden);
    const csv = tpsCsv(
      visible.map((s) => ({ label: chains.find((c) => c.id === s.chainId)?.name ?? s.chainId, points: s.buffer.points })),
      from,
      to,
      metric.column,
    );
    downloadBlob(
      new Blob([csv], { type: 'text/csv;charset=utf-8' }),
      `${metric.column}-${visible.map((s) => s.chainId).join('-')}-${fileStamp()}.csv`,
    );
  };
  const exportPng = async () => {
    setExportError(null);
    const svg = chartBox.current?.querySelector('svg.tps-chart');
    if (!(svg instanceof SVGSVGElement)) return setExportError('The chart is not drawn yet');
    try {
      downloadBlob(await chartPng(svg), `${metric.column}-${chains.map((c) => c.id).join('-')}-${fileStamp()}.png`);
    } catch (err) {
      setExportError(err instanceof Error ? err.message : String(err));
    }
  };
  return { chartBox, exportCsv, exportPng, exportError };
}
