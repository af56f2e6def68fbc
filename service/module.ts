import type { HandlerMap, RawRoute } from './server/handler';
import type { Clock } from './sim/clock';
import type { Scale } from './sim/evm/history';
import type { EvmSimulation } from './sim/evm/simulation';
import type { PrimaryNetworks } from './sim/primary/primaryNetworks';
import type { Prices } from './sim/prices';
import type { RequestLog } from './server/requestLog';

/** How the service was started: the same for every module. */
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
  /** After the start, do the work a first request would otherwise wait for (see ServiceOptions.warmUp). */
  warmUp?: boolean;
}

/** What every module receives: the options and the simulations the world owns and modules share. */
export interface WorldContext extends WorldOptions {
  /** The EVM chains: blocks, transactions, balances, NFTs (see sim/evm/simulation.ts). */
  evm: EvmSimulation;
  /** Daily prices of the native tokens in every currency. */
  prices: Prices;
  /** The Primary Network of each network, built on first use; shared by its API, Warp and the exports. */
  primary: PrimaryNetworks;
  /** What the data server answered, for the API console (recorded by server/apiServer.ts). */
  requestLog: RequestLog;
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
