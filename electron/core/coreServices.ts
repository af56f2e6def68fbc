import type { AddressBookStore } from './addressBook/addressBookStore';
import type { ChainReads } from './chainReads/chainReads';
import type { Connection } from './connection';
import type { ContractNameCache } from './contractNames/contractNameCache';
import type { ImageFetcher } from './images/imageFetcher';
import type { BridgeEventBus } from './events';
import type { ExportManager } from './exports/exportManager';
import type { KeyVault } from './stores/keyVault';
import type { MonitorStore } from './monitor/monitorStore';
import type { HistoryStore } from './history/historyStore';
import type { HistoryCache } from './portfolio/historyCache';
import type { PortfolioStore } from './portfolio/portfolioStore';
import type { ProfilesStore } from './stores/profiles';
import type { SettingsStore } from './stores/settingsStore';
import type { WatchlistStore } from './watchlist/watchlistStore';
import type { WatchScheduler } from './watchlist/watchScheduler';

/** What bridge handlers work with; each handler file takes this and returns its channels. */
export interface CoreServices {
  dataDir: string;
  settings: SettingsStore;
  profiles: ProfilesStore;
  vault: KeyVault;
  connection: Connection;
  events: BridgeEventBus;
  exports: ExportManager;
  addressBook: AddressBookStore;
  watchlist: WatchlistStore;
  watchScheduler: WatchScheduler;
  monitor: MonitorStore;
  history: HistoryStore;
  portfolios: PortfolioStore;
  portfolioHistory: HistoryCache;
  /** Logs, view calls and verified source through the chains' RPC and Sourcify (never with the key). */
  chainReads: ChainReads;
  /** Contract names of every list, kept per profile and origin. */
  contractNames: ContractNameCache;
  /** Images the page shows (logos, NFT art), fetched here: the page loads none from another origin. */
  images: ImageFetcher;
}
