import type { HandlerMap } from '../server/handler';
import { nowSeconds, type Clock } from '../sim/clock';
import type { EvmChain } from '../sim/evm/evmChain';
import type { EvmSimulation } from '../sim/evm/simulation';
import { createAvgTpsHandler } from './avgTps';
import { createChainMetricHandler } from './chainMetricHandler';
import { ChainMetrics } from './chainMetrics';
import { metricsChainsHandlers } from './metricsChainsHandlers';
import { TpsSeries, type TxHistory } from './tpsSeries';

/** A chain's blocks as the TPS series reads them: O(log blocks) per hour through the chain's own index. */
export function chainTxHistory(chain: EvmChain): TxHistory {
  const ts = chain.store.blockTs;
  return {
    firstBlockSec: () => ts.get(0),
    lastBlockSec: () => ts.get(chain.headNumber),
    txCountBefore: (t) => chain.txCountInTimeRange(0, t),
  };
}

/**
 * The metrics service's handlers: avg_tps, the second version's chain metrics and chain list of every
 * simulated EVM chain (by EVM chain id or blockchain id). Any other chain id has no metrics (404).
 */
export function createMetricsHandlers(evm: EvmSimulation, clock: Clock): HandlerMap {
  const series = new Map<EvmChain, TpsSeries>();
  const seriesFor = (chainId: string): TpsSeries | undefined => {
    const chain = evm.chain(chainId);
    if (!chain) return undefined;
    let s = series.get(chain);
    if (!s) series.set(chain, (s = new TpsSeries(chainTxHistory(chain), () => nowSeconds(clock))));
    return s;
  };
  const metrics = new Map<EvmChain, ChainMetrics>();
  const metricsFor = (chainId: string): ChainMetrics | undefined => {
    const chain = evm.chain(chainId);
    if (!chain) return undefined;
    let m = metrics.get(chain);
    if (!m) metrics.set(chain, (m = new ChainMetrics(chain, () => nowSeconds(clock))));
    return m;
  };
  return {
    getAvgTps: createAvgTpsHandler({ clock, seriesFor }),
    getChainMetric: createChainMetricHandler(metricsFor),
    ...metricsChainsHandlers(evm, metricsFor),
  };
}
