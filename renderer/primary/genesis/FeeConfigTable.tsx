import { StaticTable, type StaticColumn } from '../../components/StaticTable';
import { formatCount } from '../../../shared/format/count';

const columns: StaticColumn<[string, number]>[] = [
  { header: 'Parameter', rowHeader: true, cell: ([name]) => <code>{name}</code> },
  { header: 'Value', num: true, className: 'amount', cell: ([, value]) => formatCount(value) },
];

/** The fee config of a genesis as name/value rows; integers shown with grouping, never rounded. */
export function FeeConfigTable({ rows }: { rows: Array<[string, number]> }) {
  if (rows.length === 0) return <p className="muted">No fee config in this genesis.</p>;
  return <StaticTable label="Fee config" columns={columns} rows={rows} rowKey={([name]) => name} />;
}
