import { StaticTable, type StaticColumn } from '../../components/StaticTable';
import { ChainName } from '../chains/ChainName';
import { assetAmountColumns } from './assetAmountColumns';
import { categoryLabel, type BalanceCategory, type Entry } from './balanceTotals';

const atomicColumns: StaticColumn<Entry>[] = [
  { header: 'Shared with', cell: (e) => <ChainName id={e.sharedWithChainId} label="shared with chain id" /> },
  { header: 'Status', cell: (e) => e.status ?? '—' },
];

/** One balance category of the response: asset, amount, UTXO count, and for atomic memory the chain it is shared with. */
export function BalanceCategoryTable({ category, entries }: { category: BalanceCategory; entries: Entry[] }) {
  // Entries shared with another chain (atomic memory, and unknown categories that carry it) show with whom.
  const atomic = category.startsWith('atomicMemory') || entries.some((e) => e.sharedWithChainId !== undefined);
  const label = categoryLabel(category);
  return (
    <section aria-label={label}>
      <h3>{label}</h3>
      <StaticTable
        label={label}
        columns={[...assetAmountColumns<Entry>('Amount'), ...(atomic ? atomicColumns : [])]}
        rows={entries}
        rowKey={(e, i) => `${e.assetId}-${e.sharedWithChainId ?? ''}-${i}`}
      />
    </section>
  );
}
