import { useState } from 'react';
import { StaticTable, type StaticColumn } from '../../components/StaticTable';
import type { MetricView } from './chartMetrics';
import type { ChartRow } from './chartRows';
import type { LineSpec } from './chartTypes';

/**
 * The chart's text alternative: the points it draws (each shown line's value at each time) as a table, behind the
 * button right after the chart, so a screen reader or keyboard user reads the data one key away.
 */
export function ChartDataTable(props: {
  rows: readonly ChartRow[];
  lines: readonly LineSpec[];
  metric: MetricView;
  formatTime: (t: number) => string;
}) {
  const { rows, lines, metric, formatTime } = props;
  const [open, setOpen] = useState(false);
  const shown = lines.filter((l) => !l.hidden);
  const columns: StaticColumn<ChartRow>[] = [
    { header: 'Time', cell: (r) => formatTime(r.timestamp), rowHeader: true },
    ...shown.map((l) => ({
      header: `${l.name} (${metric.unit})`,
      cell: (r: ChartRow) => (typeof r[l.key] === 'number' ? metric.format(r[l.key]) : '—'),
      num: true,
    })),
  ];
  return (
    <div className="chart-data">
      <button type="button" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {open ? 'Hide the data table' : 'Show the data as a table'}
      </button>
      {open && (
        <div className="chart-data-scroll" tabIndex={0} role="region" aria-label={`${metric.title} data`}>
          <StaticTable label={`${metric.title} data`} columns={columns} rows={[...rows]} rowKey={(r) => String(r.timestamp)} />
        </div>
      )}
    </div>
  );
}
