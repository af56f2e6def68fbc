import type { BridgeEvents, Profile } from '../../shared/bridge/channels';
import { ApiClient, type ApiClientOptions } from './apiClient';
import type { BridgeEventBus } from './events';
import type { KeyVault } from './keyVault';
import { keyForProfile } from './keyOrigin';
import type { LocalService, StartLocalService } from './localService';

type Status = BridgeEvents['service-status'];

/**
 * The API client of the active profile. The local profile's service is started in-process
 * on first use and kept running until close, so switching back to it is instant.
 */
export class Connection {
  private current: Promise<ApiClient> | undefined;
  private local: Promise<LocalService> | undefined;
  private lastStatus: Status;

  constructor(
    private readonly deps: {
      vault: KeyVault;
      events: BridgeEventBus;
      startLocalService: StartLocalService;
      clientOptions?: Partial<ApiClientOptions>;
      /** Startup warnings (damaged files) shown with every status until the app restarts. */
      warnings: () => string[];
    },
    profile: Profile,
  ) {
    this.lastStatus = { state: 'starting', profileId: profile.id };
    this.activate(profile);
  }

  /** Switches to `profile`; requests made from now on wait for it and use it. */
  activate(profile: Profile): void {
    this.publish({ state: 'starting', profileId: profile.id });
    const next = this.connect(profile);
    this.current = next;
    next.then(
      () => this.current === next && this.publish({ state: 'ready', profileId: profile.id }),
      (e: unknown) => this.current === next && this.publish({ state: 'error', profileId: profile.id, message: `The connection could not start: ${(e as Error).message}` }),
    );
  }

  client(): Promise<ApiClient> {
    return this.current as Promise<ApiClient>;
  }

  status(): Status {
    return this.lastStatus;
  }

  async close(): Promise<void> {
    const local = this.local;
    this.local = undefined;
    if (local) await local.then((s) => s.close(), () => undefined);
  }

  private async connect(profile: Profile): Promise<ApiClient> {
    const { vault, events, clientOptions } = this.deps;
    const urls = profile.kind === 'local' ? await this.startLocal() : { dataUrl: profile.dataUrl ?? '', metricsUrl: profile.metricsUrl ?? '' };
    return new ApiClient({
      ...clientOptions,
      dataUrl: urls.dataUrl,
      metricsUrl: urls.metricsUrl,
      // Only the key entered for this profile's data origin (see keyOrigin.ts).
      getKey: () => keyForProfile(vault, profile),
      keyHeader: profile.keyHeader,
      onRateLimit: (e) => events.emit('rate-limit', e),
    });
  }

  private startLocal(): Promise<LocalService> {
    if (!this.local) {
      this.local = this.deps.startLocalService();
      // A failed start is retried on the next activation.
      this.local.catch(() => (this.local = undefined));
    }
    return this.local;
  }

  private publish(status: Status): void {
    const warnings = this.deps.warnings();
    const message = [status.message, ...warnings].filter(Boolean).join(' ');
    this.lastStatus = message ? { ...status, message } : status;
    this.deps.events.emit('service-status', this.lastStatus);
  }
}
