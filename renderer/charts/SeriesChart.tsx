import { useQueries, type UseQueryOptions } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNow } from '../components/useNow';
import { seriesPoints, type ChartSeries } from './chartData';
import { rangeStart, type ChartRange } from './chartRanges';
import { MetricChart, type MetricChartProps } from './MetricChart';
import { RangePicker } from './RangePicker';

type SeriesPages = readonly { results?: readonly { timestamp?: number; value?: number }[] }[];

/** One series of a chart: the query of its pages (allPagesQueryOptions of a Metrics API series) and its divisor. */
export interface SeriesSpec {
  key: string;
  label: string;
  // oxlint-disable-next-line typescript/no-explicit-any -- each spec's query is typed by its own endpoint; the chart reads only results
  query: UseQueryOptions<any, Error, SeriesPages, any>;
  /** Values are divided by this (nAVAX to AVAX: 1e9). */
  scale?: number;
}

const MINUTE = 60_000;

/**
 * A MetricChart of Metrics API series with its own range picker: the series' queries for the chosen range (from
 * `specsFor`), fetched through the bridge and the query cache, drawn once all have answered.
 */
export function SeriesChart({
  ranges,
  initialRange,
  specsFor,
  ...chart
}: Omit<MetricChartProps, 'series' | 'loading' | 'error' | 'onRetry' | 'controls' | 'daily'> & {
  ranges: readonly ChartRange[];
  initialRange?: string;
  specsFor: (range: ChartRange, start: number) => SeriesSpec[];
}) {
  const [range, setRange] = useState(() => ranges.find((r) => r.id === initialRange) ?? ranges[0]);
  const now = useNow(MINUTE);
  const specs = specsFor(range, rangeStart(range, now));
  const results = useQueries({ queries: specs.map((s) => s.query) });
  const data = results.map((r) => r.data);
  const series: ChartSeries[] = useMemo(
    () => specs.map((s, i) => ({ key: s.key, label: s.label, points: data[i] ? seriesPoints(data[i], s.scale) : [] })),
    // The specs are rebuilt on every render; their answers are what changes the series.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
    data,
  );
  const failed = results.find((r) => r.error);
  return (
    <MetricChart
      {...chart}
      series={series}
      daily={range.interval !== 'hour'}
      loading={results.some((r) => r.isPending)}
      error={failed?.error}
      onRetry={() => void failed?.refetch()}
      controls={<RangePicker ranges={ranges} value={range} onChange={setRange} />}
    />
  );
}
