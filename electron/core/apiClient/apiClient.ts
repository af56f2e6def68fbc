import { endpoints, type EndpointDef, type EndpointId, type EndpointParams, type EndpointResponse } from '../../../shared/api/endpoints';
import { DEFAULT_KEY_HEADER } from '../../../shared/api/wire/keyHeader';
import { buildRequest, ParamError } from '../../../shared/api/wire/request';
import { ApiClientError, clientError } from './apiError';
import { ConcurrencyLimit } from '../../../shared/async/concurrencyLimit';
import { pacing } from '../../../shared/api/rateBudget';
import { fetchOnce, type ServerBudget, type TryResult } from './fetchOnce';
import { isImmutable, ResponseCache } from './responseCache';
import { decideRetry, DEFAULT_RETRY, type RetryOptions } from './retryPolicy';
import { realTiming, type Timing } from '../timing';
import { TokenBucket } from './tokenBucket';

export interface ApiClientOptions {
  dataUrl: string;
  metricsUrl: string;
  /** The API key of the active profile; sent to the data service only. Read per request so a new key applies at once. */
  getKey?: () => string | undefined;
  /** The header the key is sent under (the profile's setting); the interface's neutral name by default. */
  keyHeader?: string;
  fetch?: typeof fetch;
  timing?: Timing;
  random?: () => number;
  timeoutMs?: number;
  retry?: Partial<RetryOptions>;
  /** Client-side token bucket per host. */
  rateLimit?: { burst: number; perSecond: number };
  maxConcurrentPerHost?: number;
  /**
   * The per-minute compute-unit budget of the data service (a remote profile's tier): requests are
   * paced so that no minute spends more. Absent: no budget (the local service).
   */
  budget?: { cuPerMinute: number };
  /** A request to the data service was sent against the budget (and what the server's headers said of it). */
  onSpend?: (event: SpendEvent) => void;
  /** A 429 is being waited out: the next try happens at `until` (epoch ms). */
  onRateLimit?: (event: { endpointId: EndpointId; until: number }) => void;
  cacheEntries?: number;
}

export interface SpendEvent {
  endpointId: EndpointId;
  computeUnits: number;
  /** Epoch ms of the request. */
  at: number;
  cuPerMinute: number;
  server?: ServerBudget;
}

interface SharedCall {
  promise: Promise<unknown>;
  /** Absent when the caller that started it had no signal: that caller never leaves, so nothing can abort it. */
  controller: AbortController | undefined;
  users: number;
  /** Aborted when a caller a view waits for joins a background request: it is paced as the view's from then on. */
  promotion: AbortController | undefined;
}

/**
 * The one way the main process talks to the APIs: by endpoint id and params, through the
 * shared endpoint table. Params are validated before any request; answers are validated
 * against the endpoint's response schema; every failure is an ApiClientError.
 */
export class ApiClient {
  private readonly timing: Timing;
  private readonly retry: RetryOptions;
  private readonly buckets = new Map<string, TokenBucket>();
  private readonly limits = new Map<string, ConcurrencyLimit>();
  private readonly inFlight = new Map<string, SharedCall>();
  private readonly cache: ResponseCache;
  /** Compute units of the data service, when the profile has a budget. */
  private readonly budget: TokenBucket | undefined;
  /** Each service's base URL without its trailing slashes, and its host (the key of its rate limit): read per request. */
  private readonly bases = new Map<EndpointDef['service'], { url: string; host: string }>();

  /** The Data API origin this client sends to (the chain list names the RPC URLs; the local Sourcify lives under it). */
  get dataUrl(): string {
    return this.opts.dataUrl;
  }

  constructor(private readonly opts: ApiClientOptions) {
    this.timing = opts.timing ?? realTiming;
    this.retry = { ...DEFAULT_RETRY, ...opts.retry };
    this.cache = new ResponseCache(opts.cacheEntries);
    if (opts.budget) {
      const { burst, perSecond } = pacing(opts.budget.cuPerMinute);
      this.budget = new TokenBucket(burst, perSecond, this.timing);
    }
  }

  async request<Id extends EndpointId>(id: Id, params: EndpointParams<Id>, options: RequestOptions = {}): Promise<EndpointResponse<Id>> {
    const def: EndpointDef = endpoints[id];
    let built;
    try {
      built = buildRequest(id, params);
    } catch (e) {
      if (e instanceof ParamError) throw clientError(id, 'invalid-params', e.message, { field: e.field });
      throw e;
    }
    const base = this.base(built.service);
    const call = {
      id,
      def,
      url: base.url + built.path,
      host: base.host,
      method: built.method,
      body: built.body,
      promoted: options.background ? new AbortController() : undefined,
      viewLikely: options.background === true && options.viewLikely === true,
    };
    if (built.method !== 'GET') return (await this.withRetries(call, options.signal)) as EndpointResponse<Id>;

    const key = `GET ${call.url}`;
    if (this.cache.has(key)) return this.cache.get(key) as EndpointResponse<Id>;
    return (await this.shared(
      key,
      options.signal,
      (signal) =>
        this.withRetries(call, signal).then((data) => {
          if (isImmutable(id, data)) this.cache.set(key, data);
          return data;
        }),
      call.promoted,
      options.promote,
    )) as EndpointResponse<Id>;
  }

  /**
   * Identical GETs in flight share one HTTP request. Each caller can abort on its own; the
   * request itself is aborted only when every caller has gone. A view's caller joining a background request promotes it.
   */
  private shared(
    key: string,
    signal: AbortSignal | undefined,
    start: (signal: AbortSignal | undefined) => Promise<unknown>,
    promotion: AbortController | undefined,
    promote: AbortSignal | undefined,
  ): Promise<unknown> {
    // A caller gone before it asked (the view left while the local service was starting) starts nothing: a request
    // started and aborted at once would reject with no one listening, which ends a Node host.
    if (signal?.aborted) return Promise.reject(cancelled(undefined));
    let call = this.inFlight.get(key);
    if (!call) {
      // A controller costs an AbortSignal here and a listener in each try (bench/NOTES.md, the client's section): only a
      // call that can lose all its callers needs one.
      const controller = signal ? new AbortController() : undefined;
      const promise = start(controller?.signal).finally(() => {
        if (this.inFlight.get(key) === call) this.inFlight.delete(key);
      });
      call = { promise, controller, users: 0, promotion };
      this.inFlight.set(key, call);
    } else if (!promotion) this.promote(call);
    const entry = call;
    if (promote?.aborted) this.promote(entry);
    else promote?.addEventListener('abort', () => this.promote(entry), { once: true });
    entry.users++;
    if (!signal) return entry.promise;
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        entry.users--;
        if (entry.users === 0) {
          entry.controller?.abort();
          this.inFlight.delete(key);
        }
        reject(cancelled(undefined));
      };
      signal.addEventListener('abort', onAbort, { once: true });
      entry.promise.then(
        (v) => (signal.removeEventListener('abort', onAbort), resolve(v)),
        (e) => (signal.removeEventListener('abort', onAbort), reject(e)),
      );
    });
  }

  /** Paces a background call as a view's from now on: a view waits for its answer. */
  private promote(call: SharedCall): void {
    if (!call.promotion || call.promotion.signal.aborted) return;
    call.promotion.abort();
    for (const limit of this.limits.values()) limit.dispatch();
  }

  private async withRetries(call: Call, signal: AbortSignal | undefined): Promise<unknown> {
    const { host } = call;
    for (let tryNumber = 1; ; tryNumber++) {
      let result: TryResult;
      try {
        const bucket = this.bucket(host);
        const { promoted } = call;
        const spare = promoted && !promoted.signal.aborted && !call.viewLikely;
        await (spare ? bucket.takeSpare(signal, 1, promoted.signal) : bucket.take(signal));
        const cost = await this.spend(call, signal);
        const background = () => promoted !== undefined && !promoted.signal.aborted;
        result = await this.limit(host).run(() => this.tryOnce(call, signal), signal, background);
        if (cost) this.opts.onSpend?.({ ...cost, server: result.server });
      } catch (e) {
        if (signal?.aborted) throw cancelled(call.id);
        throw e;
      }
      if (result.ok) return result.data;
      const decision = decideRetry(call.method, result.outcome, tryNumber, this.retry, this.opts.random ?? Math.random);
      if (!decision.retry) throw result.error;
      if (decision.rateLimited) this.opts.onRateLimit?.({ endpointId: call.id, until: this.timing.now() + decision.delayMs });
      try {
        await this.timing.sleep(decision.delayMs, signal);
      } catch {
        throw cancelled(call.id);
      }
    }
  }

  /** Worked out at the first request, so a profile's unusable URL fails its requests (as an answer would), not the connection. */
  private base(service: EndpointDef['service']): { url: string; host: string } {
    let base = this.bases.get(service);
    if (!base) {
      const url = (service === 'data' ? this.opts.dataUrl : this.opts.metricsUrl).replace(/\/+$/, '');
      base = { url, host: new URL(url).host };
      this.bases.set(service, base);
    }
    return base;
  }

  /** Waits until the budget holds this request's compute units, then spends them (every try counts at the server). */
  private async spend(call: Call, signal: AbortSignal | undefined): Promise<Omit<SpendEvent, 'server'> | undefined> {
    const cost = call.def.computeUnits;
    if (!this.budget || !this.opts.budget || call.def.service !== 'data' || cost <= 0) return undefined;
    await this.budget.take(signal, cost);
    return { endpointId: call.id, computeUnits: cost, at: this.timing.now(), cuPerMinute: this.opts.budget.cuPerMinute };
  }

  /**
   * Headers for a GET outside the endpoint table (an export's download URL): the API key goes
   * only to the data service's own origin, never to a host the URL happens to name.
   */
  downloadHeaders(url: string): Record<string, string> {
    const key = this.opts.getKey?.();
    return key && new URL(url).origin === new URL(this.opts.dataUrl).origin ? { [this.keyHeader]: key } : {};
  }

  private get keyHeader(): string {
    return this.opts.keyHeader ?? DEFAULT_KEY_HEADER;
  }

  private tryOnce(call: Call, signal: AbortSignal | undefined): Promise<TryResult> {
    const key = call.def.service === 'data' ? this.opts.getKey?.() : undefined;
    return fetchOnce({
      fetch: this.opts.fetch ?? fetch,
      url: call.url,
      method: call.method,
      body: call.body,
      apiKey: key || undefined,
      keyHeader: this.keyHeader,
      endpointId: call.id,
      responseSchema: call.def.response,
      itemsKey: call.def.page?.items,
      timeoutMs: this.opts.timeoutMs ?? 30_000,
      signal,
      nowMs: this.timing.now(),
    });
  }

  private bucket(host: string): TokenBucket {
    let b = this.buckets.get(host);
    if (!b) {
      const { burst, perSecond } = this.opts.rateLimit ?? { burst: 20, perSecond: 10 };
      b = new TokenBucket(burst, perSecond, this.timing);
      this.buckets.set(host, b);
    }
    return b;
  }

  private limit(host: string): ConcurrencyLimit {
    let l = this.limits.get(host);
    if (!l) {
      l = new ConcurrencyLimit(this.opts.maxConcurrentPerHost ?? 6);
      this.limits.set(host, l);
    }
    return l;
  }
}

export interface RequestOptions {
  signal?: AbortSignal;
  /**
   * Work no view waits for (contract names, a list prefetched for a link about to be followed): paced from the host's
   * spare rate, behind every other request, never in the host's last free connection slot.
   */
  background?: boolean;
  /** Aborted when a view comes to wait for this background request's answer: it is paced as the view's from then on. */
  promote?: AbortSignal;
  /**
   * Background work a view is likely to wait for soon (a list prefetched for the link the pointer rests on): it takes
   * its turn at the host's rate as a view's request does, not from the spare rate, which the contract names of a page
   * of new addresses take as fast as it refills; it still never takes the host's last free connection slot until
   * promoted.
   */
  viewLikely?: boolean;
}

interface Call {
  id: EndpointId;
  def: EndpointDef;
  url: string;
  host: string;
  method: string;
  body: unknown;
  /** Present for background work (RequestOptions.background), aborted once a view waits for the same answer. */
  promoted: AbortController | undefined;
  /** RequestOptions.viewLikely: paced at the host's rate as a view's, though background for the connection slots. */
  viewLikely: boolean;
}

function cancelled(id: EndpointId | undefined): ApiClientError {
  return clientError(id, 'cancelled', 'The request was cancelled.');
}

export { ApiClientError };
