import type { WorldModuleFactory } from '../module';
import { addressSetHandlers } from './addressSetHandlers';
import { afterIdle, quietMoment } from '../server/afterIdle';
import { BlsCredentialStore } from './blsCredentialStore';
import { primaryBlockHandlers } from './blockHandlers';
import { primaryHandlers } from './primaryHandlers';
import { primaryTransactionHandlers } from './transactionHandlers';
import { primaryUtxoHandlers } from './utxoHandlers';
import { validatorHandlers } from './validatorHandlers';

/** The Primary Network: balances, rewards, chains, blocks, transactions, UTXOs and validators; one simulation per network, owned by the world and shared with Warp and the exports. */
export const createPrimaryNetworkModule: WorldModuleFactory = (ctx) => {
  const nets = ctx.primary;
  const blsCredentials = new BlsCredentialStore(ctx.dataDir, nets, undefined, (signal) => quietMoment(ctx.requestLog, signal));
  let cancelWarm = () => {};
  return {
    handlers: {
      ...primaryHandlers(nets),
      ...primaryTransactionHandlers(nets),
      ...primaryBlockHandlers(nets),
      ...primaryUtxoHandlers(nets),
      ...validatorHandlers(nets),
      ...addressSetHandlers(nets),
    },
    // Build mainnet once the service's first answers are out (it holds the thread a while), so the app's first
    // Primary Network page need not wait for it; with warmUp, the BLS credentials a data folder lacks follow.
    start: () => {
      cancelWarm = afterIdle(ctx.requestLog, () => {
        nets.get('mainnet');
        if (ctx.warmUp) void blsCredentials.fill();
      });
    },
    stop: async () => {
      cancelWarm();
      await blsCredentials.stop();
    },
  };
};
