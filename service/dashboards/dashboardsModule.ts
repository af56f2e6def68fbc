import type { WorldModuleFactory } from '../module';
import { btcbBridgers } from './btcbBridgers';
import { icmMetricsHandlers } from './icmMetrics';
import { l1FeeMetricsHandlers } from './l1FeeMetrics';
import { networkHandlers } from './networkHandlers';
import { blocksByNode } from './nodeBlocks';
import { subnetValidatorAddresses } from './validatorAddresses';

/** The network dashboards' reads: stake, supply, ICM traffic and L1 validator fees, from the simulations. */
export const createDashboardsModule: WorldModuleFactory = (ctx) => ({
  handlers: {
    ...networkHandlers(ctx.primary, ctx.evm),
    ...icmMetricsHandlers(ctx.evm),
    ...l1FeeMetricsHandlers(ctx.primary),
    getSubnetValidatorAddresses: (c) => subnetValidatorAddresses(ctx.primary, c),
    listBtcbBridgers: (c) => btcbBridgers(ctx.evm, c),
    listBlocksByNode: (c) => blocksByNode(ctx.primary, c),
  },
});
