import { Cancellations } from '../bridge/cancellations';
import type { ChannelHandler } from '../bridge/registry';
import type { Connection } from '../connection';
import type { ProfilesStore } from '../stores/profiles';
import type { HistoryCache } from './historyCache';
import type { PortfolioStore } from './portfolioStore';
import { historyCost, valueHistory, worldOf } from './valueHistory';

type PortfolioChannel =
  | 'portfolio:list'
  | 'portfolio:create'
  | 'portfolio:rename'
  | 'portfolio:remove'
  | 'portfolio:addMember'
  | 'portfolio:removeMember'
  | 'portfolio:historyCost'
  | 'portfolio:history'
  | 'portfolio:cancelHistory';

export interface PortfolioServices {
  portfolios: PortfolioStore;
  portfolioHistory: HistoryCache;
  connection: Connection;
  profiles: ProfilesStore;
}

/** The portfolio channels; the value history is read through the one API client, so it keeps to the profile's rate budget. */
export function portfolioHandlers(s: PortfolioServices, now: () => number = Date.now): { [C in PortfolioChannel]: ChannelHandler<C> } {
  const walks = new Cancellations();
  const deps = async () => ({ client: await s.connection.client(), cache: s.portfolioHistory, profileId: s.profiles.active().id, now });
  return {
    'portfolio:list': async () => s.portfolios.list(),
    'portfolio:create': async ({ name }) => (await s.portfolios.create(name), s.portfolios.list()),
    'portfolio:rename': async ({ id, name }) => (await s.portfolios.rename(id, name), s.portfolios.list()),
    'portfolio:remove': async ({ id }) => (await s.portfolios.remove(id), s.portfolios.list()),
    'portfolio:addMember': async ({ id, member }) => (await s.portfolios.addMember(id, member), s.portfolios.list()),
    'portfolio:removeMember': async ({ id, address }) => (await s.portfolios.removeMember(id, address), s.portfolios.list()),
    'portfolio:historyCost': async (req) => {
      const d = await deps();
      return historyCost(s.portfolios.get(req.id), req, d, await worldOf(d.client, req.network));
    },
    // Every request of the walk carries its signal: a cancelled walk stops at its next request (finished days stay cached).
    'portfolio:history': async ({ requestId, ...req }) =>
      walks.run(requestId, async (signal) => {
        const d = await deps();
        const client = { request: ((id, params) => d.client.request(id, params, { signal })) as typeof d.client.request };
        return valueHistory(s.portfolios.get(req.id), req, { ...d, client });
      }),
    'portfolio:cancelHistory': async ({ requestId }) => (walks.cancel(requestId), null),
  };
}
