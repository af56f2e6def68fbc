import type { UsageMetrics } from '../../shared/api/console';

/** One minute of usage as the page shows it. */
export interface UsageRow {
  timestamp: number;
  requests: number;
  computeUnits: number;
  invalid: number;
}

/** The answer's buckets, newest first, each summed over its values (there is one value per group when grouped). */
export function usageRows(usage: UsageMetrics | undefined): UsageRow[] {
  return (usage?.metrics ?? [])
    .map((m) => ({
      timestamp: m.timestamp ?? 0,
      requests: sum(m.values?.map((v) => v.totalRequests ?? 0)),
      computeUnits: sum(m.values?.map((v) => v.apiCreditsUsed ?? 0)),
      invalid: sum(m.values?.map((v) => v.invalidRequests ?? 0)),
    }))
    .sort((a, b) => b.timestamp - a.timestamp);
}

const sum = (xs: number[] | undefined) => (xs ?? []).reduce((a, b) => a + b, 0);
