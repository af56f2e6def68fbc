import { StaticTable } from '../../components/StaticTable';
import { assetAmountColumns } from './assetAmountColumns';
import type { AssetTotal } from './balanceTotals';

const totalColumns = assetAmountColumns<AssetTotal>('Total');

/** Per asset, the sum over every balance category. */
export function BalanceTotals({ totals }: { totals: AssetTotal[] }) {
  if (totals.length === 0) return <p>These addresses hold nothing on this chain.</p>;
  return <StaticTable label="Totals per asset" columns={totalColumns} rows={totals} rowKey={(t) => t.assetId} />;
}
