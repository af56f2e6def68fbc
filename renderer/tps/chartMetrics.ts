import { dailyOnly, type ChainMetric } from '../../shared/api/metricsV2Endpoints';
import { getBridge } from '../bridge';
import type { FetchTpsPage } from './historyPager';
import { bridgeTpsSource, toTpsPage } from './tpsSource';

/** What the chart shows: its name in titles and the unit of its values. */
export interface MetricView {
  title: string;
  unit: string;
  /** Its name in export file names and CSV columns. */
  column: string;
}

export const TPS_VIEW: MetricView = { title: 'TPS', unit: 'tx/s', column: 'tps' };

export interface MetricChoice extends MetricView {
  /** The `metric` of the page's route; `tps` is the first version's avg_tps. */
  id: 'tps' | ChainMetric;
  label: string;
  sourceFor: (chainId: string) => FetchTpsPage;
}

/** Points per page of the second version: a week of hours, or about half a year of days. */
const V2_PAGE_SIZE = 168;

/** Pages of one v2 metric of a chain: hourly where the service allows it, else daily. */
function chainMetricSource(metric: ChainMetric, chainId: string): FetchTpsPage {
  const timeInterval = dailyOnly(metric) ? 'day' : 'hour';
  return async (cursor, signal) => {
    const params = { chainId, metric, timeInterval, pageSize: V2_PAGE_SIZE, ...(cursor ? { pageToken: cursor.value } : {}) } as const;
    return toTpsPage(await getBridge().request('getChainMetric', params, { signal }));
  };
}

const v2 = (id: ChainMetric, label: string, title: string, unit: string): MetricChoice => ({ id, label, title, unit, column: id, sourceFor: (chainId) => chainMetricSource(id, chainId) });

/** The metrics the TPS page can draw, the first version's hourly TPS first. */
export const METRIC_CHOICES: readonly MetricChoice[] = [
  { id: 'tps', label: 'Average TPS (avg_tps)', ...TPS_VIEW, sourceFor: bridgeTpsSource },
  v2('avgTps', 'Average TPS, daily', 'Average TPS', 'tx/s'),
  v2('maxTps', 'Max TPS, daily', 'Max TPS', 'tx/s'),
  v2('txCount', 'Transactions', 'Transactions', 'transactions'),
  v2('activeAddresses', 'Active addresses', 'Active addresses', 'addresses'),
  v2('gasUsed', 'Gas used', 'Gas used', 'gas'),
  v2('feesPaid', 'Fees paid', 'Fees paid', 'wei'),
];
