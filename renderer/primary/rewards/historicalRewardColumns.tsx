import type { DataColumn } from '../../components/DataTable/columns';
import { Price } from '../../components/Price';
import { rewardValue, type HistoricalRewardItem } from './rewardTotals';
import { StakingPeriod } from './StakingPeriod';
import { nodeRewardsUrl } from '../../app/urls';

export const historicalRewardColumns: DataColumn<HistoricalRewardItem>[] = [
  { id: 'nodeId', header: 'Node', path: 'nodeId', kind: 'id', size: 170, linkTo: (r) => (r.nodeId ? nodeRewardsUrl(r.nodeId) : undefined) },
  { id: 'rewardType', header: 'Type', path: 'rewardType', kind: 'text', size: 120 },
  {
    id: 'amountStaked',
    header: 'Staked',
    path: 'amountStaked',
    kind: 'amount',
    decimalsPath: 'reward.denomination',
    unitPath: 'reward.symbol',
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
  {
    id: 'reward',
    header: 'Reward',
    path: 'reward.amount',
    kind: 'amount',
    decimalsPath: 'reward.denomination',
    unitPath: 'reward.symbol',
    size: 190,
  },
  {
    id: 'value',
    header: 'Value then',
    path: 'reward.historicalPrice.value',
    kind: 'text',
    size: 130,
    render: (r) => <Price price={rewardValue(r)} />,
  },
  {
    id: 'price',
    header: 'Price then',
    path: 'reward.historicalPrice.value',
    kind: 'text',
    size: 120,
    hiddenByDefault: true,
    render: (r) => <Price price={r.reward?.historicalPrice} />,
  },
  { id: 'txHash', header: 'Staking tx', path: 'txHash', kind: 'id', size: 200 },
  { id: 'rewardTxHash', header: 'Reward tx', path: 'rewardTxHash', kind: 'id', size: 200, hiddenByDefault: true },
  {
    id: 'addresses',
    header: 'Addresses',
    path: 'addresses',
    kind: 'text',
    size: 240,
    hiddenByDefault: true,
    render: (r) => r.addresses?.join(', ') ?? '—',
  },
];

export const historicalRewardRowId = (r: HistoricalRewardItem) =>
  `${r.txHash ?? ''}:${r.rewardType ?? ''}:${r.utxoId ?? r.outputIndex ?? ''}`;
