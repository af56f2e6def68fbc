import type { BridgeEvents, Profile } from '../../shared/bridge/channels';
import { endpoints, type EndpointId, type EndpointParams, type EndpointResponse } from '../../shared/api/endpoints';
import { cuPerMinuteOf } from '../../shared/api/rateBudget';
import { buildRequest } from '../../shared/api/wire/request';
import { ApiClient, type ApiClientOptions, type RequestOptions } from './apiClient/apiClient';
import type { BridgeEventBus } from './events';
import { keyForProfile, type KeyVault } from './stores/keyVault';
import type { LocalService, StartLocalService } from './localService/localService';
import { answersOrigin, PERSISTED, PersistedAnswers } from './apiClient/persistedAnswers';
import { ApiClientError, redactDeep } from './apiClient/apiError';
import { finalPart, isFinalAnswer } from './archive/archivePolicy';
import { OfflineArchive } from './archive/offlineArchive';

type Status = BridgeEvents['service-status'];

/** How long a prefetched answer stands in for a fresh one (latest lists move every few seconds; the views follow them live). */
const EARLY_ANSWER_MS = 10_000;
/** How many times a local service that stopped on its own is started again before the app gives up on it. */
const MAX_LOCAL_RESTARTS = 3;

/**
 * The API client of the active profile. The local profile's service is started on first use
 * (in its own thread or process) and kept running until close, so switching back to it is
 * instant; if it stops on its own while its profile is active, it is started again.
 */
export class Connection {
  private current: Promise<ApiClient> | undefined;
  private answers: Promise<PersistedAnswers | undefined> = Promise.resolve(undefined);
  /** The profile's offline archive (archive/offlineArchive.ts): final answers viewed, served when the API cannot be reached. */
  private archive: Promise<OfflineArchive | undefined> = Promise.resolve(undefined);
  /** Whether the last answer came from the archive because the API could not be reached ('offline' events on change). */
  private offline = false;
  /** The stores of profiles switched away from, closing (their queued writes finish, later ones are dropped). */
  private retiredAnswers: Promise<unknown> = Promise.resolve();
  /** Answers asked for ahead of their view (prefetch), each handed to the first identical request. */
  private readonly early = new Map<string, { answer: unknown; until: number }>();
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
      /** Where answers kept across launches live (persistedAnswers.ts); none are kept without it. */
      dataDir?: string;
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
    const previous = this.answers;
    this.retiredAnswers = Promise.all([this.retiredAnswers, previous.then((a) => a?.close())]);
    this.answers = this.openAnswers(profile);
    const previousArchive = this.archive;
    this.retiredAnswers = Promise.all([this.retiredAnswers, previousArchive.then((a) => a?.close())]);
    this.archive = this.openArchive(profile);
    this.setOffline(undefined);
    this.early.clear();
    next.then(
      () => this.current === next && this.publish({ state: 'ready', profileId: profile.id }),
      (e: unknown) =>
        this.current === next &&
        this.publish({ state: 'error', profileId: profile.id, message: `The connection could not start: ${(e as Error).message}` }),
    );
  }

  client(): Promise<ApiClient> {
    return this.current as Promise<ApiClient>;
  }

  /**
   * A request of the active profile. An answer kept from an earlier launch (the chain list, a
   * blockchain) is served at once, even while the local service is still starting; a list that
   * can grow is asked for again in the background and saved for the next launch.
   */
  async request<Id extends EndpointId>(id: Id, params: EndpointParams<Id>, options: RequestOptions = {}): Promise<EndpointResponse<Id>> {
    const client = this.client();
    // Bad params are left for the client to reject, naming the field.
    const path = pathOf(id, params);
    const early = path === undefined ? undefined : this.takeEarly(`${id} ${path}`);
    if (early !== undefined) return early as EndpointResponse<Id>;
    const answers = PERSISTED[id] ? await this.answers : undefined;
    if (path !== undefined && !PERSISTED[id] && isFinalAnswer(id, params as Record<string, unknown>, Date.now() / 1000))
      return this.throughArchive(
        id,
        path,
        () => client.then((c) => c.request(id, params, options)),
        (v) => endpoints[id].response?.parse(v),
      );
    if (!answers || path === undefined) return this.live((await client).request(id, params, options));
    const saved = answers.get(id, path);
    const fetchAndSave = async (signal?: AbortSignal) => {
      const answer = await (await client).request(id, params, { signal });
      // Only a cache: a failed write costs the next launch a request, nothing else.
      answers.save(id, path, answer).catch(() => undefined);
      return answer;
    };
    if (saved === undefined) return fetchAndSave(options.signal);
    if (answers.takeRefresh(id, path)) fetchAndSave().catch(() => undefined);
    return saved as EndpointResponse<Id>;
  }

  /**
   * A final answer: archived once it comes, and when its server cannot be reached (no network, a timeout, the service
   * stopped), served from the archive (read again by `parse`) with an 'offline' event saying as of when. `kind` is an
   * endpoint's id, or what else the archive keeps (archive/archivedKinds.ts: verified sources).
   */
  async throughArchive<T>(kind: string, path: string, ask: () => Promise<T>, parse: (answer: unknown) => unknown): Promise<T> {
    const archive = await this.archive;
    const profileId = this.active.id;
    try {
      const answer = await this.live(ask());
      // Only a copy: a failed write costs the offline view this answer, nothing else. A key a server echoed in its answer
      // is taken out before it reaches the disk, as before it reaches the renderer.
      const kept = redactDeep(finalPart(kind, answer), this.deps.vault.get(profileId));
      archive?.save(kind, path, kept).catch(() => undefined);
      return answer;
    } catch (e) {
      const failure = e instanceof ApiClientError ? e.info.kind : undefined;
      const archived = failure === 'network' || failure === 'timeout' ? await archive?.getKept(kind, path, parse) : undefined;
      if (!archived) throw e;
      this.setOffline(archived.savedAt);
      return archived.answer as T;
    }
  }

  /** An answer from the API: the app is online again. */
  private async live<T>(answer: Promise<T>): Promise<T> {
    const value = await answer;
    this.setOffline(undefined);
    return value;
  }

  private setOffline(asOf: number | undefined): void {
    if (asOf === undefined && !this.offline) return;
    this.offline = asOf !== undefined;
    this.deps.events.emit('offline', asOf === undefined ? { offline: false } : { offline: true, asOf });
  }

  /** The active profile's archive: its size, and clearing it (Settings). */
  async archiveOf(): Promise<OfflineArchive | undefined> {
    return this.archive;
  }

  status(): Status {
    return this.lastStatus;
  }

  async close(): Promise<void> {
    const local = this.local;
    this.local = undefined;
    if (local)
      await local.then(
        (s) => s.close(),
        () => undefined,
      );
    await Promise.all([this.retiredAnswers, this.answers.then((a) => a?.close()), this.archive.then((a) => a?.close())]);
  }

  private async connect(profile: Profile): Promise<ApiClient> {
    const { vault, events, clientOptions } = this.deps;
    const urls =
      profile.kind === 'local' ? await this.startLocal() : { dataUrl: profile.dataUrl ?? '', metricsUrl: profile.metricsUrl ?? '' };
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

  /**
   * The profile's saved answers: per profile and data origin (the embedded service's port changes
   * every launch, so it goes by a fixed name). A damaged file is moved aside by readJsonFile and
   * the answers are asked for again.
   */
  private async openAnswers(profile: Profile): Promise<PersistedAnswers | undefined> {
    const { dataDir } = this.deps;
    const origin = answersOrigin(profile);
    if (!dataDir || origin === undefined) return undefined;
    return (await PersistedAnswers.open(dataDir, profile.id, origin).catch(() => undefined))?.answers;
  }

  /** The profile's offline archive, per profile and data origin as the saved answers are; none when its folder cannot be made. */
  private async openArchive(profile: Profile): Promise<OfflineArchive | undefined> {
    const { dataDir } = this.deps;
    const origin = answersOrigin(profile);
    if (!dataDir || origin === undefined) return undefined;
    return OfflineArchive.open(dataDir, profile.id, origin).catch(() => undefined);
  }

  /**
   * Starts a request before any view makes it (the first view's rows at launch): the view's
   * identical request joins it while it is in flight (the client shares identical GETs, each
   * caller keeping its own cancel) or, within EARLY_ANSWER_MS of its answer, takes that answer
   * once. A failure is left for the view, which asks again. An answer still kept is not asked again. `background`
   * paces it as background work until a view joins it (apiClient.ts).
   */
  prefetch<Id extends EndpointId>(id: Id, params: EndpointParams<Id>, options: { background?: boolean } = {}): void {
    const path = pathOf(id, params);
    if (path === undefined) return;
    const kept = this.early.get(`${id} ${path}`);
    if (kept && Date.now() <= kept.until) return;
    const current = this.current;
    this.request(id, params, options).then(
      (answer) => this.current === current && this.early.set(`${id} ${path}`, { answer, until: Date.now() + EARLY_ANSWER_MS }),
      () => undefined,
    );
  }

  private takeEarly(key: string): unknown {
    const entry = this.early.get(key);
    if (!entry) return undefined;
    this.early.delete(key);
    return Date.now() <= entry.until ? entry.answer : undefined;
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
      this.publish({
        state: 'error',
        profileId: this.active.id,
        message: `${reason} It stopped ${this.localRestarts + 1} times, so it is not started again: restart Ridgeline.`,
      });
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

function pathOf<Id extends EndpointId>(id: Id, params: EndpointParams<Id>): string | undefined {
  try {
    return buildRequest(id, params).path;
  } catch {
    return undefined;
  }
}
