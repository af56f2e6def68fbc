import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import { OPERATION_STATUSES } from '../../shared/api/operations';
import { EXPORT_TYPES, TransactionExportBody } from '../../shared/api/exportBodies';

/** The only export file names the service makes: `<operationId>.csv`. */
export const EXPORT_FILE_NAME = /^[\w-]+\.csv$/;

export const OperationRecord = z.object({
  operationId: z.string(),
  operationType: z.enum(EXPORT_TYPES),
  operationStatus: z.enum(OPERATION_STATUSES),
  message: z.string(),
  code: z.string().optional(),
  nextDate: z.string().optional(),
  createdAtTimestamp: z.number(),
  updatedAtTimestamp: z.number(),
  /** The validated request body, kept so an export interrupted by a restart runs again. */
  request: TransactionExportBody,
  file: z.object({ name: z.string(), size: z.number(), etag: z.string(), rows: z.number() }).optional(),
});
export type OperationRecord = z.infer<typeof OperationRecord>;

const StoreFile = z.object({ version: z.literal(1), operations: z.array(OperationRecord) });

/**
 * The service's operations, persisted as one JSON document under `<dataDir>/operations`
 * (temp file + rename, so a crash leaves the old or the new state, never half of one) next
 * to the export files themselves. Writes are asynchronous, one at a time, so a large store
 * never blocks the event loop that serves requests.
 */
export class OperationStore {
  readonly filesDir: string;
  private readonly path: string;
  private readonly records = new Map<string, OperationRecord>();
  private writing: Promise<void> = Promise.resolve();
  private dirty = false;

  constructor(
    dataDir: string,
    private readonly log: (message: string) => void = console.warn,
  ) {
    const dir = join(dataDir, 'operations');
    this.filesDir = join(dir, 'files');
    this.path = join(dir, 'operations.json');
    mkdirSync(this.filesDir, { recursive: true, mode: 0o700 });
    for (const r of this.load(log)) this.records.set(r.operationId, r);
  }

  get(id: string): OperationRecord | undefined {
    return this.records.get(id);
  }

  all(): OperationRecord[] {
    return [...this.records.values()];
  }

  /** Records the change now; the file follows (see flushed). Puts that arrive while a write runs share the next one. */
  put(record: OperationRecord): void {
    this.records.set(record.operationId, record);
    if (this.dirty) return;
    this.dirty = true;
    this.writing = this.writing.then(() => this.write());
  }

  /** Resolves once every change so far is on disk. */
  flushed(): Promise<void> {
    return this.writing;
  }

  /**
   * The path of an export file, only for a name the service makes (`EXPORT_FILE_NAME`) and only
   * inside the files folder: an edited record cannot point a download at another file.
   */
  filePath(name: string): string {
    const path = resolve(this.filesDir, name);
    if (!EXPORT_FILE_NAME.test(name) || dirname(path) !== resolve(this.filesDir))
      throw new Error(`not an export file name: ${name.slice(0, 80)}`);
    return path;
  }

  private async write(): Promise<void> {
    this.dirty = false;
    const tmp = `${this.path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    try {
      await writeFile(tmp, JSON.stringify({ version: 1, operations: this.all() }), { flag: 'wx', mode: 0o600 });
      await rename(tmp, this.path);
    } catch (err) {
      await rm(tmp, { force: true });
      this.log(`[service] operations could not be saved: ${(err as Error).message}`);
    }
  }

  private load(log: (message: string) => void): OperationRecord[] {
    let text: string;
    try {
      text = readFileSync(this.path, 'utf8');
    } catch {
      return [];
    }
    try {
      return StoreFile.parse(JSON.parse(text)).operations;
    } catch (err) {
      // Keep the unreadable file for inspection rather than overwrite it with an empty list.
      const aside = `${this.path}.corrupt-${Date.now()}`;
      renameSync(this.path, aside);
      log(`[service] operations store was unreadable (${(err as Error).message.slice(0, 200)}); moved to ${aside}`);
      return [];
    }
  }
}
