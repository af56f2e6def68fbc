import { ROLLING_WINDOWS, type RollingWindow } from '../../shared/api/dashboards';
import { canonicalNetwork } from '../../shared/api/params';
import type { HandlerMap } from '../server/handler';
import type { EvmChain } from '../sim/evm/evmChain';
import type { EvmSimulation } from '../sim/evm/simulation';
import type { ChainMetrics } from './chainMetrics';
import { noMetrics } from './chainMetricHandler';

const DAY = 86_400;
/** Each rolling window's length in seconds; allTime reaches back to the first block. */
const WINDOW_SECONDS: Record<RollingWindow, number> = {
  lastHour: 3_600,
  lastDay: DAY,
  lastWeek: 7 * DAY,
  lastMonth: 30 * DAY,
  last90Days: 90 * DAY,
  lastYear: 365 * DAY,
  allTime: Number.POSITIVE_INFINITY,
};

/** Chain: what the Metrics API says of a chain it tracks. */
const chainOut = (chain: EvmChain) => ({
  evmChainId: chain.spec.evmChainId,
  chainName: chain.spec.name,
  blockchainId: chain.spec.blockchainId,
  subnetId: chain.spec.subnetId,
  network: chain.spec.network,
});

/**
 * GET /v2/chains (every simulated EVM chain, or those of one network), /v2/chains/{chainId} and
 * /v2/chains/{chainId}/rollingWindowMetrics/{metric}: the metric over each window ending now, read as the
 * time series is (ChainMetrics over [now - window, now]).
 */
export function metricsChainsHandlers(evm: EvmSimulation, metricsFor: (chainId: string) => ChainMetrics | undefined): HandlerMap {
  return {
    listMetricsChains: ({ params }) => ({
      chains: (params.network ? evm.chainsOf(canonicalNetwork(params.network)) : evm.chains).map(chainOut),
    }),
    getMetricsChain: ({ params }) => {
      const chain = evm.chain(params.chainId);
      if (!chain) throw noMetrics(params.chainId);
      return chainOut(chain);
    },
    getChainRollingWindowMetric: ({ params, nowMs }) => {
      const metrics = metricsFor(params.chainId);
      if (!metrics) throw noMetrics(params.chainId);
      const end = Math.floor(nowMs / 1000) + 1;
      const result = Object.fromEntries(
        ROLLING_WINDOWS.map((w) => [w, metrics.between(params.metric, Math.max(metrics.firstSec(), end - WINDOW_SECONDS[w]), end)]),
      );
      return { result };
    },
  };
}
