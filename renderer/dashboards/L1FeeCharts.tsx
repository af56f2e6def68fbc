import { allPagesQueryOptions } from '../api/apiQueryOptions';
import { DAILY_RANGES } from '../charts/chartRanges';
import { SeriesChart } from '../charts/SeriesChart';
import { formatValue, NANO } from './dashboardFormat';

/**
 * What an L1's validators paid for validating (the Metrics API's L1 validator fee metrics), by the day: the fees in
 * AVAX and how many validators paid. One answer per series, no pages.
 */
export function SubnetFeeCharts({ subnetId }: { subnetId: string }) {
  return (
    <div className="dashboard-grid dashboard-section">
      <SeriesChart
        name={`l1-fees-${subnetId}`}
        title="Validator fees paid (AVAX)"
        unit="AVAX"
        kind="bar"
        format={formatValue}
        ranges={DAILY_RANGES}
        specsFor={(_, start) => [
          {
            key: 'perSubnetDailyFeesPaid',
            label: 'Fees paid',
            scale: NANO,
            query: allPagesQueryOptions('getSubnetFeeMetric', { subnetId, metric: 'perSubnetDailyFeesPaid', startTimestamp: start }),
          },
        ]}
      />
      <SeriesChart
        name={`l1-paying-validators-${subnetId}`}
        title="Validators paying fees"
        unit="validators"
        format={formatValue}
        ranges={DAILY_RANGES}
        specsFor={(_, start) => [
          {
            key: 'perSubnetPayingValidators',
            label: 'Paying validators',
            query: allPagesQueryOptions('getSubnetFeeMetric', { subnetId, metric: 'perSubnetPayingValidators', startTimestamp: start }),
          },
        ]}
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
          (
            [
              ['perNodeDailyFeesPaid', 'That day'],
              ['perNodeCumulativeFeesPaid', 'In all (right axis)'],
            ] as const
          ).map(([metric, label]) => ({
            key: metric,
            label,
            scale: NANO,
            query: allPagesQueryOptions('getNodeFeeMetric', { nodeId, metric, startTimestamp: start }),
          }))
        }
      />
    </div>
  );
}
