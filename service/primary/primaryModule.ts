import type { WorldModuleFactory } from '../module';
import { addressSetHandlers } from './addressSetHandlers';
import { primaryBlockHandlers } from './blockHandlers';
import { primaryHandlers } from './primaryHandlers';
import { primaryTransactionHandlers } from './transactionHandlers';
import { primaryUtxoHandlers } from './utxoHandlers';
import { validatorHandlers } from './validatorHandlers';
import { warmValidatorKeys } from './warmValidatorKeys';

/** When the validators' BLS credentials start being signed, after the service is up. */
const KEYS_AFTER_START_MS = 5000;

/** The Primary Network: balances, rewards, chains, blocks, transactions, UTXOs and validators; one simulation per network, owned by the world and shared with Warp and the exports. */
export const createPrimaryNetworkModule: WorldModuleFactory = (ctx) => {
  const nets = ctx.primary;
  let warm: NodeJS.Timeout | undefined;
  let warmKeys: NodeJS.Timeout | undefined;
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
    // Build mainnet right after the service is up, so the app's first Primary Network page need not wait for it. Its
    // validators' BLS credentials, which the validators list would otherwise sign while the app waits, once the app's
    // first view (a cold start's few seconds) no longer shares the CPU with them.
    start: () => {
      warm = setTimeout(() => nets.get('mainnet'), 50);
      warmKeys = setTimeout(() => (stopKeys = warmValidatorKeys(nets.get('mainnet').sim).stop), KEYS_AFTER_START_MS);
    },
    stop: () => {
      clearTimeout(warm);
      clearTimeout(warmKeys);
      stopKeys?.();
    },
  };
};
