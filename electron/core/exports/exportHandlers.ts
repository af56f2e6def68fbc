import type { ExportManager } from './exportManager';
import type { ChannelHandler } from '../bridge/registry';
import type { exportChannelArgs } from '../../../shared/bridge/exportChannels';

type ExportChannel = keyof typeof exportChannelArgs;

/** The `export:*` and `report:*` channels; merged into the bridge registry in allHandlers. */
export function exportHandlers(exports: ExportManager): { [C in ExportChannel]: ChannelHandler<C> } {
  return {
    'export:create': (request) => exports.create(request),
    'export:list': async () => exports.list(),
    'export:cancel': async ({ id }) => exports.cancel(id),
    'export:open': ({ id }) => exports.open(id),
    'export:reveal': ({ id }) => exports.reveal(id),
    'export:remove': async ({ id }) => exports.remove(id),
    'export:again': ({ id }) => exports.again(id),
    'report:start': (request) => exports.startReport(request),
    'report:rewards': (request) => exports.startRewardsReport(request),
    'report:portfolio': (request) => exports.startPortfolioReport(request),
    'report:cancel': async ({ id }) => exports.cancel(id),
  };
}
