import { dailyOnly, type ChainMetric } from '../../../shared/api/endpoints/metrics';
import { numberToDecimalString } from '../../../shared/api/money';
import { formatAmount } from '../../../shared/format/amount';
import { getBridge } from '../../bridge';
import type { FetchTpsPage } from '../data/historyPager';
import { formatTps } from './timeFormat';
import { bridgeTpsSource, toTpsPage } from '../data/tpsSource';

export type ValueFormat = (value: number) => string;

/** What the chart shows: its name in titles, the unit of its values and how a value reads. */
export interface MetricView {
  title: string;
  unit: string;
  /** Its name in export file names and CSV columns. */
  column: string;
  /** A value in the hover and the figures. */
  format: ValueFormat;
  /** A value on the axis, where a short form reads better. */
  formatTick: ValueFormat;
}

export const TPS_VIEW: MetricView = { title: 'TPS', unit: 'tx/s', column: 'tps', format: formatTps, formatTick: formatTps };

/**
 * Amounts in the smallest unit (wei) read in the native token with BigInt formatting: the value's
 * exact decimal form, its whole wei (an average over points can have a fraction of one), never
 * divided as a float. The axis rounds to 4 fraction digits.
 */
export function nativeAmountFormat(decimals: number): { format: ValueFormat; formatTick: ValueFormat } {
  const wholeUnits = (v: number) => numberToDecimalString(Math.max(0, v)).split('.')[0];
  return {
    format: (v) => formatAmount(wholeUnits(v), decimals, { group: true }),
    formatTick: (v) => formatAmount(wholeUnits(v), decimals, { group: true, maxFractionDigits: 4 }),
  };
}

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

const v2 = (id: ChainMetric, label: string, title: string, unit: string): MetricChoice => ({
  id,
  label,
  title,
  unit,
  column: id,
  format: formatTps,
  formatTick: formatTps,
  sourceFor: (chainId) => chainMetricSource(id, chainId),
});

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

/** The native token of the compared chains: one symbol when they share it, else a neutral name. */
export interface NativeToken {
  symbol: string | undefined;
  decimals: number;
}

/**
 * The view of a choice for the chains drawn: fees, which the service counts in wei, read in the
 * chains' native token with its symbol; every other metric as it is.
 */
export function metricViewFor(choice: MetricChoice, token: NativeToken): MetricChoice {
  if (choice.id !== 'feesPaid') return choice;
  return { ...choice, unit: token.symbol ?? 'native token', ...nativeAmountFormat(token.decimals) };
}
