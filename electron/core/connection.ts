import type { BridgeEvents, Profile } from '../../shared/bridge/channels';
import { cuPerMinuteOf } from '../../shared/api/rateBudget';
import { ApiClient, type ApiClientOptions } from './apiClient';
import type { BridgeEventBus } from './events';
import type { KeyVault } from './keyVault';
import { keyForProfile } from './keyOrigin';
import type { LocalService, StartLocalService } from './localService';

type Status = BridgeEvents['service-status'];

/** How many times a local service that stopped on its own is started again before the app gives up on it. */
const MAX_LOCAL_RESTARTS = 3;

/**
 * The API client of the active profile. The local profile's service is started on first use
 * (in its own thread or process) and kept running until close, so switching back to it is
 * instant; if it stops on its own while its profile is active, it is started again.
 */
export class Connection {
  private current: Promise<ApiClient> | undefined;
  private local: Promise<LocalService> | undefined;
  private lastStatus: Status;
  private active: Profile;
  private localRestarts = 0;

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
    this.active = profile;
    this.activate(profile);
  }

  /** Switches to `profile`; requests made from now on wait for it and use it. */
  activate(profile: Profile, why?: string): void {
    this.active = profile;
    this.publish({ state: 'starting', profileId: profile.id, ...(why ? { message: why } : {}) });
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
      // A remote profile keeps to its tier's budget; the local service is not metered in compute units.
      ...(profile.kind === 'remote' ? { budget: { cuPerMinute: cuPerMinuteOf(profile.rateTier) } } : {}),
      onSpend: (e) => events.emit('compute-units', e),
    });
  }

  private startLocal(): Promise<LocalService> {
    if (!this.local) {
      const local = this.deps.startLocalService({ onExit: (reason) => this.localStopped(local, reason) });
      this.local = local;
      // A failed start is retried on the next activation.
      local.catch(() => this.local === local && (this.local = undefined));
    }
    return this.local;
  }

  /** The local service ended without being asked: the next use starts a new one. */
  private localStopped(which: Promise<LocalService>, reason: string): void {
    if (this.local !== which) return;
    this.local = undefined;
    if (this.active.kind !== 'local') return;
    if (this.localRestarts >= MAX_LOCAL_RESTARTS) {
      this.publish({ state: 'error', profileId: this.active.id, message: `${reason} It stopped ${this.localRestarts + 1} times, so it is not started again: restart Ridgeline.` });
      return;
    }
    this.localRestarts++;
    this.activate(this.active, `${reason} Starting it again.`);
  }

  private publish(status: Status): void {
    const warnings = this.deps.warnings();
    const message = [status.message, ...warnings].filter(Boolean).join(' ');
    this.lastStatus = message ? { ...status, message } : status;
    this.deps.events.emit('service-status', this.lastStatus);
  }
}
