import type { DataColumn } from '../../components/DataTable/columns';
import type { TableSpec } from '../../components/DataTable/ListSection';
import { denominatedAmountColumn, linkedIdColumn, renderedColumn } from '../../components/DataTable/columnBuilders';
import { Price } from '../../components/Price';
import { rewardValue, type HistoricalRewardItem } from './rewardTotals';
import { periodColumn } from './StakingPeriod';
import { nodeRewardsUrl } from '../../app/urls';

/** A paid reward's amounts are in the reward's own denomination and symbol. */
const IN_REWARD = { decimalsPath: 'reward.denomination', unitPath: 'reward.symbol' };

const historicalRewardColumns: DataColumn<HistoricalRewardItem>[] = [
  linkedIdColumn('nodeId', 'Node', 'nodeId', 170, nodeRewardsUrl),
  { id: 'rewardType', header: 'Type', path: 'rewardType', kind: 'text', size: 120 },
  denominatedAmountColumn('amountStaked', 'Staked', 'amountStaked', 170, IN_REWARD),
  periodColumn(),
  denominatedAmountColumn('reward', 'Reward', 'reward.amount', 190, IN_REWARD),
  renderedColumn('value', 'Value then', 'reward.historicalPrice.value', 130, (r) => <Price price={rewardValue(r)} />),
  renderedColumn('price', 'Price then', 'reward.historicalPrice.value', 120, (r) => <Price price={r.reward?.historicalPrice} />, {
    hiddenByDefault: true,
  }),
  { id: 'txHash', header: 'Staking tx', path: 'txHash', kind: 'id', size: 200 },
  { id: 'rewardTxHash', header: 'Reward tx', path: 'rewardTxHash', kind: 'id', size: 200, hiddenByDefault: true },
  renderedColumn('addresses', 'Addresses', 'addresses', 240, (r) => r.addresses?.join(', ') ?? '—', { hiddenByDefault: true }),
];

export const historicalRewardRowId = (r: HistoricalRewardItem) =>
  `${r.txHash ?? ''}:${r.rewardType ?? ''}:${r.utxoId ?? r.outputIndex ?? ''}`;

export const historicalRewardTable: TableSpec<HistoricalRewardItem> = {
  columns: historicalRewardColumns,
  getRowId: historicalRewardRowId,
  itemNoun: 'rewards',
};
