import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { TransactionExportBody as ExportBody } from '../../shared/api/exportBodies';
import type { PrimaryNetworks } from '../sim/primary/primaryNetworks';
import { HttpError } from '../server/handler';
import { nowSeconds, type Clock } from '../sim/clock';
import { exportWindow, isoSecond } from './exportDates';
import { writeExportCsv } from './exportCsv';
import { exportPlan, plural } from './exportPlan';
import type { ExportSource } from './exportSource';
import type { OperationRecord, OperationStore } from './operationStore';

export interface ExportOperationsOptions {
  store: OperationStore;
  source: ExportSource;
  /** The Primary Network simulations, for the Primary Network export types. */
  primary?: PrimaryNetworks;
  clock: Clock;
  /** Rows per export before it is cut with WarnTruncatedExport. */
  maxRows?: number;
  /** Benchmark only: see ExportJobInput.fillToBytes. */
  fillToBytes?: number;
  /** How long a finished export file is kept (from when it was finished); default EXPORT_FILE_TTL_MS. */
  fileTtlMs?: number;
  log?: (message: string) => void;
}

export const DOWNLOAD_PREFIX = '/downloads/exports/';
export const DEFAULT_MAX_ROWS = 100_000;
/** Export files are deleted a week after they were made: they would otherwise pile up forever. */
export const EXPORT_FILE_TTL_MS = 7 * 24 * 3600 * 1000;
const SWEEP_EVERY_MS = 3600 * 1000;

/**
 * The export operations: a POST records a RUNNING operation and queues a job
 * that writes the CSV; the job ends it COMPLETED (with a download URL),
 * COMPLETED_WITH_WARNING (truncated) or FAILED. Jobs run one at a time in the background.
 */
export class ExportOperations {
  private queue: Promise<void> = Promise.resolve();
  private readonly controller = new AbortController();
  private sweeper: NodeJS.Timeout | undefined;

  constructor(private readonly opts: ExportOperationsOptions) {}

  create(body: ExportBody, baseUrl: string): OperationResponse {
    const now = this.nowSec();
    const plan = this.plan(body, now);
    const record: OperationRecord = {
      operationId: randomUUID(),
      operationType: body.type,
      operationStatus: 'RUNNING',
      message: `Exporting ${plan.subject}`,
      createdAtTimestamp: now,
      updatedAtTimestamp: now,
      request: body,
    };
    this.opts.store.put(record);
    this.enqueue(record.operationId);
    return toResponse(record, baseUrl);
  }

  get(operationId: string, baseUrl: string): OperationResponse {
    const record = this.opts.store.get(operationId);
    if (!record) throw new HttpError(404, `Operation ${operationId} not found`);
    return toResponse(record, baseUrl);
  }

  /** The finished export file named in a download URL, if there is one. */
  file(fileName: string): { path: string; size: number; etag: string } | undefined {
    const id = /^([\w-]+)\.csv$/.exec(fileName)?.[1];
    const record = id ? this.opts.store.get(id) : undefined;
    // Only the name the service gave this operation's file: a record edited on disk is not trusted.
    if (!record?.file || record.file.name !== `${record.operationId}.csv`) return undefined;
    return { path: this.opts.store.filePath(record.file.name), size: record.file.size, etag: record.file.etag };
  }

  /** Runs again the jobs a previous run of the service left RUNNING (it stopped or crashed); deletes expired files. */
  start(): void {
    for (const r of this.opts.store.all()) if (r.operationStatus === 'RUNNING') this.enqueue(r.operationId);
    void this.sweepExpired();
    this.sweeper = setInterval(() => void this.sweepExpired(), Math.min(this.ttlMs(), SWEEP_EVERY_MS));
    this.sweeper.unref();
  }

  /** Stops the running job; its operation stays RUNNING and is picked up by the next start. */
  async stop(): Promise<void> {
    clearInterval(this.sweeper);
    this.controller.abort();
    await this.queue;
    await this.opts.store.flushed();
  }

  /** Deletes the files of operations finished longer ago than the TTL; the operation says the file expired. */
  async sweepExpired(): Promise<void> {
    const cutoffSec = this.nowSec() - this.ttlMs() / 1000;
    for (const record of this.opts.store.all()) {
      if (!record.file || record.updatedAtTimestamp > cutoffSec) continue;
      const { file, ...rest } = record;
      // Only a file the service itself made is deleted (see file()); an edited name is just dropped.
      if (file.name === `${record.operationId}.csv`) await rm(this.opts.store.filePath(file.name), { force: true }).catch(() => undefined);
      this.opts.store.put({
        ...rest,
        message: `${record.message}. The export file expired and was deleted; export again`,
        code: record.code,
      });
    }
  }

  private ttlMs(): number {
    return Math.max(1000, this.opts.fileTtlMs ?? EXPORT_FILE_TTL_MS);
  }

  private enqueue(operationId: string): void {
    this.queue = this.queue.then(() => this.run(operationId));
  }

  private async run(operationId: string): Promise<void> {
    const record = this.opts.store.get(operationId);
    if (!record || record.operationStatus !== 'RUNNING' || this.controller.signal.aborted) return;
    const { request } = record;
    const name = `${operationId}.csv`;
    try {
      const plan = this.plan(request, Math.floor(record.createdAtTimestamp));
      const [one, many] = plan.rowNoun;
      const maxRows = this.opts.maxRows ?? DEFAULT_MAX_ROWS;
      const result = await writeExportCsv({
        header: plan.header,
        rows: plan.rows(),
        path: this.opts.store.filePath(name),
        maxRows,
        fillToBytes: this.opts.fillToBytes,
        signal: this.controller.signal,
      });
      const truncated = result.truncatedAt !== undefined;
      this.finish(record, {
        operationStatus: truncated ? 'COMPLETED_WITH_WARNING' : 'COMPLETED',
        message: truncated
          ? `The export stopped at ${plural(maxRows, one, many)}; export again from ${isoSecond(result.truncatedAt!)} for the rest`
          : `Exported ${plural(result.rows, one, many)}`,
        // nextDate is the time of the first row left out, to the second: the next part starts there.
        ...(truncated ? { code: 'WarnTruncatedExport', nextDate: isoSecond(result.truncatedAt!) } : {}),
        file: { name, size: result.size, etag: `"${operationId}-${result.size}"`, rows: result.rows },
      });
    } catch (err) {
      if (this.controller.signal.aborted) return;
      const code = (err as NodeJS.ErrnoException).code;
      (this.opts.log ?? console.error)(`[service] export ${operationId} failed: ${(err as Error).message}`);
      this.finish(record, {
        operationStatus: 'FAILED',
        code: 'ErrInternal',
        message: `The export could not be written${code ? ` (${code})` : ''}; try again later`,
      });
    }
  }

  private plan(body: ExportBody, nowSec: number) {
    return exportPlan(body, { evm: this.opts.source, primary: this.opts.primary }, exportWindow(body, nowSec));
  }

  private finish(record: OperationRecord, patch: Partial<OperationRecord>): void {
    this.opts.store.put({ ...record, ...patch, updatedAtTimestamp: this.nowSec() });
  }

  private nowSec(): number {
    return nowSeconds(this.opts.clock);
  }
}

/** A type alias, not an interface, so it fits the response schema's open object type. */
export type OperationResponse = {
  operationId: string;
  operationType: string;
  operationStatus: string;
  message: string;
  metadata: { code?: string; downloadUrl?: string; nextDate?: string };
  createdAtTimestamp: number;
  updatedAtTimestamp: number;
};

function toResponse(r: OperationRecord, baseUrl: string): OperationResponse {
  const metadata: OperationResponse['metadata'] = {};
  if (r.code) metadata.code = r.code;
  if (r.nextDate) metadata.nextDate = r.nextDate;
  // Built from the URL the client used, so it stays right when the service restarts on another port.
  if (r.file) metadata.downloadUrl = `${baseUrl.replace(/\/+$/, '')}${DOWNLOAD_PREFIX}${r.file.name}`;
  return {
    operationId: r.operationId,
    operationType: r.operationType,
    operationStatus: r.operationStatus,
    message: r.message,
    metadata,
    createdAtTimestamp: r.createdAtTimestamp,
    updatedAtTimestamp: r.updatedAtTimestamp,
  };
}
