import { createDashboardsModule } from './dashboards/dashboardsModule';
import { endpoints, type EndpointDef, type EndpointId } from '../shared/api/endpoints';
import { createConsoleModule } from './console/consoleModule';
import { createEvmModule } from './evm/evmModule';
import { createIcmModule } from './icm/icmModule';
import { createMetricsModule } from './metrics/metricsModule';
import { createOperationsModule } from './operations/operationsModule';
import { createPrimaryNetworkModule } from './primary/primaryModule';
import { createRpcModule } from './rpc/rpcModule';
import { createSourcifyModule } from './sourcify/sourcifyModule';
import { createWarpModule } from './warp/warpModule';
import { createWebhooksModule } from './webhooks/webhooksModule';
import { PrimaryNetworks } from './sim/primary/primaryNetworks';
import type { WorldContext, WorldModule, WorldModuleFactory, WorldOptions } from './module';
import type { HandlerMap, RawRoute } from './server/handler';
import { EvmSimulation } from './sim/evm/simulation';
import { Prices } from './sim/prices';
import { RequestLog } from './server/requestLog';

/** The modules of the world, one line each: a new API area adds its factory here. */
const MODULES: WorldModuleFactory[] = [
  createEvmModule,
  createOperationsModule,
  createMetricsModule,
  createPrimaryNetworkModule,
  createWarpModule,
  createIcmModule,
  createRpcModule,
  createSourcifyModule,
  createDashboardsModule,
  createConsoleModule,
  createWebhooksModule,
];

/** The assembled world: every module's handlers by server, their raw routes, one start and stop. */
export interface World {
  /** The EVM simulation, for the CLI's summary and for tests that mine blocks. */
  evm: EvmSimulation;
  dataHandlers: HandlerMap;
  metricsHandlers: HandlerMap;
  rawRoutes: RawRoute[];
  /** Where the data server records what it answered. */
  requestLog: RequestLog;
  start(): void;
  stop(): Promise<void>;
}

export async function createWorld(options: WorldOptions): Promise<World> {
  const evm = new EvmSimulation({ seed: options.seed, scale: options.scale, clock: options.clock });
  const prices = new Prices(options.seed);
  const primary = new PrimaryNetworks(options.seed, options.clock, (t, currency) => prices.price('AVAX', currency, t).value);
  const requestLog = new RequestLog();
  const context: WorldContext = { ...options, evm, prices, primary, requestLog };
  const built: WorldModule[] = [];
  for (const factory of MODULES) built.push(await factory(context));

  const dataHandlers: Record<string, unknown> = {};
  const metricsHandlers: Record<string, unknown> = {};
  for (const module of built) {
    for (const [id, handler] of Object.entries(module.handlers ?? {})) {
      const target = endpoints[id as EndpointId].service === 'metrics' ? metricsHandlers : dataHandlers;
      if (id in target) throw new Error(`two modules serve endpoint ${id}`);
      target[id] = handler;
    }
  }
  // A deprecated path is served by the handler of the row it stands for.
  for (const [id, def] of Object.entries(endpoints) as [string, EndpointDef][])
    if (def.aliasOf) dataHandlers[id] = dataHandlers[def.aliasOf];
  return {
    evm,
    dataHandlers: dataHandlers as HandlerMap,
    metricsHandlers: metricsHandlers as HandlerMap,
    rawRoutes: built.flatMap((m) => m.rawRoutes ?? []),
    requestLog,
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
