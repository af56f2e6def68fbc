import type { ApiClientOptions } from './apiClient';
import { allHandlers } from './bridge/allHandlers';
import { createDispatch, type Dispatch } from './bridge/registry';
import { Connection } from './connection';
import { BridgeEventBus } from './events';
import type { KeyVault } from './keyVault';
import type { StartLocalService } from './localService';
import { ProfilesStore } from './profiles';
import type { CoreServices } from './services';
import { SettingsStore } from './settingsStore';

export interface CoreOptions {
  dataDir: string;
  vault: KeyVault;
  startLocalService: StartLocalService;
  /** Profile id or name to activate at launch (web host `--profile`); unknown = an error. */
  profile?: string;
  clientOptions?: Partial<ApiClientOptions>;
  log?: (line: string) => void;
}

export interface Core {
  services: CoreServices;
  dispatch: Dispatch;
  events: BridgeEventBus;
  /** Damaged files and the like found at startup, for the UI and the console. */
  warnings: string[];
  close(): Promise<void>;
}

/** The main process's logic, shared by the Electron host and the web host. */
export async function createCore(opts: CoreOptions): Promise<Core> {
  const [settings, profiles] = await Promise.all([SettingsStore.open(opts.dataDir), ProfilesStore.open(opts.dataDir)]);
  const warnings = [settings.warning, profiles.warning, opts.vault.warning].filter((w): w is string => Boolean(w));
  if (opts.profile !== undefined) {
    const wanted = profiles.store.find(opts.profile);
    if (!wanted) throw new Error(`No profile named or with id "${opts.profile}" (see Settings > Connections).`);
    await profiles.store.activate(wanted.id);
  }
  const events = new BridgeEventBus();
  const connection = new Connection(
    { vault: opts.vault, events, startLocalService: opts.startLocalService, clientOptions: opts.clientOptions, warnings: () => warnings },
    profiles.store.active(),
  );
  const services: CoreServices = { dataDir: opts.dataDir, settings: settings.store, profiles: profiles.store, vault: opts.vault, connection, events };
  const dispatch = createDispatch(allHandlers(services), {
    secret: () => opts.vault.get(profiles.store.active().id),
    log: opts.log,
  });
  return { services, dispatch, events, warnings, close: () => connection.close() };
}
