import type { UsageMetricsValue } from '../../shared/api/console';
import type { ClassifiedRequest } from './servedRequests';

/** The counts of one group of requests in one bucket, as UsageMetricsValueDTO and RpcUsageMetricsValueAggregated name them. */
export function usageValue(
  requests: readonly ClassifiedRequest[],
  bucketSeconds: number,
  groupedBy: string,
  groupValue?: string | number,
): Required<Omit<UsageMetricsValue, 'groupValue'>> & { groupValue?: string | number } {
  const ok = requests.filter((r) => r.entry.status < 400).length;
  const invalid = requests.filter((r) => r.entry.status >= 400 && r.entry.status < 500);
  return {
    groupedBy,
    ...(groupValue !== undefined && { groupValue }),
    totalRequests: requests.length,
    requestsPerSecond: round(requests.length / bucketSeconds, 6),
    successRatePercent: requests.length ? round((100 * ok) / requests.length, 2) : 0,
    medianResponseTimeMsecs: round(median(requests.map((r) => r.entry.durationMs)), 3),
    invalidRequests: invalid.length,
    apiCreditsUsed: sum(requests.map((r) => r.computeUnits)),
    apiCreditsWasted: sum(invalid.map((r) => r.computeUnits)),
  };
}

/** Requests by the value of `key` (absent values under ''), in order of first appearance. */
export function groupBy<T>(items: readonly T[], key: (item: T) => string | number | undefined): Map<string | number, T[]> {
  const groups = new Map<string | number, T[]>();
  for (const item of items) {
    const k = key(item) ?? '';
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;

function median(xs: number[]): number {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}
