import type { PortfolioApi } from './portfolioChannels';
import type { CancellableCall, ChannelCall } from './transport';

/** PortfolioApi over a bridge's channel calls (renderer/bridge/createBridge.ts); apart from the channels' schemas, so the renderer's first script holds no zod. */
export function portfolioApi(call: ChannelCall, cancellable: CancellableCall): PortfolioApi {
  return {
    list: () => call('portfolio:list', {}),
    create: (name) => call('portfolio:create', { name }),
    rename: (id, name) => call('portfolio:rename', { id, name }),
    remove: (id) => call('portfolio:remove', { id }),
    addMember: (id, member) => call('portfolio:addMember', { id, member }),
    removeMember: (id, address) => call('portfolio:removeMember', { id, address }),
    historyCost: (req) => call('portfolio:historyCost', req),
    history: (req, opts) => cancellable('portfolio:history', req, 'portfolio:cancelHistory', opts?.signal),
  };
}
