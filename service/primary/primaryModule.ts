import type { WorldModuleFactory } from '../module';
import { addressSetHandlers } from './addressSetHandlers';
import { primaryBlockHandlers } from './blockHandlers';
import { primaryHandlers } from './primaryHandlers';
import { primaryTransactionHandlers } from './transactionHandlers';
import { primaryUtxoHandlers } from './utxoHandlers';
import { validatorHandlers } from './validatorHandlers';

/** The Primary Network: balances, rewards, chains, blocks, transactions, UTXOs and validators; one simulation per network, owned by the world and shared with Warp and the exports. */
export const createPrimaryNetworkModule: WorldModuleFactory = (ctx) => {
  const nets = ctx.primary;
  let warm: NodeJS.Timeout | undefined;
  return {
    handlers: {
      ...primaryHandlers(nets),
      ...primaryTransactionHandlers(nets),
      ...primaryBlockHandlers(nets),
      ...primaryUtxoHandlers(nets),
      ...validatorHandlers(nets),
      ...addressSetHandlers(nets),
    },
    // Build mainnet right after the service is up, so the app's first Primary Network page need not wait for it.
    start: () => {
      warm = setTimeout(() => nets.get('mainnet'), 50);
    },
    stop: () => clearTimeout(warm),
  };
};
