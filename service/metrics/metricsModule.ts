import type { WorldContext, WorldModule } from '../module';
import { createMetricsHandlers } from './metricsHandlers';

/** The Metrics API (spec 4.10): avg_tps of every simulated EVM chain, read from its blocks. */
export function createMetricsModule(world: WorldContext): WorldModule {
  return { handlers: createMetricsHandlers(world.evm, world.clock) };
}
