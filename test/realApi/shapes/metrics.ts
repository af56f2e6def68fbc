import { avgTps } from '../samples';
import { NOW } from './common';

/**
 * The Metrics API: the older daily avg_tps (samples.ts) and the current second version's
 * GET /v2/chains/{chainId}/metrics/{metric} (its MetricsApiResponse: results of {timestamp, value}
 * newest first and a nextPageToken while more remain). txCount by the day here.
 */
const day = Math.floor(NOW / 86_400) * 86_400;
export const metricsAnswers = {
  getAvgTps: avgTps,
  getChainMetric: {
    results: Array.from({ length: 5 }, (_, i) => ({ timestamp: day - i * 86_400, value: 1_080_000 + i * 1_000 })),
    nextPageToken: 'eyJ0cyI6MTc2MzQ2ODAwMH0',
  },
};
