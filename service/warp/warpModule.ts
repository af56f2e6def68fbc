import type { WorldModuleFactory } from '../module';
import { warpHandlers } from './warpHandlers';

/** Signature aggregation (/v1/signatureAggregator) over the validator sets of the Primary Network simulation the world owns. */
export const createWarpModule: WorldModuleFactory = (ctx) => ({ handlers: warpHandlers(ctx.primary) });
