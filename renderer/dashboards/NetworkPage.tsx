import { allPagesQueryOptions } from '../api/apiQueryOptions';
import { useApiQuery } from '../api/useApiQuery';
import { useChain } from '../app/useChain';
import { DAILY_RANGES, type ChartRange } from '../charts/chartRanges';
import { SeriesChart } from '../charts/SeriesChart';
import { PageHeader } from '../components/PageHeader';
import type { StakingMetric } from '../../shared/api/endpoints/dashboards';
import { formatCount } from '../../shared/format/count';
import { formatAvaxText, formatValue, NANO } from './dashboardFormat';
import { StatCard } from './StatCard';
import { metricSpecs, type MetricSeries } from './metricSpecs';

const COUNTS: MetricSeries<StakingMetric> = [
  ['validatorCount', 'Validators'],
  ['delegatorCount', 'Delegators'],
];
const WEIGHTS: MetricSeries<StakingMetric> = [
  ['validatorWeight', 'Validators’ own stake'],
  ['delegatorWeight', 'Delegated'],
];

/** A chart's staking metrics of the network: weights in nAVAX shown in AVAX, counts as they are. */
const stakingSpecs = (network: 'mainnet' | 'fuji', series: MetricSeries<StakingMetric>) => (_: ChartRange, start: number) =>
  metricSpecs(
    series,
    (metric) => allPagesQueryOptions('getStakingMetric', { network, metric, startTimestamp: start, pageSize: 2160 }),
    (metric) => (metric.endsWith('Weight') ? NANO : 1),
  );

/** The Primary Network at a glance: its validators and stake now and over time, the staking ratio and the AVAX supply. */
export function NetworkPage() {
  const { network } = useChain();
  const details = useApiQuery('getNetworkDetails', { network }).data;
  const supply = useApiQuery('getAvaxSupply', {}).data;
  const v = details?.validatorDetails;
  const d = details?.delegatorDetails;
  const staked =
    v?.totalAmountStaked && d?.totalAmountStaked ? (Number(v.totalAmountStaked) + Number(d.totalAmountStaked)) / NANO : undefined;
  const burned = supply && [supply.totalPBurned, supply.totalCBurned, supply.totalXBurned].reduce((s, x) => s + Number(x ?? 0), 0);
  return (
    <>
      <PageHeader title="Network" subtitle={`The Primary Network's stake and the AVAX supply · ${network}`} />
      <div className="dashboard-cards" role="group" aria-label="Stake now">
        <StatCard title="Validators" value={v?.validatorCount === undefined ? undefined : formatCount(v.validatorCount)} />
        <StatCard title="Delegators" value={d?.delegatorCount === undefined ? undefined : formatCount(d.delegatorCount)} />
        <StatCard title="Staked" value={staked === undefined ? undefined : `${formatCount(Math.round(staked))} AVAX`} />
        <StatCard
          title="Staking ratio"
          value={v?.stakingRatio === undefined ? undefined : `${(Number(v.stakingRatio) * 100).toFixed(2)} %`}
          note="of the total supply"
        />
      </div>
      <div className="dashboard-cards" role="group" aria-label="AVAX supply">
        <StatCard title="Total supply" value={formatAvaxText(supply?.totalSupply)} note="mainnet" />
        <StatCard title="Circulating" value={formatAvaxText(supply?.circulatingSupply)} />
        <StatCard title="Staked (supply)" value={formatAvaxText(supply?.totalStaked)} />
        <StatCard title="Burned" value={burned === undefined ? undefined : formatAvaxText(String(burned))} note="P-, C- and X-Chain fees" />
      </div>
      <div className="dashboard-grid">
        <SeriesChart
          name={`validators-${network}`}
          title="Validators and delegators"
          unit="count"
          format={formatValue}
          ranges={DAILY_RANGES}
          initialRange="90d"
          specsFor={stakingSpecs(network, COUNTS)}
        />
        <SeriesChart
          name={`stake-${network}`}
          title="Stake (AVAX)"
          unit="AVAX"
          kind="area"
          stacked
          format={formatValue}
          ranges={DAILY_RANGES}
          initialRange="90d"
          specsFor={stakingSpecs(network, WEIGHTS)}
        />
      </div>
    </>
  );
}
