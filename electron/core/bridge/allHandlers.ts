import { addressBookHandlers } from '../addressBook/addressBookHandlers';
import { contractNameHandlers } from '../contractNames/contractNameHandlers';
import { portfolioHandlers } from '../portfolio/portfolioHandlers';
import { watchlistHandlers } from '../watchlist/watchlistHandlers';
import type { CoreServices } from '../services';
import { exportHandlers } from '../exports/exportHandlers';
import { coreHandlers } from './coreHandlers';
import type { Handlers } from './registry';

/** Every channel's handler. A feature with its own channels adds its handler set here in one line. */
export function allHandlers(services: CoreServices): Handlers {
  return {
    ...coreHandlers(services),
    ...exportHandlers(services.exports),
    ...addressBookHandlers(services.addressBook),
    ...watchlistHandlers(services.watchlist, services.watchScheduler, services.events),
    ...portfolioHandlers(services),
    ...contractNameHandlers(services.contractNames),
  };
}
