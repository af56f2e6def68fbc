import type { WorldModuleFactory } from '../module';
import { healthHandlers } from './healthHandlers';
import { usageHandlers } from './usageHandlers';

/** The API console: usage metrics and logs of what the data server answered, and the health and live checks. */
export const createConsoleModule: WorldModuleFactory = (ctx) => {
  let lastBlockAtMs: number | undefined;
  const stopListening = ctx.evm.onBlock(() => (lastBlockAtMs = ctx.clock.nowMs()));
  return {
    handlers: {
      ...usageHandlers(ctx.requestLog),
      ...healthHandlers({
        lastBlockAtMs: () => lastBlockAtMs,
        blockIntervalMs: ctx.blockIntervalMs,
        startedAtMs: ctx.clock.nowMs(),
        unhealthyChains: ctx.unhealthyChains ?? [],
      }),
    },
    stop: () => void stopListening(),
  };
};
