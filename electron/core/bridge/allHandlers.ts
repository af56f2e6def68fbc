import { addressBookHandlers } from '../addressBook/addressBookHandlers';
import { monitorHandlers } from '../monitor/monitorHandlers';
import { archiveHandlers } from '../archive/archiveHandlers';
import { historyHandlers } from '../history/historyHandlers';
import { chainReadHandlers } from '../chainReads/chainReadHandlers';
import { contractNameHandlers } from '../contractNames/contractNameHandlers';
import { imageHandlers } from '../images/imageHandlers';
import { portfolioHandlers } from '../portfolio/portfolioHandlers';
import { watchlistHandlers } from '../watchlist/watchlistHandlers';
import type { CoreServices } from '../coreServices';
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
    ...monitorHandlers(services),
    ...archiveHandlers(services.connection),
    ...historyHandlers(services.history),
    ...chainReadHandlers(services.chainReads),
    ...contractNameHandlers(services.contractNames),
    ...imageHandlers(services.images),
  };
}
