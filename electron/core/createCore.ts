import { ChainReads } from './chainReads/chainReads';
import { AddressBookStore } from './addressBook/addressBookStore';
import type { ApiClientOptions } from './apiClient/apiClient';
import { allHandlers } from './bridge/allHandlers';
import { ContractNameCache } from './contractNames/contractNameCache';
import { ImageFetcher } from './images/imageFetcher';
import { createDispatch, type Dispatch } from './bridge/registry';
import { Connection } from './connection';
import { BridgeEventBus } from './events';
import type { ExportHost } from './exports/exportHost';
import { openExports } from './exports/openExports';
import type { KeyVault } from './stores/keyVault';
import { keyOrigin } from './stores/keyOrigin';
import { askFirstView } from './launchPrefetch';
import type { Profile } from '../../shared/bridge/channels';
import type { StartLocalService } from './localService/localService';
import { AlertNotices } from './monitor/alertNotices';
import { MonitorStore } from './monitor/monitorStore';
import { HistoryStore } from './history/historyStore';
import { HistoryCache } from './portfolio/historyCache';
import { writePortfolioReport } from './portfolio/portfolioReport';
import { PortfolioStore } from './portfolio/portfolioStore';
import { ProfilesStore } from './stores/profiles';
import type { CoreServices } from './coreServices';
import { SettingsStore } from './stores/settingsStore';
import { realWatchClock, watchIntervalFromEnv, WatchScheduler, type WatchClock } from './watchlist/watchScheduler';
import { WatchlistStore } from './watchlist/watchlistStore';
import { cuPerMinuteOf } from '../../shared/api/rateBudget';

export interface CoreOptions {
  dataDir: string;
  vault: KeyVault;
  startLocalService: StartLocalService;
  /** Profile id or name to activate at launch (web host `--profile`); unknown = an error. */
  profile?: string;
  clientOptions?: Partial<ApiClientOptions>;
  log?: (line: string) => void;
  /** Asks at once for what the app's first view shows (launchPrefetch.ts): the hosts, whose window opens on it, set this. */
  prefetchFirstView?: boolean;
  /** Electron's save dialog and shell for export files; without it (web host) they go to Settings' export folder. */
  exportHost?: ExportHost;
  /** The watchlist's clock and how often it checks (tests pass a fake clock). */
  watchClock?: WatchClock;
  watchIntervalMs?: number;
}

export interface Core {
  services: CoreServices;
  dispatch: Dispatch;
  events: BridgeEventBus;
  /** Damaged files and the like found at startup, for the UI and the console. */
  warnings: string[];
  /**
   * Starts the first view's requests (launchPrefetch.ts) before the renderer asks: the web host calls it as it signs a
   * page in, so they cross the network while the page's scripts load. Background work until the view joins them.
   */
  prefetchFirstView(): void;
  close(): Promise<void>;
}

/** The main process's logic, shared by the Electron host and the web host. */
export async function createCore(opts: CoreOptions): Promise<Core> {
  const [settings, profiles, addressBook, watchlist, portfolios, portfolioHistory, monitor, history] = await Promise.all([
    SettingsStore.open(opts.dataDir),
    ProfilesStore.open(opts.dataDir),
    AddressBookStore.open(opts.dataDir),
    WatchlistStore.open(opts.dataDir),
    PortfolioStore.open(opts.dataDir),
    HistoryCache.open(opts.dataDir),
    MonitorStore.open(opts.dataDir),
    HistoryStore.open(opts.dataDir),
  ]);
  const warnings = [
    settings.warning,
    profiles.warning,
    addressBook.warning,
    watchlist.warning,
    portfolios.warning,
    portfolioHistory.warning,
    monitor.warning,
    history.warning,
    opts.vault.warning,
  ].filter((w): w is string => Boolean(w));
  if (opts.profile !== undefined) {
    const wanted = profiles.store.find(opts.profile);
    if (!wanted) throw new Error(`No profile named or with id "${opts.profile}" (see Settings > Connections).`);
    await profiles.store.activate(wanted.id);
  }
  await bindLegacyKeys(opts.vault, profiles.store.state().profiles);
  const events = new BridgeEventBus();
  const connection = new Connection(
    {
      vault: opts.vault,
      events,
      startLocalService: opts.startLocalService,
      clientOptions: opts.clientOptions,
      warnings: () => warnings,
      dataDir: opts.dataDir,
    },
    profiles.store.active(),
  );
  const prefetchFirstView = (options: { background?: boolean } = {}) => {
    askFirstView(settings.store.get(), (id, params) => connection.prefetch(id, params, options));
  };
  if (opts.prefetchFirstView) prefetchFirstView();
  const exported = await openExports({
    dataDir: opts.dataDir,
    client: () => connection.client(),
    events,
    exportFolder: () => settings.store.get().exportFolder,
    host: opts.exportHost,
    portfolioReport: (job) =>
      writePortfolioReport(
        { portfolios: portfolios.store, cache: portfolioHistory.cache, profileId: () => profiles.store.active().id },
        job,
      ),
  });
  if (exported.warning) warnings.push(exported.warning);
  const watchClock = opts.watchClock ?? realWatchClock;
  const notices = new AlertNotices({
    settings: () => monitor.store.get(),
    nameOf: (item) => addressBook.store.labelOf(item.id) ?? item.id,
    emit: (notice) => events.emit('watch-notice', notice),
    now: watchClock.now,
  });
  const watchScheduler = new WatchScheduler({
    store: watchlist.store,
    client: () => connection.client(),
    events,
    clock: watchClock,
    intervalMs: opts.watchIntervalMs ?? watchIntervalFromEnv(),
    // The local service has no budget; a remote profile's is shared with the views through the one client.
    cuPerMinute: () => (profiles.store.active().kind === 'remote' ? cuPerMinuteOf(profiles.store.active().rateTier) : undefined),
    nameOf: (id) => addressBook.store.labelOf(id),
    source: () => profiles.store.active().id,
    log: opts.log,
    onAlerts: (item, fresh) => notices.checked(item, fresh),
    afterRound: () => notices.flush(),
    paused: () => monitor.store.get().paused,
  });
  const services: CoreServices = {
    dataDir: opts.dataDir,
    settings: settings.store,
    profiles: profiles.store,
    vault: opts.vault,
    connection,
    events,
    exports: exported.exports,
    addressBook: addressBook.store,
    watchlist: watchlist.store,
    watchScheduler,
    monitor: monitor.store,
    history: history.store,
    portfolios: portfolios.store,
    portfolioHistory: portfolioHistory.cache,
    chainReads: new ChainReads({ profile: () => profiles.store.active(), connection }),
    contractNames: new ContractNameCache({
      dataDir: opts.dataDir,
      active: () => profiles.store.active(),
      metadata: (chainId, address) => connection.request('getContractMetadata', { chainId, address }, { background: true }),
    }),
    images: new ImageFetcher(async () => (await connection.client().catch(() => undefined))?.dataUrl),
  };
  const dispatch = createDispatch(allHandlers(services), {
    secret: () => opts.vault.get(profiles.store.active().id),
    log: opts.log,
  });
  // A round at start catches up on what happened while the app was closed.
  watchScheduler.start();
  return {
    services,
    dispatch,
    events,
    warnings,
    prefetchFirstView: () => prefetchFirstView({ background: true }),
    close: async () => (
      await watchScheduler.stop(),
      await exported.exports.close(),
      await connection.close(),
      await services.contractNames.close()
    ),
  };
}

/**
 * Keys saved before keys were bound to an origin: bound once to the profile's data origin as
 * saved on disk at startup (what the user entered the key with; no renderer has run yet).
 */
async function bindLegacyKeys(vault: KeyVault, profiles: Profile[]): Promise<void> {
  for (const profile of profiles) {
    const key = vault.get(profile.id);
    if (key !== undefined && vault.origin(profile.id) === undefined) await vault.set(profile.id, key, keyOrigin(profile));
  }
}
