import type { ExportsApi } from './exportChannels';
import type { ChannelCall } from './transport';

/** ExportsApi over a bridge's channel call (renderer/bridge/createBridge.ts); apart from the channels' schemas, so the renderer's first script holds no zod. */
export function exportsApi(call: ChannelCall): ExportsApi {
  return {
    create: (request) => call('export:create', request),
    list: () => call('export:list', {}),
    cancel: (id) => call('export:cancel', { id }),
    open: (id) => call('export:open', { id }),
    reveal: (id) => call('export:reveal', { id }),
    remove: (id) => call('export:remove', { id }),
    again: (id) => call('export:again', { id }),
    startReport: (request) => call('report:start', request),
    startRewardsReport: (request) => call('report:rewards', request),
    startPortfolioReport: (request) => call('report:portfolio', request),
    cancelReport: (id) => call('report:cancel', { id }),
  };
}
