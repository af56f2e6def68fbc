import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { OPERATION_STATUSES } from '../../shared/api/operations';
import { EXPORT_TYPES, TransactionExportBody } from '../../shared/api/exportBodies';

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
 * to the export files themselves.
 */
export class OperationStore {
  readonly filesDir: string;
  private readonly path: string;
  private readonly records = new Map<string, OperationRecord>();

  constructor(dataDir: string, log: (message: string) => void = console.warn) {
    const dir = join(dataDir, 'operations');
    this.filesDir = join(dir, 'files');
    this.path = join(dir, 'operations.json');
    mkdirSync(this.filesDir, { recursive: true });
    for (const r of this.load(log)) this.records.set(r.operationId, r);
  }

  get(id: string): OperationRecord | undefined {
    return this.records.get(id);
  }

  all(): OperationRecord[] {
    return [...this.records.values()];
  }

  put(record: OperationRecord): void {
    this.records.set(record.operationId, record);
    const tmp = `${this.path}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify({ version: 1, operations: this.all() }));
    renameSync(tmp, this.path);
  }

  filePath(name: string): string {
    return join(this.filesDir, name);
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
