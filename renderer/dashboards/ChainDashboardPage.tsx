import { allPagesQueryOptions } from '../api/apiQueryOptions';
import { useApiQuery } from '../api/useApiQuery';
import { useChain } from '../app/useChain';
import { DAILY_RANGES, RANGES, type ChartRange } from '../charts/chartRanges';
import { SeriesChart, type SeriesSpec } from '../charts/SeriesChart';
import { PageHeader } from '../components/PageHeader';
import type { RollingWindowMetric } from '../../shared/api/endpoints/dashboards';
import type { ChainMetric } from '../../shared/api/endpoints/metrics';
import { formatCount } from '../../shared/format/count';
import { formatValue, GWEI, WEI_PER_TOKEN } from './dashboardFormat';
import { StatCard } from './StatCard';
import { metricSpecs, type MetricSeries } from './metricSpecs';
import { BtcbBridgers } from './BtcbBridgers';

const gwei = (wei: number | undefined) => (wei === undefined ? undefined : `${formatValue(wei / GWEI)} gwei`);

/** A chain metric over the rolling windows ending now (last hour, day, ...), refreshed each minute. */
const useRollingWindows = (chainId: string, metric: RollingWindowMetric) =>
  useApiQuery('getChainRollingWindowMetric', { chainId, metric }, { refetchInterval: 60_000 }).data?.result;

/** One EVM chain's dashboard: activity, throughput, growth, contracts, gas (with the gas price now) and fees. */
export function ChainDashboardPage() {
  const { chainId, chainName, token } = useChain();
  const avgGas = useRollingWindows(chainId, 'avgGasPrice');
  const maxGas = useRollingWindows(chainId, 'maxGasPrice');
  const txs = useRollingWindows(chainId, 'txCount');
  const active = useRollingWindows(chainId, 'activeAddresses');
  const symbol = token?.symbol ?? 'native token';
  const specs =
    (metrics: MetricSeries<ChainMetric>, scale = 1) =>
    (range: ChartRange, start: number): SeriesSpec[] =>
      metricSpecs(
        metrics,
        (metric) =>
          allPagesQueryOptions('getChainMetric', { chainId, metric, timeInterval: range.interval, startTimestamp: start, pageSize: 2160 }),
        scale,
      );
  const chart = (name: string) => ({ name: `${name}-${chainId}`, format: formatValue });
  return (
    <>
      <PageHeader title={`${chainName} dashboard`} subtitle={`Activity, growth, gas and fees of chain ${chainId}`} />
      <div className="dashboard-cards" role="group" aria-label="Now">
        <StatCard title="Gas price now, average" value={gwei(avgGas?.lastHour)} note="last hour" />
        <StatCard title="Gas price now, max" value={gwei(maxGas?.lastHour)} note="last hour" />
        <StatCard title="Transactions, 24 h" value={txs?.lastDay === undefined ? undefined : formatCount(txs.lastDay)} />
        <StatCard title="Active addresses, 24 h" value={active?.lastDay === undefined ? undefined : formatCount(active.lastDay)} />
      </div>
      <div className="dashboard-grid">
        <SeriesChart
          {...chart('activity')}
          title="Activity"
          unit="count"
          ranges={RANGES}
          initialRange="7d"
          specsFor={specs([
            ['txCount', 'Transactions'],
            ['activeAddresses', 'Active addresses'],
            ['activeSenders', 'Active senders'],
          ])}
        />
        <SeriesChart
          {...chart('throughput')}
          title="Throughput (tx/s)"
          unit="tx/s"
          ranges={DAILY_RANGES}
          specsFor={specs([
            ['avgTps', 'Average TPS'],
            ['maxTps', 'Max TPS (busiest hour)'],
          ])}
        />
        <SeriesChart
          {...chart('growth')}
          title="Growth"
          unit="count"
          rightAxis={['cumulativeAddresses']}
          ranges={DAILY_RANGES}
          initialRange="90d"
          specsFor={specs([
            ['cumulativeTxCount', 'Transactions, all time'],
            ['cumulativeAddresses', 'Addresses, all time (right axis)'],
          ])}
        />
        <SeriesChart
          {...chart('contracts')}
          title="Contracts and deployers, all time"
          unit="count"
          ranges={DAILY_RANGES}
          initialRange="90d"
          specsFor={specs([
            ['cumulativeContracts', 'Contracts'],
            ['cumulativeDeployers', 'Deployers'],
          ])}
        />
        <SeriesChart
          {...chart('deployments')}
          title="New contracts and deployers"
          unit="count"
          kind="bar"
          ranges={RANGES}
          initialRange="30d"
          specsFor={specs([
            ['contracts', 'Contracts'],
            ['deployers', 'Deployers'],
          ])}
        />
        <SeriesChart
          {...chart('gas-price')}
          title="Gas price (gwei)"
          unit="gwei"
          ranges={DAILY_RANGES}
          specsFor={specs(
            [
              ['avgGasPrice', 'Average'],
              ['maxGasPrice', 'Max'],
            ],
            GWEI,
          )}
        />
        <SeriesChart
          {...chart('gas-used')}
          title="Gas used"
          unit="gas"
          kind="bar"
          ranges={RANGES}
          initialRange="7d"
          specsFor={specs([['gasUsed', 'Gas used']])}
        />
        <SeriesChart
          {...chart('gas-per-second')}
          title="Gas per second"
          unit="gas/s"
          ranges={DAILY_RANGES}
          specsFor={specs([
            ['avgGps', 'Average'],
            ['maxGps', 'Max (busiest hour)'],
          ])}
        />
        <SeriesChart
          {...chart('fees')}
          title={`Fees paid (${symbol})`}
          unit={symbol}
          kind="bar"
          ranges={RANGES}
          initialRange="30d"
          specsFor={specs([['feesPaid', 'Fees paid']], WEI_PER_TOKEN)}
        />
      </div>
      {/* The Metrics API keeps BTC.b's bridgers for the C-Chain of mainnet alone. */}
      {chainId === '43114' && <BtcbBridgers />}
    </>
  );
}
