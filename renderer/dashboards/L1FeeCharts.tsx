import { allPagesQueryOptions } from '../api/apiQueryOptions';
import { DAILY_RANGES } from '../charts/chartRanges';
import { SeriesChart } from '../charts/SeriesChart';
import { formatValue, NANO } from './dashboardFormat';
import { metricSpecs, type MetricSeries } from './metricSpecs';
import type { SUBNET_FEE_METRICS } from '../../shared/api/endpoints/dashboards';

type SubnetFeeMetric = (typeof SUBNET_FEE_METRICS)[number];

/**
 * What an L1's validators paid for validating (the Metrics API's L1 validator fee metrics), by the day: the fees in
 * AVAX and how many validators paid. One answer per series, no pages.
 */
export function SubnetFeeCharts({ subnetId }: { subnetId: string }) {
  const subnetFees = (series: MetricSeries<SubnetFeeMetric>, start: number, scale = 1) =>
    metricSpecs(series, (metric) => allPagesQueryOptions('getSubnetFeeMetric', { subnetId, metric, startTimestamp: start }), scale);
  return (
    <div className="dashboard-grid dashboard-section">
      <SeriesChart
        name={`l1-fees-${subnetId}`}
        title="Validator fees paid (AVAX)"
        unit="AVAX"
        kind="bar"
        format={formatValue}
        ranges={DAILY_RANGES}
        specsFor={(_, start) => subnetFees([['perSubnetDailyFeesPaid', 'Fees paid']], start, NANO)}
      />
      <SeriesChart
        name={`l1-paying-validators-${subnetId}`}
        title="Validators paying fees"
        unit="validators"
        format={formatValue}
        ranges={DAILY_RANGES}
        specsFor={(_, start) => subnetFees([['perSubnetPayingValidators', 'Paying validators']], start)}
      />
    </div>
  );
}

/** What one node's L1 validations paid for validating, by the day and in all. */
export function NodeFeeCharts({ nodeId }: { nodeId: string }) {
  return (
    <div className="dashboard-grid dashboard-section">
      <SeriesChart
        name={`node-fees-${nodeId}`}
        title="L1 validation fees paid (AVAX)"
        unit="AVAX"
        format={formatValue}
        ranges={DAILY_RANGES}
        rightAxis={['perNodeCumulativeFeesPaid']}
        specsFor={(_, start) =>
          metricSpecs(
            [
              ['perNodeDailyFeesPaid', 'That day'],
              ['perNodeCumulativeFeesPaid', 'In all (right axis)'],
            ],
            (metric) => allPagesQueryOptions('getNodeFeeMetric', { nodeId, metric, startTimestamp: start }),
            NANO,
          )
        }
      />
    </div>
  );
}
