import { useMemo } from 'react';
import type { Currency } from '../../../shared/api';
import { useInfiniteList } from '../../api/useInfiniteList';
import { useChain } from '../../app/useChain';
import { DataTable } from '../../components/DataTable/DataTable';
import { useNow } from '../../components/useNow';
import type { SortOrder } from '../SortOrderToggle';
import { historicalRewardColumns, historicalRewardRowId } from './historicalRewardColumns';
import { pendingRewardColumns, pendingRewardRowId } from './pendingRewardColumns';
import { RewardTotalsPanel } from './RewardTotalsPanel';

export interface RewardsFilter {
  addresses: string[];
  nodeIds: string[];
  sortOrder: SortOrder;
  currency: Currency;
}

/** Historical rewards with their total, then pending rewards, for addresses and/or node ids. */
export function RewardsLists({ filter }: { filter: RewardsFilter }) {
  const { network } = useChain();
  const who = useMemo(
    () => ({
      network,
      sortOrder: filter.sortOrder,
      ...(filter.addresses.length ? { addresses: filter.addresses.join(',') } : {}),
      ...(filter.nodeIds.length ? { nodeIds: filter.nodeIds.join(',') } : {}),
    }),
    [network, filter.sortOrder, filter.addresses, filter.nodeIds],
  );
  const historicalParams = useMemo(() => ({ ...who, currency: filter.currency }), [who, filter.currency]);
  const historical = useInfiniteList('listHistoricalRewards', historicalParams, { getRowId: historicalRewardRowId });
  const pending = useInfiniteList('listPendingRewards', who, { getRowId: pendingRewardRowId });
  // Time left counts down once a minute; the periods last weeks.
  const now = Math.floor(useNow(60_000) / 1000);
  const pendingColumns = useMemo(() => pendingRewardColumns(now), [now]);

  return (
    <div className="section-stack">
      <section aria-labelledby="rewards-historical">
        <h2 id="rewards-historical">Historical rewards</h2>
        <RewardTotalsPanel list={historical} />
        <DataTable
          tableId="primary-historical-rewards"
          label="Historical rewards"
          list={historical}
          columns={historicalRewardColumns}
          getRowId={historicalRewardRowId}
          emptyMessage="No rewards have been paid to these addresses or nodes."
          itemNoun="rewards"
          height={420}
        />
      </section>
      <section aria-labelledby="rewards-pending">
        <h2 id="rewards-pending">Pending rewards</h2>
        <DataTable
          tableId="primary-pending-rewards"
          label="Pending rewards"
          list={pending}
          columns={pendingColumns}
          getRowId={pendingRewardRowId}
          emptyMessage="Nothing is staking for these addresses or nodes right now."
          itemNoun="pending rewards"
          height={320}
        />
      </section>
    </div>
  );
}
