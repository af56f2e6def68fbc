import { isNotFound } from '../../components/isNotFound';
import { HistoryPager, type FetchTpsPage, type TpsPage } from './historyPager';
import { SeriesBuffer } from './seriesBuffer';

export interface ChainSeriesStatus {
  /** What is being fetched right now. */
  loading: 'first' | 'older' | null;
  /** The last failure (the API's own error); cleared by the next success. */
  error: unknown;
  /** The metrics service answered 404: it has no series for this chain. */
  noMetrics: boolean;
  hasOlder: boolean;
  /** The service's lastRun: epoch seconds of the last data point update. */
  lastRun?: number;
}

function isAbort(err: unknown): boolean {
  return (
    (err as { name?: unknown } | null)?.name === 'AbortError' || (err as { info?: { kind?: unknown } } | null)?.info?.kind === 'cancelled'
  );
}

/**
 * One chain's TPS series in the page: the full points (in a SeriesBuffer, outside React
 * state), the history pager and the fetch status. Views subscribe and re-read on change; only
 * the downsampled view they derive goes into React state.
 */
export class ChainSeries {
  readonly buffer = new SeriesBuffer();
  status: ChainSeriesStatus = { loading: null, error: null, noMetrics: false, hasOlder: true };
  private readonly pager: HistoryPager;
  private readonly abort = new AbortController();
  private readonly listeners = new Set<() => void>();
  private inFlight: Promise<void> | null = null;

  constructor(
    readonly chainId: string,
    fetchPage: FetchTpsPage,
    nowMs: () => number = Date.now,
  ) {
    this.pager = new HistoryPager(fetchPage, nowMs);
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The first page; also what a retry after an error does. */
  loadFirst(): Promise<void> {
    return this.run('first', () => this.pager.latest(this.abort.signal));
  }

  /** One page further back; does nothing while another load runs or when there is no more. */
  loadOlder(): Promise<void> {
    if (!this.pager.hasOlder || this.status.noMetrics) return Promise.resolve();
    return this.run('older', () => this.pager.older(this.abort.signal));
  }

  /** Live mode: fetch the newest page and merge it (new hours append, the open hour updates). */
  async poll(): Promise<void> {
    if (this.inFlight || this.status.noMetrics) return;
    try {
      this.absorb(await this.pager.latest(this.abort.signal));
      this.update({ error: null });
    } catch (err) {
      if (!isAbort(err)) this.update({ error: err, noMetrics: isNotFound(err) });
    }
  }

  dispose(): void {
    this.abort.abort();
    this.listeners.clear();
  }

  private run(kind: 'first' | 'older', fetch: () => Promise<TpsPage | null>): Promise<void> {
    if (this.inFlight) return this.inFlight;
    this.update({ loading: kind });
    this.inFlight = fetch()
      .then((page) => {
        if (page) this.absorb(page);
        this.update({ loading: null, error: null, noMetrics: false });
      })
      .catch((err: unknown) => {
        if (!isAbort(err)) this.update({ loading: null, error: err, noMetrics: isNotFound(err) });
      })
      .finally(() => {
        this.inFlight = null;
      });
    return this.inFlight;
  }

  private absorb(page: TpsPage): void {
    this.buffer.merge(page.points);
    this.status = { ...this.status, lastRun: page.lastRun ?? this.status.lastRun };
  }

  private update(patch: Partial<ChainSeriesStatus>): void {
    this.status = { ...this.status, ...patch, hasOlder: this.pager.hasOlder };
    for (const l of this.listeners) l();
  }
}
