import { StaticTable, type StaticColumn } from '../components/StaticTable';
import type { RangeFigures } from './data/rangeFigures';
import type { ValueFormat } from './chart/chartMetrics';

export interface FiguresRow {
  key: string;
  name: string;
  color: string;
  figures: RangeFigures | null;
}

const FIGURES = [
  ['Min', 'min'],
  ['Average', 'avg'],
  ['Max', 'max'],
  ['Current', 'current'],
] as const;

/** Min, average, max and current TPS of each chain over the selected range, from the full points; the count is headed in the series' unit ("Hours", "Days"). */
export function TpsFigures({ rows, countHeader, formatValue }: { rows: FiguresRow[]; countHeader: string; formatValue: ValueFormat }) {
  const columns: StaticColumn<FiguresRow>[] = [
    {
      header: 'Chain',
      rowHeader: true,
      cell: ({ name, color }) => (
        <>
          <span className="tps-swatch" style={{ background: color }} aria-hidden="true" />
          {name}
        </>
      ),
    },
    ...FIGURES.map(([header, figure]): StaticColumn<FiguresRow> => ({
      header,
      cell: ({ figures }) => figures && formatValue(figures[figure]),
    })),
    { header: countHeader, cell: ({ figures }) => figures?.count },
  ];
  return (
    <StaticTable
      label="TPS figures for the selected range"
      className="tps-figures"
      columns={columns}
      rows={rows}
      rowKey={(r) => r.key}
      rowNote={(r) => (r.figures ? undefined : 'No points in this range')}
    />
  );
}
