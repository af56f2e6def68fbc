import type { z } from 'zod';
import type { PendingReward } from '../../../shared/api';
import { formatAge } from '../../../shared/format/time';
import type { DataColumn } from '../../components/DataTable/columns';
import { progressShare } from './rewardTotals';
import { StakingPeriod } from './StakingPeriod';
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
  return <span title={new Date(end * 1000).toLocaleString()}>{end <= now ? 'ended' : formatAge(end, now).replace(/^in /, '')}</span>;
}

/** `nowSeconds` is passed in so every row counts down from the same clock. */
export function pendingRewardColumns(nowSeconds: number): DataColumn<PendingRewardItem>[] {
  return [
    {
      id: 'nodeId',
      header: 'Node',
      path: 'nodeId',
      kind: 'id',
      size: 170,
      linkTo: (r) => (r.nodeId ? nodeRewardsUrl(r.nodeId) : undefined),
    },
    { id: 'rewardType', header: 'Type', path: 'rewardType', kind: 'text', size: 120 },
    {
      id: 'amountStaked',
      header: 'Staked',
      path: 'amountStaked',
      kind: 'amount',
      decimalsPath: 'estimatedReward.denomination',
      unitPath: 'estimatedReward.symbol',
      size: 170,
    },
    {
      id: 'period',
      header: 'Period',
      path: 'startTimestamp',
      kind: 'text',
      size: 230,
      render: (r) => <StakingPeriod start={r.startTimestamp} end={r.endTimestamp} />,
    },
    { id: 'progress', header: 'Progress', path: 'progress', kind: 'text', size: 190, render: (r) => <Progress value={r.progress} /> },
    {
      id: 'timeLeft',
      header: 'Time left',
      path: 'endTimestamp',
      kind: 'text',
      size: 120,
      render: (r) => <TimeLeft end={r.endTimestamp} now={nowSeconds} />,
    },
    {
      id: 'estimated',
      header: 'Estimated reward',
      path: 'estimatedReward.amount',
      kind: 'amount',
      decimalsPath: 'estimatedReward.denomination',
      unitPath: 'estimatedReward.symbol',
      size: 190,
    },
    { id: 'txHash', header: 'Staking tx', path: 'txHash', kind: 'id', size: 200, hiddenByDefault: true },
  ];
}

export const pendingRewardRowId = (r: PendingRewardItem) => `${r.txHash ?? ''}:${r.rewardType ?? ''}:${r.nodeId ?? ''}`;
