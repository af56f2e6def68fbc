import { setQueryParams, useHashLocation } from '../../app/router';
import { useChain } from '../../app/useChain';
import { PageHeader } from '../../components/PageHeader';
import { LatestTransactionsTable, type StatusFilter } from './LatestTransactionsTable';

const FILTERS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'success', label: 'Success' },
  { value: 'failed', label: 'Failed' },
];

export function TransactionsPage() {
  const chain = useChain();
  const { query } = useHashLocation();
  const status = FILTERS.find((f) => f.value === query.get('status'))?.value ?? 'all';
  return (
    <>
      <PageHeader
        title="Latest transactions"
        subtitle={`${chain.chainName} · ${chain.network}`}
        actions={
          <div className="segmented" role="group" aria-label="Status filter">
            {FILTERS.map((f) => (
              <button
                key={f.value}
                type="button"
                aria-pressed={status === f.value}
                onClick={() => setQueryParams({ status: f.value === 'all' ? null : f.value })}
              >
                {f.label}
              </button>
            ))}
          </div>
        }
      />
      <LatestTransactionsTable tableId="transactions" status={status} />
    </>
  );
}
