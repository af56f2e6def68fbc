import type { WorldModuleFactory } from '../module';
import { icmHandlers } from './icmHandlers';

/** Cross-chain messages between the simulated EVM chains, read from their blocks. */
export const createIcmModule: WorldModuleFactory = (ctx) => ({ handlers: icmHandlers(ctx.evm) });
