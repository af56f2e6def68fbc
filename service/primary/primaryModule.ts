import type { WorldModuleFactory } from '../module';
import { addressSetHandlers } from './addressSetHandlers';
import { primaryBlockHandlers } from './blockHandlers';
import { primaryHandlers } from './primaryHandlers';
import { primaryTransactionHandlers } from './transactionHandlers';
import { primaryUtxoHandlers } from './utxoHandlers';
import { validatorHandlers } from './validatorHandlers';
import { warmValidatorKeys } from './warmValidatorKeys';

/** The Primary Network: balances, rewards, chains, blocks, transactions, UTXOs and validators; one simulation per network, owned by the world and shared with Warp and the exports. */
export const createPrimaryNetworkModule: WorldModuleFactory = (ctx) => {
  const nets = ctx.primary;
  let warm: NodeJS.Timeout | undefined;
  let stopKeys: (() => void) | undefined;
  return {
    handlers: {
      ...primaryHandlers(nets),
      ...primaryTransactionHandlers(nets),
      ...primaryBlockHandlers(nets),
      ...primaryUtxoHandlers(nets),
      ...validatorHandlers(nets),
      ...addressSetHandlers(nets),
    },
    // Build mainnet right after the service is up, so the app's first Primary Network page need not wait for it, then its
    // validators' BLS credentials, which the validators list would otherwise sign while the app waits.
    start: () => {
      warm = setTimeout(() => (stopKeys = warmValidatorKeys(nets.get('mainnet').sim).stop), 50);
    },
    stop: () => {
      clearTimeout(warm);
      stopKeys?.();
    },
  };
};
