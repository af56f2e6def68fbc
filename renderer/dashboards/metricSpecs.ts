import type { SeriesSpec } from '../charts/SeriesChart';

/** A chart's series: each a metric of one endpoint and its legend label. */
export type MetricSeries<M extends string> = readonly (readonly [metric: M, label: string])[];

/**
 * The specs of a chart whose series are metrics of one endpoint: each keyed by its metric, labelled, read by
 * `query(metric)` and divided by `scale` (nAVAX and wei to whole tokens), the one way every dashboard lists them.
 */
export function metricSpecs<M extends string>(
  series: MetricSeries<M>,
  query: (metric: M) => SeriesSpec['query'],
  scale: number | ((metric: M) => number) = 1,
): SeriesSpec[] {
  return series.map(([metric, label]) => ({
    key: metric,
    label,
    scale: typeof scale === 'number' ? scale : scale(metric),
    query: query(metric),
  }));
}
