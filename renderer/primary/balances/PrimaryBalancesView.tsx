import { formatLocalDateTime } from '../../../shared/format/time';
import { useApiQuery } from '../../api/useApiQuery';
import { useChain } from '../../app/useChain';
import { ErrorState } from '../../components/ErrorState';
import { SkeletonLines } from '../../components/Skeleton';
import { BalanceCategoryTable } from './BalanceCategoryTable';
import { BalanceTotals } from './BalanceTotals';
import { categoriesOf, categoryLabel, totalsByAsset } from './balanceTotals';
import type { PrimaryChain } from './PrimaryChainPicker';
import { UnreadableNotice } from '../../components/UnreadableNotice';

/** Balances of addresses on one Primary Network chain, optionally as of a time: totals first, then each category. */
export function PrimaryBalancesView({ addresses, chain, asOf }: { addresses: string[]; chain: PrimaryChain; asOf?: number }) {
  const { network } = useChain();
  const query = useApiQuery('getPrimaryBalances', {
    network,
    blockchainId: `${chain}-chain`,
    addresses: addresses.join(','),
    ...(asOf !== undefined ? { blockTimestamp: asOf } : {}),
  });
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} what="balances" />;
  if (!query.data) return <SkeletonLines label="Loading balances" />;
  const balances = query.data.balances;
  // chainInfo.chainName is the alias the request used ("x-chain"); the picker's name reads better.
  const chainName = `${chain.toUpperCase()}-Chain`;
  const categories = categoriesOf(balances);
  const empty = categories.filter((c) => c.entries.length === 0).map((c) => c.category);
  return (
    <div className="section-stack">
      <UnreadableNotice value={query.data} />
      <section aria-labelledby="balance-totals">
        <h2 id="balance-totals">
          Totals on {chainName}
          {asOf !== undefined && <span className="muted"> as of {formatLocalDateTime(asOf * 1000)}</span>}
        </h2>
        {chain === 'c' && (
          <p className="muted">
            On the C-Chain the API reports only atomic memory shared with the P- and X-Chain; the EVM balance is on the Address page.
          </p>
        )}
        <BalanceTotals totals={totalsByAsset(balances)} />
      </section>
      <section aria-labelledby="balance-categories">
        <h2 id="balance-categories">By category</h2>
        {categories
          .filter((c) => c.entries.length > 0)
          .map((c) => (
            <BalanceCategoryTable key={c.category} category={c.category} entries={c.entries} />
          ))}
        {empty.length > 0 && <p className="muted">Nothing in: {empty.map((c) => categoryLabel(c).toLowerCase()).join('; ')}.</p>}
      </section>
    </div>
  );
}
