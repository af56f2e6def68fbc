import { useMemo } from 'react';
import type { Currency } from '../../../shared/api';
import { useInfiniteList } from '../../api/useInfiniteList';
import { useChain } from '../../app/useChain';
import { ListSection } from '../../components/DataTable/ListSection';
import { useNow } from '../../components/useNow';
import { useSortOrderParam } from '../../components/DataTable/sortOrderParam';
import { historicalRewardTable } from './historicalRewardColumns';
import { pendingRewardRowId, pendingRewardTable } from './pendingRewardColumns';
import { RewardTotalsPanel } from './RewardTotalsPanel';

export interface RewardsFilter {
  addresses: string[];
  nodeIds: string[];
  currency: Currency;
}

/** The URL's query fields that keep each list's order (the Period header's), newest first when absent. */
export const REWARDS_SORT_PARAMS = { historical: 'sort', pending: 'pendingSort' } as const;

/** Historical rewards with their total, then pending rewards, for addresses and/or node ids, each list in its own order. */
export function RewardsLists({ filter }: { filter: RewardsFilter }) {
  const { network } = useChain();
  const historicalSort = useSortOrderParam(REWARDS_SORT_PARAMS.historical, 'desc');
  const pendingSort = useSortOrderParam(REWARDS_SORT_PARAMS.pending, 'desc');
  const who = useMemo(
    () => ({
      network,
      ...(filter.addresses.length ? { addresses: filter.addresses.join(',') } : {}),
      ...(filter.nodeIds.length ? { nodeIds: filter.nodeIds.join(',') } : {}),
    }),
    [network, filter.addresses, filter.nodeIds],
  );
  const historicalParams = useMemo(
    () => ({ ...who, sortOrder: historicalSort.sortOrder, currency: filter.currency }),
    [who, historicalSort.sortOrder, filter.currency],
  );
  const pendingParams = useMemo(() => ({ ...who, sortOrder: pendingSort.sortOrder }), [who, pendingSort.sortOrder]);
  const historical = useInfiniteList('listHistoricalRewards', historicalParams, historicalRewardTable);
  const pending = useInfiniteList('listPendingRewards', pendingParams, { getRowId: pendingRewardRowId });
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
        apiSort={historicalSort.apiSort}
        emptyMessage="No rewards have been paid to these addresses or nodes."
      >
        <RewardTotalsPanel list={historical} />
      </ListSection>
      <ListSection
        id="primary-pending-rewards"
        title="Pending rewards"
        list={pending}
        {...pendingTable}
        apiSort={pendingSort.apiSort}
        emptyMessage="Nothing is staking for these addresses or nodes right now."
        height={320}
      />
    </div>
  );
}
