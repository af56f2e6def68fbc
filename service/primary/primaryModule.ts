import type { WorldModuleFactory } from '../world';
import { warpHandlers } from '../warp/warpHandlers';
import { primaryExplorerHandlers } from './explorerHandlers';
import { primaryHandlers } from './primaryHandlers';
import { validatorHandlers } from './validatorHandlers';

/**
 * The Primary Network (spec 4.2-4.5, 4.7) and signature aggregation over its validator sets
 * (4.1): one simulation per network, shared by both sets of handlers.
 */
export const createPrimaryNetworkModule: WorldModuleFactory = (ctx) => {
  const nets = ctx.primary;
  let warm: NodeJS.Timeout | undefined;
  return {
    handlers: { ...primaryHandlers(nets), ...primaryExplorerHandlers(nets), ...validatorHandlers(nets), ...warpHandlers(nets) },
    // Build mainnet right after the service is up, so the app's first Primary Network page need not wait for it.
    start: () => {
      warm = setTimeout(() => nets.get('mainnet'), 50);
    },
    stop: () => clearTimeout(warm),
  };
};
