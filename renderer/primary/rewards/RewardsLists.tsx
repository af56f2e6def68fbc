import { useMemo } from 'react';
import type { Currency } from '../../../shared/api';
import { useInfiniteList } from '../../api/useInfiniteList';
import { useChain } from '../../app/useChain';
import { ListSection } from '../../components/DataTable/ListSection';
import { useNow } from '../../components/useNow';
import type { SortOrder } from '../SortOrderToggle';
import { historicalRewardTable } from './historicalRewardColumns';
import { pendingRewardRowId, pendingRewardTable } from './pendingRewardColumns';
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
  const historical = useInfiniteList('listHistoricalRewards', historicalParams, historicalRewardTable);
  const pending = useInfiniteList('listPendingRewards', who, { getRowId: pendingRewardRowId });
  // Time left counts down once a minute; the periods last weeks.
  const now = Math.floor(useNow(60_000) / 1000);
  const pendingTable = useMemo(() => pendingRewardTable(now), [now]);

  return (
    <div className="section-stack">
      <ListSection
        id="primary-historical-rewards"
        title="Historical rewards"
        list={historical}
        {...historicalRewardTable}
        emptyMessage="No rewards have been paid to these addresses or nodes."
      >
        <RewardTotalsPanel list={historical} />
      </ListSection>
      <ListSection
        id="primary-pending-rewards"
        title="Pending rewards"
        list={pending}
        {...pendingTable}
        emptyMessage="Nothing is staking for these addresses or nodes right now."
        height={320}
      />
    </div>
  );
}
