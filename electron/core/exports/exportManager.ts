import { randomUUID } from 'node:crypto';
import { rm, stat } from 'node:fs/promises';
import type {
  ExportEntry,
  ExportEvents,
  ExportJob,
  ExportPart,
  ExportRequest,
  FileActionResult,
  ReportRequest,
  PortfolioReportRequest,
  RewardsReportRequest,
} from '../../../shared/bridge/exportChannels';
import { ApiClientError } from '../apiClient/apiError';
import { InputError } from '../inputError';
import { realTiming, type Timing } from '../timing';
import { download, partPathOf, type DownloadOptions } from './download';
import { ExportError, isShutdown, shutdown } from './exportError';
import type { ExportHistory } from './exportHistory';
import { withExtension, type ExportHost } from './exportHost';
import { appendPart, countCsvRows } from './exportJoin';
import { reconciliationText } from '../../../shared/tax/reconciliationText';
import { periodOfDays, periodOfYear, type TaxPeriod } from '../../../shared/tax/taxPeriod';
import { writeTaxReport } from './taxReport';
import { entryTitle, suggestedName } from './exportNames';
import { writeListReport, type ReportProgress } from './listReport';
import { pollOperation, type ApiRequester, type ExportRequestBody, type Operation } from './operationRunner';
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
  /** The first wait between polls of a running operation (default 1 s; the e2e journeys poll sooner). */
  firstPollMs?: number;
  /** Writes a portfolio report; the core passes the portfolios and the history cache in. */
  portfolioReport?: (job: {
    api: ExportApi;
    request: PortfolioReportRequest;
    file: string;
    signal: AbortSignal;
    onProgress: (p: ReportProgress) => void;
  }) => Promise<{ rows: number; size: number }>;
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
    const entry = await this.newEntry({ kind: 'export', request }, 'csv');
    this.track(this.runExport(entry.id));
    return entry;
  }

  async startReport(request: ReportRequest): Promise<ExportEntry> {
    const params = checkReportParams(request.endpointId, request.params);
    const entry = await this.newEntry({ kind: 'report', request: { ...request, params } }, request.format);
    this.track(this.runReport(entry.id));
    return entry;
  }

  async startRewardsReport(request: RewardsReportRequest): Promise<ExportEntry> {
    const entry = await this.newEntry({ kind: 'rewards', request }, request.format);
    this.track(this.runReport(entry.id));
    return entry;
  }

  async startPortfolioReport(request: PortfolioReportRequest): Promise<ExportEntry> {
    const entry = await this.newEntry({ kind: 'portfolio', request }, request.format);
    this.track(this.runReport(entry.id));
    return entry;
  }

  /** Export again / report again: the same parameters, a new entry (and a new file). */
  async again(id: string): Promise<ExportEntry> {
    const entry = this.entry(id);
    switch (entry.kind) {
      case 'export':
        return this.create(withoutFileName(entry.request));
      case 'report':
        return this.startReport(withoutFileName(entry.request));
      case 'rewards':
        return this.startRewardsReport(withoutFileName(entry.request));
      case 'portfolio':
        return this.startPortfolioReport(withoutFileName(entry.request));
    }
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
      // A later part's POST is safe to repeat: the part before it is already in the file.
      if (e.kind === 'export' && (e.operationId || (e.parts?.length ?? 0) > 1)) {
        this.track(this.runExport(e.id));
      } else {
        // A POST that may not have reached the server is not repeated on its own; a report's pages are not resumable.
        this.patch(e.id, {
          status: 'interrupted',
          message:
            e.kind === 'export'
              ? 'The app closed before the server accepted the export; export again'
              : 'The app closed while the report was being written; start it again',
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
    await Promise.allSettled(this.running);
    await this.deps.history.flushed();
  }

  /** Resolves when every job started so far has ended (tests). */
  async idle(): Promise<void> {
    while (this.running.size) await Promise.allSettled(this.running);
  }

  private async newEntry(job: ExportJob, format: ExportEntry['format']): Promise<ExportEntry> {
    const name = job.request.fileName ? withExtension(job.request.fileName, format) : suggestedName(job, format, this.timing.now());
    const file = await this.deps.host.chooseFile(name, format);
    if (!file) throw new InputError('fileName', 'No file was chosen');
    const now = this.timing.now();
    const entry: ExportEntry = {
      ...job,
      id: randomUUID(),
      title: entryTitle(job),
      status: job.kind === 'export' ? 'creating' : 'writing',
      file,
      format,
      createdAt: now,
      updatedAt: now,
      ...(job.kind === 'export' && { parts: [{ status: 'creating' as const }] }),
    };
    // Answered only once saved: a confirmed entry is never lost to a crash.
    await this.deps.history.add(entry);
    this.deps.emit('export-progress', entry);
    return entry;
  }

  /**
   * Runs a server export part by part: creates the part's operation, polls it, downloads its
   * file and joins it to the export's file; a part the server cut (WarnTruncatedExport) is
   * followed by one asked for from its nextDate, until the period is covered. Every step is
   * recorded in the entry's parts, so a restart picks up at the part (and byte) where it stopped.
   */
  private async runExport(id: string): Promise<void> {
    const job = this.job(id);
    try {
      const api = await this.deps.api();
      for (;;) {
        const entry = this.exportEntry(id);
        const parts = partsOf(entry);
        const index = parts.length - 1;
        const part = parts[index];
        if (part.status === 'joined') break;
        // A part stopped while downloading asks its (finished) operation again: the download URL is
        // built from the address the client used, which may have changed since (another port).
        if (part.status === 'creating' || part.status === 'running' || part.status === 'downloading') {
          const done = await this.runOperation(id, index, api, job.signal);
          if (String(done.operationStatus).toUpperCase() === 'FAILED') {
            this.patch(id, {
              status: 'failed',
              code: done.metadata?.code ?? 'FAILED',
              message: done.message ?? 'The export failed',
              finishedAt: this.timing.now(),
            });
            return;
          }
          const url = done.metadata?.downloadUrl;
          if (!url) throw new ExportError('operation-failed', 'The export finished without a download URL');
          const nextDate = nextPartStart(done, part.firstDate ?? serverDates(entry.request).firstDate);
          this.patchPart(id, index, { status: 'downloading', downloadUrl: url, nextDate }, { status: 'queued', downloadUrl: url });
        }
        if (this.entry(id).parts![index].status === 'downloading') await this.downloadPart(id, index, api);
        await this.joinPart(id, index, job.signal);
        const next = this.entry(id).parts![index].nextDate;
        if (!next) break;
        this.patch(id, {
          parts: [...partsOf(this.entry(id)), { status: 'creating', firstDate: next }],
          status: 'creating',
          progress: undefined,
        });
      }
      await this.writeTax(id, api, job.signal);
      const final = this.entry(id);
      // Cut without a nextDate to go on from: the file is what the server gave, and says so.
      const cut = final.code === 'WarnTruncatedExport';
      const parts = partsOf(final);
      const rows = parts.reduce((n, p) => n + (p.rows ?? 0), 0);
      const bytes = (await stat(final.file)).size;
      this.patch(id, {
        status: cut ? 'warning' : 'completed',
        rows,
        size: bytes,
        finishedAt: this.timing.now(),
        message: [
          cut
            ? (final.message ?? 'The server cut the export')
            : parts.length > 1
              ? `${rows} rows in ${parts.length} parts (the server cut the export ${parts.length - 1} times)`
              : `${rows} rows`,
          final.reconciliation && reconciliationText(final.reconciliation),
        ]
          .filter(Boolean)
          .join('. '),
        progress: { bytes, total: bytes, percent: 100, speed: 0, etaSeconds: 0 },
      });
    } catch (err) {
      // A cancel or shutdown while polling surfaces as the client's own error: the reason is what counts.
      const reason = job.signal.aborted ? job.signal.reason : err;
      if (reason instanceof ExportError && reason.code === 'cancelled') await this.removePartFiles(id);
      this.fail(id, reason);
    } finally {
      this.jobs.delete(id);
    }
  }

  /** Creates the part's operation (unless the server already has it) and polls it to its end. */
  private async runOperation(id: string, index: number, api: ExportApi, signal: AbortSignal): Promise<Operation> {
    let operationId = this.entry(id).parts![index].operationId;
    if (!operationId) {
      const request = this.exportEntry(id).request;
      const dates = serverDates(request);
      const firstDate = this.entry(id).parts![index].firstDate ?? dates.firstDate;
      const created = await api.request(
        'createTransactionExport',
        {
          body: {
            type: request.type ?? 'TRANSACTION_EXPORT_EVM',
            ...(firstDate ? { firstDate } : {}),
            ...(dates.lastDate ? { lastDate: dates.lastDate } : {}),
            options: { addresses: request.addresses, includeChains: request.includeChains },
          } as ExportRequestBody,
        },
        { signal },
      );
      operationId = created.operationId;
      if (!operationId) throw new ExportError('operation-failed', 'The server did not return an operation id');
      this.onOperation(id, index, created);
    }
    return pollOperation(api, operationId, {
      timing: this.timing,
      signal,
      onUpdate: (op) => this.onOperation(id, index, op),
      firstPollMs: this.deps.firstPollMs,
    });
  }

  private onOperation(id: string, index: number, op: Operation): void {
    const status = String(op.operationStatus ?? '').toUpperCase();
    const running = status === 'RUNNING';
    this.patchPart(
      id,
      index,
      { operationId: op.operationId, ...(running && { status: 'running' as const }) },
      {
        operationId: op.operationId,
        status: running ? 'running' : this.entry(id).status,
        message: op.message,
        code: op.metadata?.code,
        runningSince: op.createdAtTimestamp === undefined ? undefined : op.createdAtTimestamp * 1000,
      },
    );
  }

  /** An export for taxes: its file in the tax tool's format and the reconciliation, once the export is whole. */
  private async writeTax(id: string, api: ExportApi, signal: AbortSignal): Promise<void> {
    const entry = this.exportEntry(id);
    const request = entry.request;
    if (!request.tax) return;
    this.patch(id, { status: 'writing', message: 'Writing the tax report and reconciling it with the balances', progress: undefined });
    const result = await writeTaxReport({
      api,
      request: { ...request, tax: request.tax },
      period: serverDates(request).period!,
      file: entry.file,
      signal,
    });
    this.patch(id, { taxFile: result.taxFile, reconciliation: result.reconciliation });
  }

  /** Part files live beside the export's file; the first part downloads into the file itself. */
  private partFile(id: string, index: number): string {
    const file = this.entry(id).file;
    return index === 0 ? file : `${file}.p${index + 1}`;
  }

  private async downloadPart(id: string, index: number, api: ExportApi): Promise<void> {
    const part = this.entry(id).parts![index];
    const url = part.downloadUrl!;
    await this.downloads.run(
      id,
      (signal) =>
        download(
          { url, file: this.partFile(id, index), headers: api.downloadHeaders(url), validator: part.validator },
          {
            ...this.deps.download,
            timing: this.timing,
            signal,
            onResponse: ({ validator }) => this.patchPart(id, index, { validator }, { validator }),
            onProgress: (progress) => this.patch(id, { progress }, false),
          },
        ),
      () => this.patch(id, { status: 'downloading' }),
    );
    this.patchPart(id, index, { status: 'appending', joinOffset: index === 0 ? 0 : (await stat(this.entry(id).file)).size });
    await this.deps.history.flushed();
  }

  /** Adds a downloaded part to the export's file (the first part is the file) and counts its rows. */
  private async joinPart(id: string, index: number, signal: AbortSignal): Promise<void> {
    const entry = this.entry(id);
    const part = entry.parts![index];
    let rows: number;
    if (index === 0) {
      rows = await countCsvRows(entry.file);
    } else {
      this.patch(id, { status: 'writing', message: `Joining part ${index + 1} to the file` });
      rows = await appendPart({
        file: entry.file,
        partFile: this.partFile(id, index),
        firstDate: part.firstDate!,
        joinOffset: part.joinOffset!,
        signal,
      });
    }
    this.patchPart(
      id,
      index,
      { status: 'joined', rows },
      { rows: partsOf(entry).reduce((n, p, i) => n + (i === index ? rows : (p.rows ?? 0)), 0) },
    );
    // The part file goes only once the history says the part is in: a restart before that appends it again.
    await this.deps.history.flushed();
    if (index > 0) await rm(this.partFile(id, index), { force: true });
  }

  private async removePartFiles(id: string): Promise<void> {
    const entry = this.deps.history.get(id);
    if (!entry?.parts) return;
    for (let i = 0; i < entry.parts.length; i++) {
      const file = this.partFile(id, i);
      await rm(file, { force: true });
      await rm(partPathOf(file), { force: true });
    }
  }

  private patchPart(id: string, index: number, partPatch: Partial<ExportPart>, entryPatch: Patch = {}, persist = true): void {
    const entry = this.deps.history.get(id);
    if (!entry) return;
    const parts = partsOf(entry).map((p, i) => (i === index ? { ...p, ...partPatch } : p));
    this.patch(id, { ...entryPatch, parts }, persist);
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
      const result = await this.writeReport(entry, api, job.signal, onProgress);
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

  /** The report's file: the rewards report, or any list's pages as the table shows them. */
  private writeReport(
    entry: ExportEntry,
    api: ExportApi,
    signal: AbortSignal,
    onProgress: (p: ReportProgress) => void,
  ): Promise<{ rows: number; size: number }> {
    const { file, format } = entry;
    switch (entry.kind) {
      case 'rewards':
        return writeRewardsReport({ api, request: entry.request, file, signal, onProgress });
      case 'report': {
        const { endpointId, params, columns, maxRows } = entry.request;
        return writeListReport({ api, source: { endpointId, params }, columns, format, file, maxRows, signal, onProgress });
      }
      case 'portfolio':
        if (!this.deps.portfolioReport) throw new ExportError('invalid-request', 'Portfolio reports are not available here');
        return this.deps.portfolioReport({ api, request: entry.request, file, signal, onProgress });
      case 'export':
        throw new ExportError('operation-failed', 'A server export is not a report');
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

  private exportEntry(id: string): Extract<ExportEntry, { kind: 'export' }> {
    const e = this.entry(id);
    if (e.kind !== 'export') throw new InputError('id', `${id} is a report, not a server export`);
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

/** The same request under a new file name (the old name would clash with the file already written). */
function withoutFileName<R extends { fileName?: string }>(request: R): Omit<R, 'fileName'> {
  const { fileName: _clash, ...rest } = request;
  return rest;
}

/** What the server is asked for: the request's days, or an export for taxes' period in the user's time zone, to the second. */
function serverDates(r: ExportRequest): { firstDate?: string; lastDate?: string; period?: TaxPeriod } {
  if (!r.tax) return { firstDate: r.firstDate, lastDate: r.lastDate };
  const period =
    r.tax.year !== undefined ? periodOfYear(r.tax.year, r.tax.timeZone) : periodOfDays(r.firstDate!, r.lastDate!, r.tax.timeZone);
  return { firstDate: period.from, lastDate: period.to, period };
}

/** The entry's parts; an entry saved before exports had parts is its one part. */
function partsOf(entry: ExportEntry): ExportPart[] {
  if (entry.parts?.length) return entry.parts;
  const downloading = entry.downloadUrl !== undefined;
  return [
    {
      operationId: entry.operationId,
      status: downloading ? 'downloading' : entry.operationId ? 'running' : 'creating',
      downloadUrl: entry.downloadUrl,
      validator: entry.validator,
    },
  ];
}

/**
 * Where the next part starts when the server cut this one (WarnTruncatedExport with a
 * nextDate), or undefined when the part is the last. A nextDate that does not move past the
 * part's own start would ask for the same rows forever: that is an error, not a loop.
 */
function nextPartStart(op: Operation, partStart: string | undefined): string | undefined {
  const next = op.metadata?.nextDate;
  if (op.metadata?.code !== 'WarnTruncatedExport' || !next) return undefined;
  const ms = (d: string) => Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(d) ? `${d}T00:00:00Z` : d);
  if (Number.isNaN(ms(next)) || (partStart && ms(next) <= ms(partStart))) {
    throw new ExportError(
      'parts-mismatch',
      `The server cut the export but its nextDate (${next}) does not move past the part's start (${partStart})`,
    );
  }
  return next;
}

function describe(err: unknown): { code: string; message: string } {
  if (err instanceof ExportError) return { code: err.code, message: err.message };
  if (err instanceof ApiClientError) {
    const { status, kind, message } = err.info;
    return { code: status ? String(status) : (kind ?? 'error'), message: Array.isArray(message) ? message.join('; ') : message };
  }
  return { code: 'error', message: err instanceof Error ? err.message : String(err) };
}
