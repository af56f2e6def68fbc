import type { z } from 'zod';
import type { PendingReward } from '../../../shared/api';
import { formatAge, formatLocalDateTime } from '../../../shared/format/time';
import type { DataColumn } from '../../components/DataTable/columns';
import type { TableSpec } from '../../components/DataTable/ListSection';
import { denominatedAmountColumn, linkedIdColumn, renderedColumn } from '../../components/DataTable/columnBuilders';
import { progressShare } from './rewardTotals';
import { periodColumn } from './StakingPeriod';
import { nodeRewardsUrl } from '../../app/urls';

export type PendingRewardItem = z.output<typeof PendingReward>;

function Progress({ value }: { value: number | undefined }) {
  const share = progressShare(value);
  if (share === undefined) return <>—</>;
  const percent = Math.round(share * 1000) / 10;
  return (
    <span>
      <span
        className="progress"
        role="progressbar"
        aria-label="Staking period elapsed"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span style={{ width: `${percent}%` }} />
      </span>
      {percent}%
    </span>
  );
}

function TimeLeft({ end, now }: { end: number | undefined; now: number }) {
  if (end === undefined) return <>—</>;
  return <span title={formatLocalDateTime(end * 1000)}>{end <= now ? 'ended' : formatAge(end, now).replace(/^in /, '')}</span>;
}

/** A pending reward's amounts are in the estimate's denomination and symbol. */
const IN_ESTIMATE = { decimalsPath: 'estimatedReward.denomination', unitPath: 'estimatedReward.symbol' };

/** `nowSeconds` is passed in so every row counts down from the same clock. */
function pendingRewardColumns(nowSeconds: number): DataColumn<PendingRewardItem>[] {
  return [
    linkedIdColumn('nodeId', 'Node', 'nodeId', 170, nodeRewardsUrl),
    { id: 'rewardType', header: 'Type', path: 'rewardType', kind: 'text', size: 120 },
    denominatedAmountColumn('amountStaked', 'Staked', 'amountStaked', 170, IN_ESTIMATE),
    periodColumn(),
    { id: 'progress', header: 'Progress', path: 'progress', kind: 'text', size: 190, render: (r) => <Progress value={r.progress} /> },
    renderedColumn('timeLeft', 'Time left', 'endTimestamp', 120, (r) => <TimeLeft end={r.endTimestamp} now={nowSeconds} />),
    denominatedAmountColumn('estimated', 'Estimated reward', 'estimatedReward.amount', 190, IN_ESTIMATE),
    { id: 'txHash', header: 'Staking tx', path: 'txHash', kind: 'id', size: 200, hiddenByDefault: true },
  ];
}

export const pendingRewardRowId = (r: PendingRewardItem) => `${r.txHash ?? ''}:${r.rewardType ?? ''}:${r.nodeId ?? ''}`;

export const pendingRewardTable = (nowSeconds: number): TableSpec<PendingRewardItem> => ({
  columns: pendingRewardColumns(nowSeconds),
  getRowId: pendingRewardRowId,
  itemNoun: 'pending rewards',
});
