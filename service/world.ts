import { endpoints, type EndpointId } from '../shared/api/endpoints';
import type { Clock } from './sim/clock';
import { createEvmModule } from './evm/evmModule';
import { createIcmModule } from './icm/icmModule';
import { createMetricsModule } from './metrics/metricsModule';
import { createOperations } from './operations/operationsModule';
import { createPrimaryNetworkModule } from './primary/primaryModule';
import { PrimaryNetworks } from './sim/primary/primaryNetworks';
import type { HandlerMap, RawRoute } from './server/handler';
import type { Scale } from './sim/evm/history';
import { EvmSimulation } from './sim/evm/simulation';
import { Prices } from './sim/prices';

export interface WorldOptions {
  seed: number;
  scale: Scale;
  clock: Clock;
  /** Where modules keep state that survives a restart (operations, their files). */
  dataDir: string;
  /** C-Chain live block interval; 0 = no live blocks. */
  blockIntervalMs: number;
  /** Chain ids (EVM or blockchain ids) configured as unhealthy: their routes answer 503. */
  unhealthyChains?: string[];
  /** How long finished export files are kept; default 7 days. */
  exportFileTtlMs?: number;
}

/** What every module of the simulated world receives. */
export interface WorldContext {
  seed: number;
  scale: Scale;
  clock: Clock;
  dataDir: string;
  /** The EVM chains: blocks, transactions, balances, NFTs (see sim/evm/simulation.ts). */
  evm: EvmSimulation;
  /** Daily prices of the native tokens in every currency. */
  prices: Prices;
  /** The Primary Network of each network, built on first use; shared by its API and the exports. */
  primary: PrimaryNetworks;
  options: WorldOptions;
}

/** A module serves some endpoints (data or metrics: the endpoint table says which) and raw routes. */
export interface WorldModule {
  handlers?: HandlerMap;
  rawRoutes?: RawRoute[];
  /** Starts timers (live blocks, background jobs); called once both servers listen. */
  start?(): void;
  /** Stops them; called by RunningService.close(). */
  stop?(): void | Promise<void>;
}

export type WorldModuleFactory = (ctx: WorldContext) => WorldModule | Promise<WorldModule>;

/**
 * The modules of the world, one line each. A new module (createPrimaryNetwork, createMetrics,
 * createOperations, createWarp) adds its factory here.
 */
const MODULES: WorldModuleFactory[] = [createEvmModule, createOperations, createMetricsModule, createPrimaryNetworkModule, createIcmModule];

export interface World {
  context: WorldContext;
  evm: EvmSimulation;
  prices: Prices;
  dataHandlers: HandlerMap;
  metricsHandlers: HandlerMap;
  rawRoutes: RawRoute[];
  start(): void;
  stop(): Promise<void>;
}

export async function createWorld(options: WorldOptions, modules: WorldModuleFactory[] = MODULES): Promise<World> {
  const evm = new EvmSimulation({ seed: options.seed, scale: options.scale, clock: options.clock });
  const prices = new Prices(options.seed);
  const primary = new PrimaryNetworks(options.seed, options.clock, (t, currency) => prices.price('AVAX', currency, t).value);
  const context: WorldContext = {
    seed: options.seed,
    scale: options.scale,
    clock: options.clock,
    dataDir: options.dataDir,
    evm,
    prices,
    primary,
    options,
  };
  const built: WorldModule[] = [];
  for (const factory of modules) built.push(await factory(context));

  const dataHandlers: Record<string, unknown> = {};
  const metricsHandlers: Record<string, unknown> = {};
  for (const module of built) {
    for (const [id, handler] of Object.entries(module.handlers ?? {})) {
      const target = endpoints[id as EndpointId].service === 'metrics' ? metricsHandlers : dataHandlers;
      if (id in target) throw new Error(`two modules serve endpoint ${id}`);
      target[id] = handler;
    }
  }
  return {
    context,
    evm,
    prices,
    dataHandlers: dataHandlers as HandlerMap,
    metricsHandlers: metricsHandlers as HandlerMap,
    rawRoutes: built.flatMap((m) => m.rawRoutes ?? []),
    start: () => {
      evm.startLive(options.blockIntervalMs);
      for (const m of built) m.start?.();
    },
    stop: async () => {
      evm.stopLive();
      for (const m of built) await m.stop?.();
    },
  };
}
