import type { WorldContext, WorldModule } from '../module';
import { evmExportSource } from './evmExportSource';
import { ExportOperations } from './exportOperations';
import { OperationStore } from './operationStore';
import { downloadRoute, operationsHandlers } from './operationsHandlers';

/**
 * Test and benchmark knobs, read from the environment because they are not for users:
 * RIDGELINE_EXPORT_MAX_ROWS cuts exports early (WarnTruncatedExport), and
 * RIDGELINE_EXPORT_FILL_MB pads each export to that size (a large download for `npm run bench`).
 */
export function exportKnobs(env: NodeJS.ProcessEnv = process.env): { maxRows?: number; fillToBytes?: number } {
  const num = (name: string) => {
    const v = env[name];
    if (v === undefined || v === '') return undefined;
    const n = Number(v);
    if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, got ${v}`);
    return n;
  };
  const mb = num('RIDGELINE_EXPORT_FILL_MB');
  return { maxRows: num('RIDGELINE_EXPORT_MAX_ROWS'), fillToBytes: mb === undefined ? undefined : Math.round(mb * 1024 * 1024) };
}

/** Export operations: their store and jobs, the POST and GET handlers, and the download route of finished files. */
export function createOperationsModule(ctx: WorldContext): WorldModule {
  const ops = new ExportOperations({
    store: new OperationStore(ctx.dataDir),
    source: evmExportSource(ctx.evm),
    primary: ctx.primary,
    clock: ctx.clock,
    fileTtlMs: ctx.exportFileTtlMs,
    ...exportKnobs(),
  });
  return {
    handlers: operationsHandlers(ops),
    rawRoutes: [downloadRoute(ops)],
    start: () => ops.start(),
    stop: () => ops.stop(),
  };
}
