import { Amount } from '../../components/Amount';
import { ChainName } from '../chains/ChainName';
import { AssetCell } from './AssetCell';
import { categoryLabel, type BalanceCategory, type Entry } from './balanceTotals';

/** One balance category of the response: asset, amount, UTXO count, and for atomic memory the chain it is shared with. */
export function BalanceCategoryTable({ category, entries }: { category: BalanceCategory; entries: Entry[] }) {
  // Entries shared with another chain (atomic memory, and unknown categories that carry it) show with whom.
  const atomic = category.startsWith('atomicMemory') || entries.some((e) => e.sharedWithChainId !== undefined);
  const label = categoryLabel(category);
  return (
    <section aria-label={label}>
      <h3>{label}</h3>
      <table className="static-table" aria-label={label}>
        <thead>
          <tr>
            <th scope="col">Asset</th>
            <th scope="col" className="num">
              Amount
            </th>
            <th scope="col" className="num">
              UTXOs
            </th>
            {atomic && <th scope="col">Shared with</th>}
            {atomic && <th scope="col">Status</th>}
          </tr>
        </thead>
        <tbody>
          {entries.map((e, i) => (
            <tr key={`${e.assetId}-${e.sharedWithChainId ?? ''}-${i}`}>
              <td>
                <AssetCell assetId={e.assetId} symbol={e.symbol} name={e.name} />
              </td>
              <td className="num">
                <Amount value={e.amount} decimals={e.denomination} unit={e.symbol} />
              </td>
              <td className="num">{e.utxoCount ?? '—'}</td>
              {atomic && (
                <td>
                  <ChainName id={e.sharedWithChainId} label="shared with chain id" />
                </td>
              )}
              {atomic && <td>{e.status ?? '—'}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
