import { Amount } from '../../components/Amount';
import type { StaticColumn } from '../../components/StaticTable';
import { AssetCell } from './AssetCell';

/** An amount of one asset as a balance answer gives it (a category's entry, or a total over the categories). */
interface AssetAmount {
  assetId?: string;
  symbol?: string;
  name?: string;
  denomination?: number;
  amount?: string;
  utxoCount?: number;
}

/** Asset, exact amount (headed `amountHeader`) and UTXO count: the columns every balance table starts with. */
export function assetAmountColumns<T extends AssetAmount>(amountHeader: string): StaticColumn<T>[] {
  return [
    { header: 'Asset', cell: (e) => <AssetCell assetId={e.assetId} symbol={e.symbol} name={e.name} /> },
    { header: amountHeader, num: true, cell: (e) => <Amount value={e.amount} decimals={e.denomination} unit={e.symbol} /> },
    { header: 'UTXOs', num: true, cell: (e) => e.utxoCount ?? '—' },
  ];
}
