import type { WorldContext, WorldModule } from '../module';
import { afterIdle } from '../server/afterIdle';
import { contractHandlers } from '../contracts/contractHandlers';
import { balanceHandlers } from './balanceHandlers';
import { blockHandlers } from './blockHandlers';
import { chainHandlers } from './chainHandlers';
import { transactionHistoryHandlers } from './transactionHistoryHandlers';
import type { EvmContext } from './evmContext';
import { NftIndex } from './nftIndex';
import { nftHandlers } from './nftHandlers';
import { RenderedItems } from './renderedItems';
import { staticRoutes } from './staticRoutes';
import { transactionHandlers } from './transactionHandlers';

/** Every EVM endpoint (blocks, transactions, balances, NFTs, GET /v1/chains) and the generated images. */
export function createEvmModule(world: WorldContext): WorldModule {
  const unhealthy = new Set(world.unhealthyChains ?? []);
  const ctx: EvmContext = {
    evm: world.evm,
    prices: world.prices,
    clock: world.clock,
    nftIndex: new NftIndex(world.seed, world.clock),
    rendered: new RenderedItems(world.evm.chains),
    isUnhealthy: (chain) => unhealthy.has(String(chain.spec.evmChainId)) || unhealthy.has(chain.spec.blockchainId),
  };
  let stopped = false;
  let cancelWarm = () => {};
  return {
    start: () => {
      // With warmUp, the account pools' address index is built once idle, so a first address lookup need not wait.
      if (!world.warmUp) return;
      const pools = new Set(world.evm.chains.map((chain) => chain.store.pool));
      cancelWarm = afterIdle(world.requestLog, () => {
        void (async () => {
          for (const pool of pools) await pool.index(() => stopped);
        })();
      });
    },
    stop: () => {
      stopped = true;
      cancelWarm();
    },
    handlers: {
      ...chainHandlers(ctx),
      ...blockHandlers(ctx),
      ...transactionHandlers(ctx),
      ...balanceHandlers(ctx),
      ...nftHandlers(ctx),
      ...transactionHistoryHandlers(ctx),
      ...contractHandlers(ctx),
    },
    rawRoutes: staticRoutes(ctx),
  };
}
