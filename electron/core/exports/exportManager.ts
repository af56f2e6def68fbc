import { randomUUID } from 'node:crypto';
import type {
  ExportEntry, ExportEvents, ExportRequest, FileActionResult, ReportRequest, RewardsReportRequest,
} from '../../../shared/bridge/exportChannels';
import { ApiClientError } from '../apiError';
import { InputError } from '../inputError';
import { realTiming, type Timing } from '../timing';
import { download, type DownloadOptions } from './download';
import { ExportError, isShutdown, shutdown } from './exportError';
import type { ExportHistory } from './exportHistory';
import { withExtension, type ExportHost } from './exportHost';
import { entryTitle, suggestedName } from './exportNames';
import { writeListReport, type ReportProgress } from './listReport';
import { pollOperation, type ApiRequester, type Operation } from './operationRunner';
import { ProgressMeter } from './progressMeter';
import { checkReportParams } from './reportParams';
import { writeRewardsReport } from './rewardsReport';
import { TaskQueue } from './taskQueue';

export interface ExportApi extends ApiRequester {
  /** Headers for a GET of a URL outside the endpoint table: the API key only on the data service's origin. */
  downloadHeaders(url: string): Record<string, string>;
}

export interface ExportManagerDeps {
  history: ExportHistory;
  /** The API of the active connection. */
  api: () => Promise<ExportApi>;
  host: ExportHost;
  emit: <E extends keyof ExportEvents>(event: E, payload: ExportEvents[E]) => void;
  timing?: Timing;
  /** Tests shorten the resume policy. */
  download?: Pick<DownloadOptions, 'maxResumes' | 'progressIntervalMs'>;
}

type Patch = Partial<Omit<ExportEntry, 'id' | 'kind' | 'request' | 'createdAt'>>;

const FINAL = new Set<ExportEntry['status']>(['completed', 'warning', 'failed', 'cancelled', 'interrupted']);

/**
 * Exports and reports from start to file: creates the server's export operation, polls it,
 * downloads its file (at most two downloads at once), or writes a report of a list; keeps
 * the history and tells the renderer about every change. After a restart, `resume` picks up
 * what was running: operations are polled again, downloads continue from their part file.
 */
export class ExportManager {
  private readonly downloads = new TaskQueue(2);
  /** Polling and report jobs, by entry id. */
  private readonly jobs = new Map<string, AbortController>();
  private readonly running = new Set<Promise<void>>();
  private readonly timing: Timing;

  constructor(private readonly deps: ExportManagerDeps) {
    this.timing = deps.timing ?? realTiming;
  }

  list(): ExportEntry[] {
    return this.deps.history.list();
  }

  async create(request: ExportRequest): Promise<ExportEntry> {
    const entry = await this.newEntry('export', request, 'csv');
    this.track(this.runExport(entry.id));
    return entry;
  }

  async startReport(request: ReportRequest): Promise<ExportEntry> {
    const params = checkReportParams(request.endpointId, request.params);
    const entry = await this.newEntry('report', { ...request, params }, request.format);
    this.track(this.runReport(entry.id));
    return entry;
  }

  async startRewardsReport(request: RewardsReportRequest): Promise<ExportEntry> {
    const entry = await this.newEntry('rewards', request, request.format);
    this.track(this.runReport(entry.id));
    return entry;
  }

  /** Export again / report again: the same parameters, a new entry (and a new file). */
  async again(id: string): Promise<ExportEntry> {
    const entry = this.entry(id);
    const { fileName: _sameNameWouldClash, ...request } = entry.request;
    if (entry.kind === 'export') return this.create(request as ExportRequest);
    if (entry.kind === 'report') return this.startReport(request as ReportRequest);
    return this.startRewardsReport(request as RewardsReportRequest);
  }

  cancel(id: string): ExportEntry {
    const entry = this.entry(id);
    const reason = new ExportError('cancelled', 'Cancelled');
    if (!this.downloads.cancel(id, reason)) this.jobs.get(id)?.abort(reason);
    return entry;
  }

  remove(id: string): ExportEntry[] {
    this.entry(id);
    this.cancel(id);
    this.deps.history.remove(id);
    this.deps.emit('export-removed', { id });
    return this.list();
  }

  open(id: string): Promise<FileActionResult> {
    return this.deps.host.open(this.finishedFile(id));
  }

  reveal(id: string): Promise<FileActionResult> {
    return this.deps.host.reveal(this.finishedFile(id));
  }

  /** Picks up what a previous run left unfinished. Call once, after opening. */
  resume(): void {
    for (const e of this.list()) {
      if (FINAL.has(e.status)) continue;
      if (e.kind === 'export' && e.operationId) {
        this.track(this.runExport(e.id));
      } else {
        // A POST that may not have reached the server is not repeated on its own; a report's pages are not resumable.
        this.patch(e.id, {
          status: 'interrupted',
          message: e.kind === 'export' ? 'The app closed before the server accepted the export; export again' : 'The app closed while the report was being written; start it again',
          progress: undefined,
        });
      }
    }
  }

  /** Stops every job without marking it finished, so the next start resumes it. */
  async close(): Promise<void> {
    const reason = shutdown();
    this.downloads.stopAll(reason);
    for (const job of this.jobs.values()) job.abort(reason);
    await Promise.allSettled([...this.running]);
    await this.deps.history.flushed();
  }

  /** Resolves when every job started so far has ended (tests). */
  async idle(): Promise<void> {
    while (this.running.size) await Promise.allSettled([...this.running]);
  }

  private async newEntry(kind: ExportEntry['kind'], request: ExportEntry['request'], format: ExportEntry['format']): Promise<ExportEntry> {
    const name = request.fileName ? withExtension(request.fileName, format) : suggestedName(kind, request, format, this.timing.now());
    const file = await this.deps.host.chooseFile(name, format);
    if (!file) throw new InputError('fileName', 'No file was chosen');
    const now = this.timing.now();
    const entry: ExportEntry = {
      id: randomUUID(),
      kind,
      title: entryTitle(kind, request),
      status: kind === 'export' ? 'creating' : 'writing',
      request,
      file,
      format,
      createdAt: now,
      updatedAt: now,
    };
    // Answered only once saved: a confirmed entry is never lost to a crash.
    await this.deps.history.add(entry);
    this.deps.emit('export-progress', entry);
    return entry;
  }

  private async runExport(id: string): Promise<void> {
    const job = this.job(id);
    try {
      const api = await this.deps.api();
      let operationId = this.entry(id).operationId;
      if (!operationId) {
        const request = this.entry(id).request as ExportRequest;
        const created = await api.request('createTransactionExport', {
          body: {
            type: 'TRANSACTION_EXPORT_EVM',
            ...(request.firstDate ? { firstDate: request.firstDate } : {}),
            ...(request.lastDate ? { lastDate: request.lastDate } : {}),
            options: { addresses: request.addresses, includeChains: request.includeChains },
          },
        }, { signal: job.signal });
        operationId = created.operationId;
        if (!operationId) throw new ExportError('operation-failed', 'The server did not return an operation id');
        this.onOperation(id, created);
      }
      const done = await pollOperation(api, operationId, { timing: this.timing, signal: job.signal, onUpdate: (op) => this.onOperation(id, op) });
      this.jobs.delete(id);
      if (String(done.operationStatus).toUpperCase() === 'FAILED') {
        this.patch(id, { status: 'failed', code: done.metadata?.code ?? 'FAILED', message: done.message ?? 'The export failed', finishedAt: this.timing.now() });
        return;
      }
      const url = done.metadata?.downloadUrl;
      if (!url) throw new ExportError('operation-failed', 'The export finished without a download URL');
      this.patch(id, { status: 'queued', downloadUrl: url });
      await this.download(id, api, url);
    } catch (err) {
      // A cancel or shutdown while polling surfaces as the client's own error: the reason is what counts.
      this.fail(id, job.signal.aborted ? job.signal.reason : err);
    } finally {
      this.jobs.delete(id);
    }
  }

  private onOperation(id: string, op: Operation): void {
    const status = String(op.operationStatus ?? '').toUpperCase();
    this.patch(id, {
      operationId: op.operationId,
      status: status === 'RUNNING' ? 'running' : this.entry(id).status,
      message: op.message,
      code: op.metadata?.code,
      runningSince: op.createdAtTimestamp === undefined ? undefined : op.createdAtTimestamp * 1000,
    });
  }

  private async download(id: string, api: ExportApi, url: string): Promise<void> {
    const entry = this.entry(id);
    const result = await this.downloads.run(
      id,
      (signal) =>
        download(
          { url, file: entry.file, headers: api.downloadHeaders(url), validator: entry.validator },
          {
            ...this.deps.download,
            timing: this.timing,
            signal,
            onResponse: ({ validator }) => this.patch(id, { validator }),
            onProgress: (progress) => this.patch(id, { progress }, false),
          },
        ),
      () => this.patch(id, { status: 'downloading' }),
    );
    const warned = this.entry(id).code === 'WarnTruncatedExport';
    this.patch(id, {
      status: warned ? 'warning' : 'completed',
      size: result.bytes,
      finishedAt: this.timing.now(),
      progress: { bytes: result.bytes, total: result.bytes, percent: 100, speed: 0, etaSeconds: 0 },
    });
  }

  private async runReport(id: string): Promise<void> {
    const job = this.job(id);
    const entry = this.entry(id);
    const meter = new ProgressMeter(() => this.timing.now());
    const onProgress = (p: ReportProgress) => {
      const progress = meter.sample(p.rows, p.limit ?? null);
      this.patch(id, { rows: p.rows, progress }, false);
    };
    try {
      const api = await this.deps.api();
      const result =
        entry.kind === 'rewards'
          ? await writeRewardsReport({ api, request: entry.request as RewardsReportRequest, file: entry.file, signal: job.signal, onProgress })
          : await writeListReport({
              api,
              source: { endpointId: (entry.request as ReportRequest).endpointId, params: (entry.request as ReportRequest).params },
              columns: (entry.request as ReportRequest).columns,
              format: entry.format,
              file: entry.file,
              maxRows: (entry.request as ReportRequest).maxRows,
              signal: job.signal,
              onProgress,
            });
      this.patch(id, {
        status: 'completed',
        rows: result.rows,
        size: result.size,
        finishedAt: this.timing.now(),
        message: `${result.rows} rows`,
        progress: { bytes: result.rows, total: result.rows, percent: 100, speed: 0, etaSeconds: 0 },
      });
    } catch (err) {
      this.fail(id, job.signal.aborted ? job.signal.reason : err);
    } finally {
      this.jobs.delete(id);
    }
  }

  private fail(id: string, err: unknown): void {
    if (isShutdown(err) || !this.deps.history.get(id)) return;
    if (err instanceof ExportError && err.code === 'cancelled') {
      this.patch(id, { status: 'cancelled', message: 'Cancelled', progress: undefined, finishedAt: this.timing.now() });
      return;
    }
    const { code, message } = describe(err);
    this.patch(id, { status: 'failed', code, message, finishedAt: this.timing.now() });
  }

  private job(id: string): AbortController {
    const job = new AbortController();
    this.jobs.set(id, job);
    return job;
  }

  private track(p: Promise<void>): void {
    this.running.add(p);
    void p.finally(() => this.running.delete(p));
  }

  private entry(id: string): ExportEntry {
    const e = this.deps.history.get(id);
    if (!e) throw new InputError('id', `No export with id ${id} in the history`);
    return e;
  }

  private finishedFile(id: string): string {
    const e = this.entry(id);
    if (e.status !== 'completed' && e.status !== 'warning') throw new InputError('id', 'The file of this export is not complete');
    return e.file;
  }

  private patch(id: string, patch: Patch, persist = true): void {
    const current = this.deps.history.get(id);
    if (!current) return; // removed from the history while running
    const next = { ...current, ...patch, updatedAt: this.timing.now() } as ExportEntry;
    for (const k of Object.keys(next) as (keyof ExportEntry)[]) if (next[k] === undefined) delete next[k];
    this.deps.history.put(next, persist);
    this.deps.emit('export-progress', next);
  }
}

function describe(err: unknown): { code: string; message: string } {
  if (err instanceof ExportError) return { code: err.code, message: err.message };
  if (err instanceof ApiClientError) {
    const { status, kind, message } = err.info;
    return { code: status ? String(status) : (kind ?? 'error'), message: Array.isArray(message) ? message.join('; ') : message };
  }
  return { code: 'error', message: err instanceof Error ? err.message : String(err) };
}
