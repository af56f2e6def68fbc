import { Amount } from '../../components/Amount';
import { AssetCell } from './AssetCell';
import type { AssetTotal } from './balanceTotals';

/** Per asset, the sum over every balance category. */
export function BalanceTotals({ totals }: { totals: AssetTotal[] }) {
  if (totals.length === 0) return <p>These addresses hold nothing on this chain.</p>;
  return (
    <table className="static-table" aria-label="Totals per asset">
      <thead>
        <tr>
          <th scope="col">Asset</th>
          <th scope="col" className="num">
            Total
          </th>
          <th scope="col" className="num">
            UTXOs
          </th>
        </tr>
      </thead>
      <tbody>
        {totals.map((t) => (
          <tr key={t.assetId}>
            <td>
              <AssetCell assetId={t.assetId} symbol={t.symbol} name={t.name} />
            </td>
            <td className="num">
              <Amount value={t.amount} decimals={t.denomination} unit={t.symbol} />
            </td>
            <td className="num">{t.utxoCount}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
