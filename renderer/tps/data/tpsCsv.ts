import { csvRow } from '../../../shared/csv/csvRow';
import { formatIsoUtc } from '../../../shared/format/time';
import { lowerBound, type TpsPoint } from './downsample';

export interface CsvSeries {
  label: string;
  points: readonly TpsPoint[];
}

/**
 * The visible data as CSV: every full-resolution point in [from, to] (not the downsampled
 * view), one row per timestamp, one column per chain; a chain without a point at a time
 * leaves its cell empty. Columns are named `<chain> <column>` (the metric: tps, txCount...).
 */
export function tpsCsv(series: readonly CsvSeries[], from: number, to: number, column = 'tps'): string {
  const byTime = new Map<number, (number | undefined)[]>();
  series.forEach((s, col) => {
    for (let i = lowerBound(s.points, from); i < s.points.length && s.points[i].timestamp <= to; i++) {
      const p = s.points[i];
      let row = byTime.get(p.timestamp);
      if (!row) byTime.set(p.timestamp, (row = Array.from<number | undefined>({ length: series.length })));
      row[col] = p.value;
    }
  });
  const lines = [csvRow(['timestamp', 'time_utc', ...series.map((s) => `${s.label} ${column}`)])];
  for (const t of [...byTime.keys()].sort((a, b) => a - b)) lines.push(csvRow([t, formatIsoUtc(t), ...byTime.get(t)!]));
  return lines.join('');
}
